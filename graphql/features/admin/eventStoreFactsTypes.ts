import { Field, Float, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true })
export class EventTypeCount {
  @Field(() => String) type!: string;
  @Field(() => Float) events!: number;
  @Field(() => DateTimeScalar) lastAt!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "The event store at a glance, from a counting read model: a few rows whatever the log's size.",
})
export class EventStoreFacts {
  @Field(() => String, { description: "pglite, postgres or kurrentdb" }) kind!: string;
  @Field(() => Float, { description: "Events counted so far." }) totalEvents!: number;
  @Field(() => String, { nullable: true, description: '"commit/prepare" of the last counted event.' })
  lastPosition!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) lastEventAt!: string | null;
  @Field(() => String, {
    description: "The store's head now; ahead of lastPosition while counting catches up.",
  })
  head!: string;
  @Field(() => [EventTypeCount], { description: "Most frequent first." }) byType!: EventTypeCount[];
}
