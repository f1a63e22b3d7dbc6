import { Field, ID, Int, ObjectType } from "type-graphql";
import { RoleValue } from "../../schema/enums";
import { DateTimeScalar, JsonScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true, description: "Who caused an event." })
export class EventActor {
  @Field(() => ID, {
    description: 'The account that caused it; "system" for dispatch, timers and demo seeding.',
  })
  userId!: string;
  @Field(() => RoleValue, { description: "In which role: customer, provider, admin, or the system itself." })
  role!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "One event of the log: what happened, to which stream, who did it and why (secrets redacted).",
})
export class AuditEntry {
  @Field(() => String, { description: '"commit/prepare": its place in $all.' }) position!: string;
  @Field(() => ID, { description: "The event's unique id." }) eventId!: string;
  @Field(() => String, { description: "The stream it was appended to, e.g. request-<id> or account-<id>." })
  streamId!: string;
  @Field(() => String, { description: "Its number within the stream, from 0 (text: it may exceed 2^53)." })
  revision!: string;
  @Field(() => String, { description: "The event type, e.g. JobAccepted." }) type!: string;
  @Field(() => EventActor, { description: "Who caused it." }) actor!: EventActor;
  @Field(() => String, {
    description: "Shared by every event that one incoming call (or process run) caused.",
  })
  correlationId!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The id of the event this one reacts to (what dispatch and other processes do); null for a caller's own command.",
  })
  causationId!: string | null;
  @Field(() => DateTimeScalar, { description: "When it happened." }) occurredAt!: string;
  @Field(() => Int, { description: "Version of the event's data shape." }) schemaVersion!: number;
  @Field(() => JsonScalar, {
    description: "The event's payload as JSON, with secrets (password hashes, tokens) redacted.",
  })
  data!: unknown;
}

@ObjectType({ simpleResolvers: true, description: "Newest first." })
export class AuditLogPage {
  @Field(() => [AuditEntry], { description: "The entries of this page, newest first." })
  entries!: AuditEntry[];
  @Field(() => String, {
    nullable: true,
    description: "Pass back as `cursor` for older entries; null on the last page.",
  })
  nextCursor!: string | null;
}
