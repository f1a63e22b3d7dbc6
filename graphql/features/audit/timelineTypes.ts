import { Field, Float, ID, ObjectType } from "type-graphql";
import { DateTimeScalar, JsonScalar } from "../../schema/scalars";
import { EventActor } from "./auditTypes";

@ObjectType({
  simpleResolvers: true,
  description: "One provider's offer as the request decider remembers it.",
})
export class OfferState {
  @Field(() => ID, { description: "The captain offered the job." }) providerId!: string;
  @Field(() => DateTimeScalar, { description: "When the offer lapses if not answered." }) expiresAt!: string;
  @Field(() => String, { description: "How the offer stands: open, declined, accepted or withdrawn." })
  outcome!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "Why it was withdrawn: accepted-by-another, expired, cancelled, unassigned, on-another-job or suspended; null otherwise.",
  })
  withdrawReason!: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "The request as the decider saw it after an event: exactly what judged the next command.",
})
export class RequestStateSnapshot {
  @Field(() => String, {
    description:
      "The request's status as the decider holds it (none, pending, accepted, in-progress, completed, cancelled or unassigned).",
  })
  status!: string;
  @Field(() => ID, { nullable: true, description: "Who booked; null before the request exists." })
  customerId!: string | null;
  @Field(() => ID, {
    nullable: true,
    description: "The captain the customer chose; null when dispatch picks.",
  })
  chosenProviderId!: string | null;
  @Field(() => ID, { nullable: true, description: "The captain holding the job; null while none does." })
  assignedProviderId!: string | null;
  @Field(() => Float, { description: "The quoted price, AED with the 5% VAT included." })
  estimatedPrice!: number;
  @Field(() => Float, {
    nullable: true,
    description: "The final price, AED with VAT included; null until completed.",
  })
  finalPrice!: number | null;
  @Field(() => DateTimeScalar, { nullable: true, description: "The booked time; null for now." })
  scheduledAt!: string | null;
  @Field(() => [OfferState], { description: "Every offer made, in the order made." }) offers!: OfferState[];
  @Field(() => Boolean, { description: "The customer has posted their review." })
  reviewedByCustomer!: boolean;
  @Field(() => Boolean, { description: "The captain has posted their review." }) reviewedByProvider!: boolean;
}

@ObjectType({ simpleResolvers: true, description: "One step of a request's life." })
export class TimelineEntry {
  @Field(() => String, { description: 'The event\'s place in the log, as "commit/prepare".' })
  position!: string;
  @Field(() => String, { description: "Its number within the request's stream, from 0." }) revision!: string;
  @Field(() => String, { description: "The event type, e.g. JobAccepted." }) type!: string;
  @Field(() => EventActor, { description: "Who caused it." }) actor!: EventActor;
  @Field(() => DateTimeScalar, { description: "When it happened." }) occurredAt!: string;
  @Field(() => String, { description: "Shared by every event that one incoming call caused." })
  correlationId!: string;
  @Field(() => JsonScalar, { description: "The event's payload as JSON (secrets redacted)." }) data!: unknown;
  @Field(() => RequestStateSnapshot, { description: "The request as the decider saw it after this event." })
  stateAfter!: RequestStateSnapshot;
}
