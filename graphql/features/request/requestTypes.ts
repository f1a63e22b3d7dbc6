import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import {
  FuelTypeValue,
  PaymentMethodValue,
  PriorityValue,
  RequestStatusValue,
  RoleValue,
  ServiceTypeValue,
  VehicleTypeValue,
} from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({
  simpleResolvers: true,
  description: "The spec's vehicleDetails: what the emergency button sends.",
})
export class VehicleDetails {
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => Int, { nullable: true }) year!: number | null;
  @Field(() => String, { nullable: true }) color!: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "The vehicle as booked: copied into the request, so later fleet edits don't rewrite history.",
})
export class RequestVehicle {
  @Field(() => ID, { nullable: true, description: "The saved vehicle it came from, if any." }) vehicleId!:
    | string
    | null;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => Int, { nullable: true }) year!: number | null;
  @Field(() => String, { nullable: true }) color!: string | null;
  @Field(() => String, { nullable: true }) licensePlate!: string | null;
  @Field(() => VehicleTypeValue, { nullable: true }) vehicleType!: string | null;
  @Field(() => FuelTypeValue, { nullable: true }) fuelType!: string | null;
}

@ObjectType({ simpleResolvers: true, description: "What the job costs, in AED." })
export class RequestPrice {
  @Field(() => Float) estimated!: number;
  @Field(() => Float, { nullable: true, description: "Set when the job is completed." }) final!:
    | number
    | null;
  @Field(() => Float, { description: "The final price once known, the estimate before." }) amount!: number;
  @Field(() => String) currency!: string;
}

@ObjectType({
  simpleResolvers: true,
  description:
    "One side's review of the job: the customer's of the provider, or the provider's of the customer.",
})
export class RequestReview {
  @Field(() => RoleValue, { description: "Who wrote it." }) reviewerRole!: string;
  @Field(() => Int) rating!: number;
  @Field(() => String, { nullable: true }) comment!: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "Spec §3 Service request, plus its open offers and the pickup's emirate.",
})
export class ServiceRequest {
  @Field(() => ID) id!: string;
  @Field(() => ID) customerId!: string;
  @Field(() => ID, { nullable: true }) providerId!: string | null;
  @Field(() => ServiceTypeValue) serviceType!: string;
  @Field(() => RequestStatusValue) status!: string;
  @Field(() => PriorityValue) priority!: string;
  @Field(() => PaymentMethodValue) paymentMethod!: string;
  @Field(() => String) pickupLocation!: string;
  @Field(() => Float) pickupLatitude!: number;
  @Field(() => Float) pickupLongitude!: number;
  @Field(() => String) pickupEmirate!: string;
  @Field(() => String, { nullable: true }) destination!: string | null;
  @Field(() => Float, { nullable: true }) destinationLatitude!: number | null;
  @Field(() => Float, { nullable: true }) destinationLongitude!: number | null;
  @Field(() => String) vehicleMake!: string;
  @Field(() => String) vehicleModel!: string;
  @Field(() => Int, { nullable: true }) vehicleYear!: number | null;
  @Field(() => String, { nullable: true }) vehicleColor!: string | null;
  @Field(() => String, { nullable: true }) licensePlate!: string | null;
  @Field(() => VehicleDetails) vehicleDetails!: VehicleDetails;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Float) estimatedPrice!: number;
  @Field(() => Float, { nullable: true }) finalPrice!: number | null;
  @Field(() => ID, { nullable: true }) towingEquipmentId!: string | null;
  @Field(() => [ID], { description: "Providers holding an open offer." }) offeredTo!: string[];
  @Field(() => DateTimeScalar, { nullable: true }) scheduledAt!: string | null;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar, { nullable: true }) acceptedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) startedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) completedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) cancelledAt!: string | null;
  @Field(() => String, { nullable: true }) cancelReason!: string | null;
  @Field(() => Int, { nullable: true, description: "What the customer gave the provider." }) customerRating!:
    | number
    | null;
  @Field(() => String, { nullable: true, description: "'' when rated without a comment." }) customerReview!:
    | string
    | null;
  @Field(() => Int, { nullable: true, description: "What the provider gave the customer." }) providerRating!:
    | number
    | null;
  @Field(() => String, { nullable: true }) providerReview!: string | null;
  @Field(() => DateTimeScalar) updatedAt!: string;

  /** Not exposed as is: the `vehicle` field resolver reads them. */
  vehicleId!: string | null;
  vehicleType!: string | null;
  fuelType!: string | null;
}

@ObjectType({ simpleResolvers: true, description: "A page of requests, newest first." })
export class ServiceRequestPage {
  @Field(() => [ServiceRequest]) items!: ServiceRequest[];
  @Field(() => String, {
    nullable: true,
    description: "Pass back as `cursor` for the next page; null on the last.",
  })
  nextCursor!: string | null;
}
