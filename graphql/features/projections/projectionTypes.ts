import { Field, Float, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true })
export class ProjectionError {
  @Field(() => String) message!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => DateTimeScalar) since!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "Progress of a rebuild: replaying from zero into fresh tables, then swapping them in.",
})
export class RebuildProgress {
  @Field(() => String) projection!: string;
  @Field(() => String, { description: "replaying, swapping or done" }) phase!: string;
  @Field(() => Float) done!: number;
  @Field(() => Float) total!: number;
  @Field(() => Float) applied!: number;
  @Field(() => Float) eventsPerSecond!: number;
  @Field(() => Float, { nullable: true }) etaSeconds!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "A projection's place in the event log and how far behind the head it is.",
})
export class ProjectionStatus {
  @Field(() => String) name!: string;
  @Field(() => Int) version!: number;
  @Field(() => String, { description: "standby, catching-up, live, rebuilding, stopped or failed" })
  state!: string;
  @Field(() => String, { description: '"commit/prepare" of the last applied event.' }) position!: string;
  @Field(() => String) head!: string;
  @Field(() => Float) lagEvents!: number;
  @Field(() => Float) lagMs!: number;
  @Field(() => ProjectionError, { nullable: true }) error!: ProjectionError | null;
  @Field(() => RebuildProgress, { nullable: true }) rebuild!: RebuildProgress | null;
  @Field(() => DateTimeScalar) updatedAt!: string;
}
