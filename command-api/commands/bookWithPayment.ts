import type { z } from "zod";
import { filsToAed } from "../../domain/money/fils";
import { type PriceLine, totalsOf } from "../../domain/money/priceLines";
import type { AuthorizeOutcome } from "../../domain/ports/paymentGateway";
import { type RequestCommand, RequestService } from "../../domain/request/commands";
import { requestDecider } from "../../domain/request/decider";
import type { RequestEvent } from "../../domain/request/events";
import { authorizationKey } from "../../domain/request/money";
import type { GrantedAuthorization } from "../../domain/request/moneyCommands";
import type { RequestState } from "../../domain/request/state";
import { DomainError } from "../../domain/shared/domainError";
import { requestStream } from "../../domain/streams";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import type { CommandInput } from "../commandInput";
import { CommandFor, type CommandResult, handleCommand } from "../handleCommand";
import { parseCommand } from "../parseCommand";
import { PaymentRefused } from "./paymentRefused";
import { issueQuote, recordPaymentDeclined } from "./requestCommands";

/** The booking's own fields; the handler adds the id, the price, the quote and the hold. */
export type BookingFields = Omit<
  CommandInput<z.input<typeof RequestService>>,
  "requestId" | "estimatedPrice" | "offerTtlSeconds" | "inlineQuoteLines" | "authorization"
>;

export interface BookWithPayment {
  readonly booking: BookingFields;
  /** The quote the customer confirmed (its id is the request's); null books at `inlineLines`. */
  readonly quoteId: string | null;
  /** The server's lines when nothing was quoted first (the spec's REST booking, emergency, simulator). */
  readonly inlineLines: readonly PriceLine[] | null;
  /** card and apple-pay: what the payment form tokenised; ignored for cash. */
  readonly paymentToken: string | null;
}

export interface Booked extends CommandResult<RequestEvent> {
  readonly requestId: string;
}

/** Thrown out of the command builder to leave handleCommand without appending. */
class NotAuthorized extends Error {
  constructor(
    readonly outcome: Exclude<AuthorizeOutcome, { outcome: "authorized" }>,
    readonly amountFils: number,
  ) {
    super("not authorized");
  }
}

/**
 * Book, paying by card when the booking says so (issue 20 "the money flow", step 2):
 * 1. the decider's rules are checked on the folded stream first (the quote still valid and this
 *    booking's, a slot in the future…), so a booking it would refuse never holds money;
 * 2. the processor is asked for a hold of the quote's total with the attempt's idempotency key;
 * 3. granted → RequestService carries it and the booking is appended. Built inside a CommandFor, so
 *    a lost race re-reads and asks again with the same key, which answers the same hold;
 * 4. declined → RecordPaymentDeclined (after the quote, when it was inline) and PaymentRefused;
 *    needs confirmation (3-D Secure) → the quote is kept and PaymentRefused tells the client how to
 *    confirm; booking again with that quote finds the confirmed hold under the same key.
 * Cash books straight away.
 */
export const bookWithPayment =
  (deps: CommandDeps) =>
  async (input: BookWithPayment, context: CommandContext): Promise<Booked> => {
    const card = input.booking.paymentMethod !== "cash";
    if (card && !input.paymentToken)
      throw new DomainError("bad_input", "payment.cardNeedsToken", { field: "paymentToken" }, "paymentToken");
    if (input.quoteId === null && (input.inlineLines === null || input.inlineLines.length === 0))
      throw new Error("bookWithPayment: a booking without a quote needs the server's inline lines");
    const requestId = input.quoteId ?? deps.ids.next();
    const at = deps.clock.now().toISOString();
    const started = performance.now();
    const observe = (outcome: Parameters<NonNullable<CommandDeps["observeCommand"]>>[1]) =>
      deps.observeCommand?.("RequestService", outcome, (performance.now() - started) / 1000);

    const commandOn = (state: RequestState, authorization: GrantedAuthorization | null): RequestCommand => {
      const inline = input.quoteId === null ? [...input.inlineLines!] : null;
      return parseCommand(RequestService, {
        ...input.booking,
        type: "RequestService",
        actor: context.actor,
        at,
        requestId,
        estimatedPrice: filsToAed(amountOf(state, inline)),
        offerTtlSeconds: deps.offerTtlSeconds,
        inlineQuoteLines: inline,
        authorization,
      });
    };

    const build = async (state: RequestState): Promise<RequestCommand> => {
      if (input.quoteId !== null && state.status === "none")
        throw new DomainError(
          "not_found",
          "quote.noSuchQuote",
          { field: "quoteId", quoteId: input.quoteId },
          "quoteId",
        );
      if (!card) return commandOn(state, null);
      const payments = deps.payments;
      if (!payments)
        throw new Error("bookWithPayment: no payment gateway is configured (CommandDeps.payments)");
      const amountFils = amountOf(state, input.quoteId === null ? input.inlineLines : null);
      // Step 1: the decider's refusal (expired quote, another customer's quote…) comes before any hold.
      requestDecider.decide(
        commandOn(state, {
          paymentId: "not-yet-authorized",
          provider: payments.provider,
          amountFils,
          cardBrand: null,
          cardLast4: null,
        }),
        state,
      );
      const outcome = await payments.authorize({
        amountFils,
        paymentToken: input.paymentToken!,
        // An inline booking is decided on the empty state, which knows no id yet: the id it minted.
        idempotencyKey: authorizationKey(state, requestId),
        description: `Roadside ${input.booking.serviceType} booking ${requestId}`,
        requestId,
        customerId: context.actor.userId,
      });
      if (outcome.outcome !== "authorized") throw new NotAuthorized(outcome, amountFils);
      return commandOn(state, {
        paymentId: outcome.paymentId,
        provider: payments.provider,
        amountFils,
        cardBrand: outcome.cardBrand,
        cardLast4: outcome.cardLast4,
      });
    };

    try {
      const result = await handleCommand(
        deps,
        requestStream(requestId),
        requestDecider,
        new CommandFor<RequestCommand, RequestState>(build),
        context,
        at,
        // A booking at an inline price starts the stream; a quoted one appends to the quote's.
        { retryOnConflict: true, newStream: input.quoteId === null },
      );
      observe("accepted");
      return { ...result, requestId };
    } catch (error) {
      if (!(error instanceof NotAuthorized)) {
        observe(
          error instanceof DomainError ? (error.code === "conflict" ? "conflict" : "rejected") : "failed",
        );
        throw error;
      }
      observe("rejected");
      await recordRefusal(deps, input, requestId, error, context);
      throw new PaymentRefused(
        error.outcome.outcome === "declined"
          ? { kind: "declined", quoteId: requestId, reason: error.outcome.reason }
          : {
              kind: "requires-action",
              quoteId: requestId,
              paymentId: error.outcome.paymentId,
              clientSecret: error.outcome.clientSecret,
              confirmUrl: error.outcome.confirmUrl,
            },
      );
    }
  };

/** The quote's total on the stream, or the inline lines' total. */
function amountOf(state: RequestState, inline: readonly PriceLine[] | null): number {
  return state.money.quote?.totals.grossFils ?? totalsOf(inline ?? []).grossFils;
}

/**
 * A refused attempt leaves the quote on the stream (issued now when it was inline, so the client can
 * book again with its id) and, for a decline, the attempt: support sees it and the next attempt gets
 * a fresh idempotency key.
 */
async function recordRefusal(
  deps: CommandDeps,
  input: BookWithPayment,
  requestId: string,
  refused: NotAuthorized,
  context: CommandContext,
): Promise<void> {
  const { outcome } = refused;
  const booking = input.booking;
  if (input.quoteId === null)
    await issueQuote(deps)(
      {
        requestId,
        serviceType: booking.serviceType,
        providerId: booking.providerId,
        scheduledAt: booking.scheduledAt,
        lines: [...input.inlineLines!],
      },
      context,
    );
  if (outcome.outcome !== "declined") return;
  await recordPaymentDeclined(deps)(
    {
      requestId,
      provider: deps.payments!.provider,
      amountFils: refused.amountFils,
      reason: outcome.reason,
      cardLast4: outcome.cardLast4,
    },
    context,
  );
}
