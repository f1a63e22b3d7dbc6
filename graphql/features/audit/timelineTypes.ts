import { Field, Float, ID, ObjectType } from "type-graphql";
import { DateTimeScalar, JsonScalar } from "../../schema/scalars";
import { EventActor } from "./auditTypes";

@ObjectType({
  simpleResolvers: true,
  description: "One provider's offer as the request decider remembers it.",
})
export class OfferState {
  @Field(() => ID) providerId!: string;
  @Field(() => DateTimeScalar) expiresAt!: string;
  @Field(() => String, { description: "open, declined, accepted or withdrawn" }) outcome!: string;
  @Field(() => String, { nullable: true }) withdrawReason!: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "The request as the decider saw it after an event: exactly what judged the next command.",
})
export class RequestStateSnapshot {
  @Field(() => String) status!: string;
  @Field(() => ID, { nullable: true }) customerId!: string | null;
  @Field(() => ID, { nullable: true }) chosenProviderId!: string | null;
  @Field(() => ID, { nullable: true }) assignedProviderId!: string | null;
  @Field(() => Float) estimatedPrice!: number;
  @Field(() => Float, { nullable: true }) finalPrice!: number | null;
  @Field(() => DateTimeScalar, { nullable: true }) scheduledAt!: string | null;
  @Field(() => [OfferState]) offers!: OfferState[];
  @Field(() => Boolean) reviewedByCustomer!: boolean;
  @Field(() => Boolean) reviewedByProvider!: boolean;
}

@ObjectType({ simpleResolvers: true, description: "One step of a request's life." })
export class TimelineEntry {
  @Field(() => String) position!: string;
  @Field(() => String) revision!: string;
  @Field(() => String) type!: string;
  @Field(() => EventActor) actor!: EventActor;
  @Field(() => DateTimeScalar) occurredAt!: string;
  @Field(() => String) correlationId!: string;
  @Field(() => JsonScalar) data!: unknown;
  @Field(() => RequestStateSnapshot) stateAfter!: RequestStateSnapshot;
}
