import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { requestStateOf } from "../../../command-api/commands/requestStateOf";
import { issueBookingQuote } from "../../../command-api/pricing/issueBookingQuote";
import { uaeToday } from "../../../command-api/uaeToday";
import { actingAs } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { requireBookableProvider } from "../request/bookableProvider";
import { Quote, QuoteInput, quoteOf } from "./quoteTypes";

/** Issue 20 step 1: the server's quote, issued before the customer confirms and binding the booking. */
@Resolver()
export class QuoteResolver {
  @Mutation(() => Quote, {
    description:
      "Customers: price a booking before confirming it (each line named, 5% VAT included and shown). Valid 10 minutes; book with requestService(input: {quoteId}).",
  })
  async quoteBooking(
    @Arg("input", () => QuoteInput, { description: "What to price." }) input: QuoteInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<Quote> {
    const { command } = actingAs(ctx, ["customer"]);
    const providerId = input.providerId ?? null;
    const { commands, sql } = ctx.services;
    await requireBookableProvider(sql, providerId, input.serviceType, uaeToday(commands.clock));
    const { quoteId, events } = await issueBookingQuote(
      commands,
      sql,
      {
        serviceType: input.serviceType,
        pickup: input.pickup,
        providerId,
        scheduledAt: input.scheduledAt ? input.scheduledAt.toISOString() : null,
      },
      command,
    );
    const issued = events.find((event) => event.type === "QuoteIssued");
    if (issued?.type !== "QuoteIssued") throw new Error(`quote ${quoteId} was not issued`);
    return quoteOf(quoteId, issued.data);
  }

  @Query(() => Quote, {
    nullable: true,
    description:
      "A quote of the caller's (customers), booked or not; null for an unknown id or someone else's.",
  })
  async quote(
    @Arg("id", () => ID, { description: "The quote's id (requestService's quoteId)." }) id: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<Quote | null> {
    const { principal } = actingAs(ctx, ["customer"]);
    const state = await requestStateOf(ctx.services.commands.store, id);
    // Someone else's quote is answered like one that does not exist.
    if (state.money.quote === null || state.customerId !== principal.userId) return null;
    return quoteOf(id, state.money.quote);
  }
}
