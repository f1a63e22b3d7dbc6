import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import {
  EmirateValue,
  FuelTypeValue,
  LanguageValue,
  RelationshipValue,
  RoleValue,
  VehicleTypeValue,
} from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true, description: "Spec §3 User, without the password." })
export class User {
  @Field(() => ID, { description: "The account's id (the same id as the provider's, for captains)." })
  id!: string;
  @Field(() => String, { description: "Full name as the person gave it; shown to the other party of a job." })
  name!: string;
  @Field(() => String, {
    description: "Sign-in email, unique per account. Visible to the account's owner and admins only.",
  })
  email!: string;
  @Field(() => String, { description: "Mobile number, as given (UAE numbers are usually +971 5X XXX XXXX)." })
  phone!: string;
  @Field(() => RoleValue, {
    description: "What the account is: CUSTOMER, PROVIDER (a captain) or ADMIN. Never SYSTEM.",
  })
  userType!: string;
  @Field(() => String, {
    nullable: true,
    description: "Street address from the profile; null when not given.",
  })
  address!: string | null;
  @Field(() => EmirateValue, {
    description: "The emirate the person lives or mostly works in, from the profile.",
  })
  city!: string;
  @Field(() => String, {
    nullable: true,
    description: "Emirates ID number as 784-XXXX-XXXXXXX-X; null when not given. Owner and admins only.",
  })
  emiratesId!: string | null;
  @Field(() => Boolean, {
    description:
      "The spec's verified flag: true for a captain whose licence, insurance and Emirates ID an admin approved (false again once they change their business profile, until re-approved); always false for customers and admins. See emailVerified for the email check.",
  })
  isVerified!: boolean;
  @Field(() => Boolean, {
    description: "The owner opened the link mailed to `email`; captains must before they can go online.",
  })
  emailVerified!: boolean;
  @Field(() => Float, { nullable: true, description: "Mean rating received; null without reviews." })
  rating!: number | null;
  @Field(() => Int, {
    description: "How many reviews others have written about this user (0 means rating is null).",
  })
  totalRatings!: number;
  @Field(() => DateTimeScalar, { description: "When the account was created." }) createdAt!: string;
  @Field(() => LanguageValue, {
    nullable: true,
    description: "The language the owner chose for the app; null until they choose (the browser's decides).",
  })
  preferredLanguage!: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "Spec §3 UserVehicle: a saved vehicle of the customer's fleet.",
})
export class Vehicle {
  @Field(() => ID, { description: "The saved vehicle's id; pass it as vehicle.vehicleId when booking." })
  id!: string;
  @Field(() => ID, { description: "The customer whose fleet it belongs to." }) userId!: string;
  @Field(() => String, { description: 'The owner\'s own name for it, e.g. "Family car".' })
  vehicleName!: string;
  @Field(() => String, { description: "Manufacturer, e.g. Toyota." }) vehicleMake!: string;
  @Field(() => String, { description: "Model, e.g. Land Cruiser." }) vehicleModel!: string;
  @Field(() => Int, { nullable: true, description: "Model year; null when not given." }) vehicleYear!:
    | number
    | null;
  @Field(() => String, {
    nullable: true,
    description: "Colour as free text, to help the captain find it; null when not given.",
  })
  vehicleColor!: string | null;
  @Field(() => String, { description: 'Number plate as written, e.g. "Dubai A 12345".' })
  licensePlate!: string;
  @Field(() => VehicleTypeValue, {
    nullable: true,
    description: "Body type; decides which tow trucks can carry it. Null when not given.",
  })
  vehicleType!: string | null;
  @Field(() => FuelTypeValue, {
    nullable: true,
    description: "What it runs on; matters for fuel delivery and jump starts. Null when not given.",
  })
  fuelType!: string | null;
  @Field(() => Boolean, {
    description:
      'The primary vehicle (shown as "Primary"), picked first when booking. Exactly one vehicle of a non-empty fleet is primary.',
  })
  isDefault!: boolean;
}

@ObjectType({ simpleResolvers: true, description: "Spec §3 Emergency contact." })
export class EmergencyContact {
  @Field(() => ID, { description: "The contact's id; pass it to removeEmergencyContact." }) id!: string;
  @Field(() => ID, { description: "The customer whose safety network the contact is in." }) userId!: string;
  @Field(() => String, { description: "The contact's name, trimmed." }) contactName!: string;
  @Field(() => String, { description: "The contact's phone number, trimmed; trips can be shared with it." })
  contactPhone!: string;
  @Field(() => RelationshipValue, { description: "How the contact is related to the user." })
  relationship!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "Spec §3 Review: who wrote it about whom, for which request.",
})
export class Review {
  @Field(() => ID, { description: "The review's id." }) id!: string;
  @Field(() => ID, { description: "The job the review is about." }) requestId!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The job's service as its read-model value (towing, jump-start, tire-change, fuel-delivery); null for reviews recorded before it was kept.",
  })
  serviceType!: string | null;
  @Field(() => ID, { description: "Who wrote the review." }) reviewerId!: string;
  @Field(() => ID, { description: "Who the review is about (the other party of the job)." })
  revieweeId!: string;
  @Field(() => RoleValue, { description: "Whether the customer or the provider wrote it." })
  reviewerRole!: string;
  @Field(() => Int, { description: "Stars given, 1 to 5." }) rating!: number;
  @Field(() => String, {
    nullable: true,
    description: "The reviewer's words, at most 500 characters; null without a comment.",
  })
  comment!: string | null;
  @Field(() => DateTimeScalar, { description: "When the review was posted." }) createdAt!: string;
}
