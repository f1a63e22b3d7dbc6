import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import {
  EmirateValue,
  FuelTypeValue,
  RelationshipValue,
  RoleValue,
  VehicleTypeValue,
} from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true, description: "Spec §3 User, without the password." })
export class User {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => RoleValue) userType!: string;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => EmirateValue) city!: string;
  @Field(() => String, { nullable: true }) emiratesId!: string | null;
  @Field(() => Boolean) isVerified!: boolean;
  @Field(() => Boolean, {
    description: "The owner opened the link mailed to `email`; captains must before they can go online.",
  })
  emailVerified!: boolean;
  @Field(() => Float, { nullable: true, description: "Mean rating received; null without reviews." })
  rating!: number | null;
  @Field(() => Int) totalRatings!: number;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "Spec §3 UserVehicle: a saved vehicle of the customer's fleet.",
})
export class Vehicle {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String) vehicleName!: string;
  @Field(() => String) vehicleMake!: string;
  @Field(() => String) vehicleModel!: string;
  @Field(() => Int, { nullable: true }) vehicleYear!: number | null;
  @Field(() => String, { nullable: true }) vehicleColor!: string | null;
  @Field(() => String) licensePlate!: string;
  @Field(() => VehicleTypeValue, { nullable: true }) vehicleType!: string | null;
  @Field(() => FuelTypeValue, { nullable: true }) fuelType!: string | null;
  @Field(() => Boolean, { description: 'Shown as "Primary".' }) isDefault!: boolean;
}

@ObjectType({ simpleResolvers: true, description: "Spec §3 Emergency contact." })
export class EmergencyContact {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) contactPhone!: string;
  @Field(() => RelationshipValue) relationship!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "Spec §3 Review: who wrote it about whom, for which request.",
})
export class Review {
  @Field(() => ID) id!: string;
  @Field(() => ID) requestId!: string;
  @Field(() => String, { nullable: true }) serviceType!: string | null;
  @Field(() => ID) reviewerId!: string;
  @Field(() => ID) revieweeId!: string;
  @Field(() => RoleValue) reviewerRole!: string;
  @Field(() => Int) rating!: number;
  @Field(() => String, { nullable: true }) comment!: string | null;
  @Field(() => DateTimeScalar) createdAt!: string;
}
