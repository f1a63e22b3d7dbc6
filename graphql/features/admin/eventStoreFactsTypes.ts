import { Field, Float, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true, description: "How many events of one type the store holds." })
export class EventTypeCount {
  @Field(() => String, { description: "The event type, e.g. ServiceRequested." }) type!: string;
  @Field(() => Float, { description: "Events of that type counted so far." }) events!: number;
  @Field(() => DateTimeScalar, { description: "When the latest one happened." }) lastAt!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "The event store at a glance, from a counting read model: a few rows whatever the log's size.",
})
export class EventStoreFacts {
  @Field(() => String, { description: "Which store runs: pglite, postgres or kurrentdb." }) kind!: string;
  @Field(() => Float, { description: "Events counted so far." }) totalEvents!: number;
  @Field(() => String, { nullable: true, description: '"commit/prepare" of the last counted event.' })
  lastPosition!: string | null;
  @Field(() => DateTimeScalar, {
    nullable: true,
    description: "When the last counted event happened; null for an empty store.",
  })
  lastEventAt!: string | null;
  @Field(() => String, {
    description: "The store's head now; ahead of lastPosition while counting catches up.",
  })
  head!: string;
  @Field(() => [EventTypeCount], { description: "Most frequent first." }) byType!: EventTypeCount[];
}
