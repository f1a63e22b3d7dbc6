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
  @Field(() => String, { description: "Full name, shown to the other party of a job." }) name!: string;
  @Field(() => String, { description: "Sign-in email; must not belong to another account." }) email!: string;
  @Field(() => String, { description: "Mobile number, e.g. +971 50 123 4567." }) phone!: string;
  @Field(() => String, { description: "At least 8 characters and not a common password." }) password!: string;
  @Field(() => SignUpRoleValue, {
    defaultValue: SignUpRoleValue.CUSTOMER,
    description: "The kind of account: CUSTOMER books help, PROVIDER (a captain) does jobs after onboarding.",
  })
  userType!: SignUpRoleValue;
  @Field(() => EmirateValue, { nullable: true, description: "Home emirate; Dubai when left out." })
  city?: EmirateValue | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Where the person is, in decimal degrees (WGS 84); central Dubai when left out. Providers starting online are placed here on the map.",
  })
  latitude?: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Where the person is, in decimal degrees (WGS 84); central Dubai when left out. Providers starting online are placed here on the map.",
  })
  longitude?: number | null;
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
  @Field(() => String, { description: "Full name; required, trimmed." }) name!: string;
  @Field(() => String, { description: "Mobile number; required." }) phone!: string;
  @Field(() => String, { nullable: true, description: "Street address; null or empty clears it." }) address?:
    | string
    | null;
  @Field(() => EmirateValue, { description: "Home emirate." }) city!: EmirateValue;
  @Field(() => String, {
    nullable: true,
    description: "Emirates ID as 784-XXXX-XXXXXXX-X; null or empty clears it.",
  })
  emiratesId?: string | null;
}

@InputType({ description: "Spec §5 add vehicle: name, plate, make and model required." })
export class AddVehicleInput {
  @Field(() => String, { description: 'The owner\'s own name for the vehicle, e.g. "Family car".' })
  vehicleName!: string;
  @Field(() => String, { description: "Manufacturer, e.g. Toyota." }) vehicleMake!: string;
  @Field(() => String, { description: "Model, e.g. Land Cruiser." }) vehicleModel!: string;
  @Field(() => Int, { nullable: true, description: "Model year, e.g. 2021." }) vehicleYear?: number | null;
  @Field(() => String, { nullable: true, description: "Colour as free text, so the captain can spot it." })
  vehicleColor?: string | null;
  @Field(() => String, { description: 'Number plate as written, e.g. "Dubai A 12345".' })
  licensePlate!: string;
  @Field(() => VehicleTypeValue, {
    nullable: true,
    description: "Body type; decides which tow trucks can carry it.",
  })
  vehicleType?: VehicleTypeValue | null;
  @Field(() => FuelTypeValue, { nullable: true, description: "What it runs on." })
  fuelType?: FuelTypeValue | null;
  @Field(() => Boolean, {
    defaultValue: false,
    description: "Make it the primary vehicle; the first one always is.",
  })
  makeDefault!: boolean;
}

@InputType({ description: "Spec §5 add emergency contact: name and phone required (trimmed)." })
export class AddEmergencyContactInput {
  @Field(() => String, { description: "The contact's name (required, trimmed)." }) contactName!: string;
  @Field(() => String, { description: "The contact's phone number (required, trimmed)." })
  contactPhone!: string;
  @Field(() => RelationshipValue, {
    defaultValue: RelationshipValue.FAMILY,
    description: "How the contact is related to the user; FAMILY when left out.",
  })
  relationship!: RelationshipValue;
}
