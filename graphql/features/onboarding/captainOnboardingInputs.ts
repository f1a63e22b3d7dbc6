import { Field, InputType, Int } from "type-graphql";
import { EmirateValue, ServiceTypeValue, VehicleTypeValue } from "../../schema/enums";

@InputType({ description: "The captain's business profile; dates are YYYY-MM-DD." })
export class CaptainProfileInput {
  @Field(() => String, { description: "The business name on the trade licence." }) tradeName!: string;
  @Field(() => String, { description: "The trade licence number as issued." }) tradeLicenceNumber!: string;
  @Field(() => String, { description: "YYYY-MM-DD (UAE day); must be after today." })
  tradeLicenceExpiry!: string;
  @Field(() => String, { description: "The insurance policy number as issued." })
  insurancePolicyNumber!: string;
  @Field(() => String, { description: "YYYY-MM-DD (UAE day); must be after today." })
  insuranceExpiry!: string;
  @Field(() => String, { description: "The captain's Emirates ID, 784-XXXX-XXXXXXX-X." }) emiratesId!: string;
  @Field(() => [EmirateValue], { description: "Emirates the captain works in (duplicates are dropped)." })
  emirates!: EmirateValue[];
  @Field(() => [ServiceTypeValue], { description: "Services the captain offers (duplicates are dropped)." })
  services!: ServiceTypeValue[];
}

@InputType({ description: "A tow truck of the captain's fleet." })
export class TowingEquipmentInput {
  @Field(() => String, { description: "The captain's name for the truck." }) truckName!: string;
  @Field(() => String, {
    description: "Kind of truck: flatbed, wheel-lift, integrated, heavy-duty or motorcycle.",
  })
  truckType!: string;
  @Field(() => Int, { description: "Heaviest vehicle it can carry, in kg." }) capacity!: number;
  @Field(() => [VehicleTypeValue], { description: "Vehicle body types it can carry." })
  compatibleVehicles!: VehicleTypeValue[];
  @Field(() => [String], { description: 'Extras as free text, e.g. "Winch".' }) features!: string[];
  @Field(() => String, { description: "The truck's number plate." }) plate!: string;
}
