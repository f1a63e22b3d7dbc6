import { Field, ID, Int, ObjectType } from "type-graphql";
import { RoleValue } from "../../schema/enums";
import { DateTimeScalar, JsonScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true, description: "Who caused an event." })
export class EventActor {
  @Field(() => ID) userId!: string;
  @Field(() => RoleValue) role!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "One event of the log: what happened, to which stream, who did it and why (secrets redacted).",
})
export class AuditEntry {
  @Field(() => String, { description: '"commit/prepare": its place in $all.' }) position!: string;
  @Field(() => ID) eventId!: string;
  @Field(() => String) streamId!: string;
  @Field(() => String) revision!: string;
  @Field(() => String) type!: string;
  @Field(() => EventActor) actor!: EventActor;
  @Field(() => String) correlationId!: string;
  @Field(() => String, { nullable: true }) causationId!: string | null;
  @Field(() => DateTimeScalar) occurredAt!: string;
  @Field(() => Int) schemaVersion!: number;
  @Field(() => JsonScalar) data!: unknown;
}

@ObjectType({ simpleResolvers: true, description: "Newest first." })
export class AuditLogPage {
  @Field(() => [AuditEntry]) entries!: AuditEntry[];
  @Field(() => String, {
    nullable: true,
    description: "Pass back as `cursor` for older entries; null on the last page.",
  })
  nextCursor!: string | null;
}
