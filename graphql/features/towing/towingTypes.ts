import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { VehicleTypeValue } from "../../schema/enums";

@ObjectType({ simpleResolvers: true, description: "The truck's provider as the map popup shows them." })
export class TruckProvider {
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => Float, { nullable: true }) rating!: number | null;
  @Field(() => Boolean) online!: boolean;
}

@ObjectType({
  simpleResolvers: true,
  description: "Spec §3 Towing equipment (lists stay lists here; REST sends them as JSON text).",
})
export class TowingTruck {
  @Field(() => ID) id!: string;
  @Field(() => ID) providerId!: string;
  @Field(() => String) truckName!: string;
  @Field(() => String) truckType!: string;
  @Field(() => Int, { description: "kg" }) capacity!: number;
  @Field(() => [VehicleTypeValue]) compatibleVehicles!: string[];
  @Field(() => [String]) features!: string[];
  @Field(() => String, { description: "Number plate; empty for trucks added before plates were asked for." })
  plate!: string;
  @Field(() => Boolean) isAvailable!: boolean;
  @Field(() => Float, { nullable: true }) currentLatitude!: number | null;
  @Field(() => Float, { nullable: true }) currentLongitude!: number | null;
  @Field(() => TruckProvider) provider!: TruckProvider;
  @Field(() => Float, { nullable: true, description: "km from the point asked about." }) distanceKm!:
    | number
    | null;
}
