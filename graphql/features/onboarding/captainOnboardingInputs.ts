import { Field, InputType, Int } from "type-graphql";
import { EmirateValue, ServiceTypeValue, VehicleTypeValue } from "../../schema/enums";

@InputType({ description: "The captain's business profile; dates are YYYY-MM-DD." })
export class CaptainProfileInput {
  @Field(() => String) tradeName!: string;
  @Field(() => String) tradeLicenceNumber!: string;
  @Field(() => String) tradeLicenceExpiry!: string;
  @Field(() => String) insurancePolicyNumber!: string;
  @Field(() => String) insuranceExpiry!: string;
  @Field(() => String) emiratesId!: string;
  @Field(() => [EmirateValue]) emirates!: EmirateValue[];
  @Field(() => [ServiceTypeValue]) services!: ServiceTypeValue[];
}

@InputType({ description: "A tow truck of the captain's fleet." })
export class TowingEquipmentInput {
  @Field(() => String) truckName!: string;
  @Field(() => String, { description: "flatbed, wheel-lift, integrated, heavy-duty or motorcycle" })
  truckType!: string;
  @Field(() => Int, { description: "kg" }) capacity!: number;
  @Field(() => [VehicleTypeValue]) compatibleVehicles!: VehicleTypeValue[];
  @Field(() => [String]) features!: string[];
  @Field(() => String) plate!: string;
}
