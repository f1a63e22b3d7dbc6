import { Ctx, Query, Resolver } from "type-graphql";
import { formatPosition } from "../../../domain/ports/eventStore";
import { countedEvents } from "../../../projections/read-models/event-store-facts/queries";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { EventStoreFacts } from "./eventStoreFactsTypes";

/** The System tab's facts about the event store (projection positions are `projectionStatus`). */
@Resolver()
export class SystemResolver {
  @Query(() => EventStoreFacts, {
    description: "Admins: which store runs, how many events it holds, where its head is.",
  })
  async eventStoreFacts(@Ctx() ctx: GraphqlContext): Promise<EventStoreFacts> {
    signedIn(ctx, ["admin"]);
    const { store } = ctx.services.commands;
    const [counted, head] = await Promise.all([countedEvents(ctx.services.sql), store.headPosition()]);
    return { kind: store.kind, head: formatPosition(head), ...counted };
  }
}
