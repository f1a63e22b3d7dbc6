import { Field, Float, ID, InputType, Int } from "type-graphql";
import {
  FuelTypeValue,
  PaymentMethodValue,
  PriorityValue,
  ServiceTypeValue,
  VehicleTypeValue,
} from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@InputType({ description: "A named place with its coordinates." })
export class PlaceInput {
  @Field(() => String, {
    description: "The place as people say it (an address or landmark), shown to the captain.",
  })
  location!: string;
  @Field(() => Float, { description: "Decimal degrees (WGS 84)." }) latitude!: number;
  @Field(() => Float, { description: "Decimal degrees (WGS 84)." }) longitude!: number;
}

@InputType({ description: "The vehicle to help: make and model required (spec §5)." })
export class RequestVehicleInput {
  @Field(() => ID, { nullable: true, description: "A saved vehicle it comes from." }) vehicleId?:
    | string
    | null;
  @Field(() => String, { description: "Manufacturer, e.g. Nissan." }) make!: string;
  @Field(() => String, { description: "Model, e.g. Patrol." }) model!: string;
  @Field(() => Int, { nullable: true, description: "Model year." }) year?: number | null;
  @Field(() => String, { nullable: true, description: "Colour as free text, so the captain can spot it." })
  color?: string | null;
  @Field(() => String, { nullable: true, description: "Number plate as written." }) licensePlate?:
    | string
    | null;
  @Field(() => VehicleTypeValue, {
    nullable: true,
    description: "Body type; for towing, decides which trucks can carry it.",
  })
  vehicleType?: VehicleTypeValue | null;
  @Field(() => FuelTypeValue, { nullable: true, description: "What it runs on." })
  fuelType?: FuelTypeValue | null;
}

@InputType({
  description: "A booking for now (no scheduledAt) or for a later slot (spec §3 booking payload).",
})
export class RequestServiceInput {
  @Field(() => ServiceTypeValue, { description: "The service wanted." }) serviceType!: ServiceTypeValue;
  @Field(() => PlaceInput, { description: "Where the vehicle is: the captain comes here." })
  pickup!: PlaceInput;
  @Field(() => PlaceInput, { nullable: true, description: "Towing only, where the vehicle goes." })
  destination?: PlaceInput | null;
  @Field(() => RequestVehicleInput, { description: "The vehicle to help, copied into the request." })
  vehicle!: RequestVehicleInput;
  @Field(() => String, {
    nullable: true,
    description: "What is wrong, in the customer's words; shown to the captain.",
  })
  description?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: "The provider picked from the comparison list; null lets dispatch pick.",
  })
  providerId?: string | null;
  @Field(() => ID, { nullable: true, description: "Towing only: the truck picked (needs its provider)." })
  towingEquipmentId?: string | null;
  @Field(() => DateTimeScalar, {
    nullable: true,
    description: "A future time for a scheduled booking; null for now.",
  })
  scheduledAt?: Date | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Not used: the server prices every booking by spec §9 (the chosen captain's rank price now, the starting price plus surcharges for a slot) and the request's estimatedPrice says what it is. Accepted so older clients keep working.",
  })
  estimatedPrice?: number | null;
  @Field(() => PriorityValue, {
    nullable: true,
    description: "Defaults to HIGH for now and NORMAL for scheduled (spec §4).",
  })
  priority?: PriorityValue | null;
  @Field(() => PaymentMethodValue, {
    defaultValue: PaymentMethodValue.CARD,
    description: "How the customer will pay; CARD when left out.",
  })
  paymentMethod!: PaymentMethodValue;
  @Field(() => ID, {
    nullable: true,
    description:
      "The quote the customer confirmed (quoteBooking's id, within its 10 minutes): the booking is held to it. Null prices the booking now, as quoteBooking would.",
  })
  quoteId?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "CARD and APPLE_PAY: the card's token from the payment form (test processor: tok_test_…; Stripe: a PaymentMethod id). The total is held on the card before the booking is made.",
  })
  paymentToken?: string | null;
}
