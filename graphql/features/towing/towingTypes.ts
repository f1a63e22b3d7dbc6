import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { VehicleTypeValue } from "../../schema/enums";

@ObjectType({ simpleResolvers: true, description: "The truck's provider as the map popup shows them." })
export class TruckProvider {
  @Field(() => String, { nullable: true, description: "The captain's name; null when unknown." }) name!:
    | string
    | null;
  @Field(() => Float, {
    nullable: true,
    description: "The captain's mean rating, 1 to 5; null when unrated.",
  })
  rating!: number | null;
  @Field(() => Boolean, { description: "Whether the captain is receiving requests now." }) online!: boolean;
}

@ObjectType({
  simpleResolvers: true,
  description: "Spec §3 Towing equipment (lists stay lists here; REST sends them as JSON text).",
})
export class TowingTruck {
  @Field(() => ID, { description: "The truck's id; pass it as towingEquipmentId when booking." }) id!: string;
  @Field(() => ID, { description: "The captain who owns it." }) providerId!: string;
  @Field(() => String, { description: "The captain's name for the truck." }) truckName!: string;
  @Field(() => String, {
    description: "Kind of truck: flatbed, wheel-lift, integrated, heavy-duty or motorcycle.",
  })
  truckType!: string;
  @Field(() => Int, { description: "Heaviest vehicle it can carry, in kg." }) capacity!: number;
  @Field(() => [VehicleTypeValue], { description: "Vehicle body types it can carry." })
  compatibleVehicles!: string[];
  @Field(() => [String], { description: 'Extras as free text, e.g. "Winch".' }) features!: string[];
  @Field(() => String, { description: "Number plate; empty for trucks added before plates were asked for." })
  plate!: string;
  @Field(() => Boolean, { description: "The captain has it marked as bookable now." }) isAvailable!: boolean;
  @Field(() => Float, {
    nullable: true,
    description: "The captain's last reported position, decimal degrees; null when unknown.",
  })
  currentLatitude!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "The captain's last reported position, decimal degrees; null when unknown.",
  })
  currentLongitude!: number | null;
  @Field(() => TruckProvider, { description: "The owner as the map popup shows them." })
  provider!: TruckProvider;
  @Field(() => Float, {
    nullable: true,
    description: "Km from the point asked about; null when no point was given.",
  })
  distanceKm!: number | null;
}
