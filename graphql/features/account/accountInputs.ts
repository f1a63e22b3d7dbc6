import { Field, Float, InputType, Int } from "type-graphql";
import {
  EmirateValue,
  FuelTypeValue,
  RelationshipValue,
  SignUpRoleValue,
  VehicleTypeValue,
} from "../../schema/enums";

@InputType({ description: "Spec §5 sign-up fields (the confirm password stays in the browser)." })
export class RegisterInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { description: "At least 8 characters and not a common password." }) password!: string;
  @Field(() => SignUpRoleValue, { defaultValue: SignUpRoleValue.CUSTOMER }) userType!: SignUpRoleValue;
  @Field(() => EmirateValue, { nullable: true }) city?: EmirateValue | null;
  @Field(() => Float, { nullable: true }) latitude?: number | null;
  @Field(() => Float, { nullable: true }) longitude?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "Providers only: start online at the given position (spec §9: false unless asked).",
  })
  isOnline?: boolean | null;
}

@InputType({
  description: "Spec §5 profile edit: name and phone required, Emirates ID as 784-XXXX-XXXXXXX-X.",
})
export class UpdateProfileInput {
  @Field(() => String) name!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => EmirateValue) city!: EmirateValue;
  @Field(() => String, { nullable: true }) emiratesId?: string | null;
}

@InputType({ description: "Spec §5 add vehicle: name, plate, make and model required." })
export class AddVehicleInput {
  @Field(() => String) vehicleName!: string;
  @Field(() => String) vehicleMake!: string;
  @Field(() => String) vehicleModel!: string;
  @Field(() => Int, { nullable: true }) vehicleYear?: number | null;
  @Field(() => String, { nullable: true }) vehicleColor?: string | null;
  @Field(() => String) licensePlate!: string;
  @Field(() => VehicleTypeValue, { nullable: true }) vehicleType?: VehicleTypeValue | null;
  @Field(() => FuelTypeValue, { nullable: true }) fuelType?: FuelTypeValue | null;
  @Field(() => Boolean, {
    defaultValue: false,
    description: "Make it the primary vehicle; the first one always is.",
  })
  makeDefault!: boolean;
}

@InputType({ description: "Spec §5 add emergency contact: name and phone required (trimmed)." })
export class AddEmergencyContactInput {
  @Field(() => String) contactName!: string;
  @Field(() => String) contactPhone!: string;
  @Field(() => RelationshipValue, { defaultValue: RelationshipValue.FAMILY })
  relationship!: RelationshipValue;
}
