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
  @Field(() => String, { description: "Manufacturer, e.g. Toyota." }) make!: string;
  @Field(() => String, { description: "Model, e.g. Camry." }) model!: string;
  @Field(() => Int, { nullable: true, description: "Model year; null when not given." }) year!: number | null;
  @Field(() => String, { nullable: true, description: "Colour as free text; null when not given." }) color!:
    | string
    | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "The vehicle as booked: copied into the request, so later fleet edits don't rewrite history.",
})
export class RequestVehicle {
  @Field(() => ID, { nullable: true, description: "The saved vehicle it came from, if any." }) vehicleId!:
    | string
    | null;
  @Field(() => String, { description: "Manufacturer, e.g. Toyota." }) make!: string;
  @Field(() => String, { description: "Model, e.g. Camry." }) model!: string;
  @Field(() => Int, { nullable: true, description: "Model year; null when not given." }) year!: number | null;
  @Field(() => String, { nullable: true, description: "Colour as free text; null when not given." }) color!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: "Number plate as written; null when not given." })
  licensePlate!: string | null;
  @Field(() => VehicleTypeValue, { nullable: true, description: "Body type; null when not given." })
  vehicleType!: string | null;
  @Field(() => FuelTypeValue, { nullable: true, description: "What it runs on; null when not given." })
  fuelType!: string | null;
}

@ObjectType({ simpleResolvers: true, description: "What the job costs, in AED." })
export class RequestPrice {
  @Field(() => Float, { description: "The price quoted at booking, in AED with the 5% VAT included." })
  estimated!: number;
  @Field(() => Float, {
    nullable: true,
    description: "What the customer pays, in AED with the 5% VAT included; null until the job is completed.",
  })
  final!: number | null;
  @Field(() => Float, { description: "The final price once known, the estimate before (AED, VAT included)." })
  amount!: number;
  @Field(() => String, { description: 'Always "AED" (UAE dirham).' }) currency!: string;
}

@ObjectType({
  simpleResolvers: true,
  description:
    "One side's review of the job: the customer's of the provider, or the provider's of the customer.",
})
export class RequestReview {
  @Field(() => RoleValue, { description: "Who wrote it." }) reviewerRole!: string;
  @Field(() => Int, { description: "Stars given, 1 to 5." }) rating!: number;
  @Field(() => String, { nullable: true, description: "The reviewer's words; null without a comment." })
  comment!: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "Spec §3 Service request, plus its open offers and the pickup's emirate.",
})
export class ServiceRequest {
  @Field(() => ID, { description: "The request's id." }) id!: string;
  @Field(() => ID, { description: "The customer who booked it." }) customerId!: string;
  @Field(() => ID, {
    nullable: true,
    description:
      "The captain who holds the job, or the one the customer chose while it is pending; null while dispatch is still looking.",
  })
  providerId!: string | null;
  @Field(() => ServiceTypeValue, { description: "The service booked." }) serviceType!: string;
  @Field(() => RequestStatusValue, { description: "Where the request is in its life (spec §4)." })
  status!: string;
  @Field(() => PriorityValue, {
    description:
      "How pressing it is; URGENT, CRITICAL and EMERGENCY without a chosen captain are offered to the nearest captains at once.",
  })
  priority!: string;
  @Field(() => PaymentMethodValue, { description: "How the customer pays." }) paymentMethod!: string;
  @Field(() => String, { description: "Where the vehicle is, as the customer named it." })
  pickupLocation!: string;
  @Field(() => Float, { description: "Pickup position, decimal degrees (WGS 84)." }) pickupLatitude!: number;
  @Field(() => Float, { description: "Pickup position, decimal degrees (WGS 84)." }) pickupLongitude!: number;
  @Field(() => String, {
    description:
      'The emirate the pickup lies in (e.g. "Abu Dhabi"), approximated from its coordinates for metrics; not for legal or billing use.',
  })
  pickupEmirate!: string;
  @Field(() => String, {
    nullable: true,
    description: "Towing only: where the vehicle goes, as named; null otherwise.",
  })
  destination!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "Towing destination, decimal degrees; null without a destination.",
  })
  destinationLatitude!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Towing destination, decimal degrees; null without a destination.",
  })
  destinationLongitude!: number | null;
  @Field(() => String, { description: "The booked vehicle's manufacturer (also in vehicle)." })
  vehicleMake!: string;
  @Field(() => String, { description: "The booked vehicle's model (also in vehicle)." })
  vehicleModel!: string;
  @Field(() => Int, { nullable: true, description: "The booked vehicle's model year; null when not given." })
  vehicleYear!: number | null;
  @Field(() => String, { nullable: true, description: "The booked vehicle's colour; null when not given." })
  vehicleColor!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The booked vehicle's number plate; null when not given.",
  })
  licensePlate!: string | null;
  @Field(() => VehicleDetails, {
    description: "The vehicle in the spec's vehicleDetails shape (make, model, year, colour).",
  })
  vehicleDetails!: VehicleDetails;
  @Field(() => String, {
    nullable: true,
    description: "What is wrong, in the customer's words; null when not given.",
  })
  description!: string | null;
  @Field(() => Float, {
    description: "The price quoted at booking, in AED with the 5% VAT included (spec §9 pricing).",
  })
  estimatedPrice!: number;
  @Field(() => Float, {
    nullable: true,
    description: "What the customer pays, in AED with the 5% VAT included; null until completed.",
  })
  finalPrice!: number | null;
  @Field(() => ID, { nullable: true, description: "Towing only: the truck booked; null otherwise." })
  towingEquipmentId!: string | null;
  @Field(() => [ID], { description: "Captains holding an open offer for this request right now." })
  offeredTo!: string[];
  @Field(() => DateTimeScalar, {
    nullable: true,
    description: "When help is booked for; null for a booking for now.",
  })
  scheduledAt!: string | null;
  @Field(() => DateTimeScalar, { description: "When the customer booked." }) createdAt!: string;
  @Field(() => DateTimeScalar, { nullable: true, description: "When a captain accepted; null before." })
  acceptedAt!: string | null;
  @Field(() => DateTimeScalar, {
    nullable: true,
    description: "When the captain arrived and started; null before.",
  })
  startedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true, description: "When the job was completed; null before." })
  completedAt!: string | null;
  @Field(() => DateTimeScalar, {
    nullable: true,
    description: "When the request was cancelled; null unless cancelled.",
  })
  cancelledAt!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Why it was cancelled, as given; null when not cancelled or no reason was given.",
  })
  cancelReason!: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "Stars (1 to 5) the customer gave the captain; null until reviewed.",
  })
  customerRating!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The customer's comment on the captain; '' when rated without a comment, null until reviewed.",
  })
  customerReview!: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "Stars (1 to 5) the captain gave the customer; null until reviewed.",
  })
  providerRating!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The captain's comment on the customer; '' when rated without a comment, null until reviewed.",
  })
  providerReview!: string | null;
  @Field(() => DateTimeScalar, { description: "When anything about the request last changed." })
  updatedAt!: string;

  /** Not exposed as is: the `vehicle` field resolver reads them. */
  vehicleId!: string | null;
  vehicleType!: string | null;
  fuelType!: string | null;
}

@ObjectType({ simpleResolvers: true, description: "A page of requests, newest first." })
export class ServiceRequestPage {
  @Field(() => [ServiceRequest], { description: "The requests of this page, newest first." })
  items!: ServiceRequest[];
  @Field(() => String, {
    nullable: true,
    description: "Pass back as `cursor` for the next page; null on the last.",
  })
  nextCursor!: string | null;
}
