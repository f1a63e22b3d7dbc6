import { Field, Float, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({
  simpleResolvers: true,
  description: "Why a projection stopped applying events, and since when.",
})
export class ProjectionError {
  @Field(() => String, { description: "The error as the projection raised it." }) message!: string;
  @Field(() => Int, { description: "How many times the failing batch was tried." }) attempts!: number;
  @Field(() => DateTimeScalar, { description: "When it first failed." }) since!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "Progress of a rebuild: replaying from zero into fresh tables, then swapping them in.",
})
export class RebuildProgress {
  @Field(() => String, { description: "The projection being rebuilt." }) projection!: string;
  @Field(() => String, { description: "Where the rebuild is: replaying, swapping or done." }) phase!: string;
  @Field(() => Float, { description: "Events of the whole log replayed so far (an estimate on KurrentDB)." })
  done!: number;
  @Field(() => Float, { description: "Events to replay in all (an estimate on KurrentDB)." }) total!: number;
  @Field(() => Float, { description: "Events the projection actually applied (only its own event types)." })
  applied!: number;
  @Field(() => Float, { description: "Replay speed, events per second." }) eventsPerSecond!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Seconds left at that speed; null until a rate is known.",
  })
  etaSeconds!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "A projection's place in the event log and how far behind the head it is.",
})
export class ProjectionStatus {
  @Field(() => String, { description: "The projection's name, e.g. request_history." }) name!: string;
  @Field(() => Int, {
    description: "Its table layout version; stored tables of another version are rebuilt.",
  })
  version!: number;
  @Field(() => String, {
    description:
      "What it is doing: standby (another process holds it), catching-up, live, rebuilding, stopped or failed (retrying with backoff, see error).",
  })
  state!: string;
  @Field(() => String, { description: '"commit/prepare" of the last applied event.' }) position!: string;
  @Field(() => String, { description: 'The log\'s head as "commit/prepare".' }) head!: string;
  @Field(() => Float, {
    description:
      "Events between position and head: exact on PostgreSQL and PGlite, an estimate on KurrentDB.",
  })
  lagEvents!: number;
  @Field(() => Float, {
    description:
      "How far behind real time in milliseconds: while catching up, the age of the newest applied event; 0 at the head.",
  })
  lagMs!: number;
  @Field(() => ProjectionError, { nullable: true, description: "Why it is failing; null when it is not." })
  error!: ProjectionError | null;
  @Field(() => RebuildProgress, {
    nullable: true,
    description: "The rebuild in progress; null when none runs.",
  })
  rebuild!: RebuildProgress | null;
  @Field(() => DateTimeScalar, { description: "When this status was last updated." }) updatedAt!: string;
}
