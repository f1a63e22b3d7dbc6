import { filsToAed } from "../../money/fils";
import { pricedLine, QUOTE_VALID_SECONDS, totalsOf } from "../../money/priceLines";
import { DomainError } from "../../shared/domainError";
import type { RequestCommand } from "../commands";
import type { RequestEvent } from "../events";
import type { RequestState } from "../state";
import { addSeconds, isAfter } from "../time";
import { cancellationFeeFor, finalAmountFils } from "./amounts";
import type { Quote } from "./state";

type Command<T extends RequestCommand["type"]> = Extract<RequestCommand, { type: T }>;
type Event<T extends RequestEvent["type"]> = Extract<RequestEvent, { type: T }>;

/** What a booking adds for money: the inline quote (if any), the hold (if card), and the price it books at. */
export interface BookingMoney {
  quoteIssued: Event<"QuoteIssued"> | null;
  authorized: Event<"PaymentAuthorized"> | null;
  estimatedPrice: number;
}

/**
 * The quote binds the booking (issue 20): the stream's quote, unexpired and for the same service,
 * captain and slot; or the handler's inline lines, quoted in the same append. A card booking brings
 * the processor's hold for exactly the quote's total; cash brings none.
 */
export function bookingMoney(cmd: Command<"RequestService">, state: RequestState): BookingMoney {
  let quote: Quote;
  let quoteIssued: Event<"QuoteIssued"> | null = null;
  if (state.status === "quoted" && state.money.quote !== null) {
    if (cmd.inlineQuoteLines !== null)
      throw new DomainError(
        "bad_input",
        "quote.alreadyHeld",
        { field: "inlineQuoteLines" },
        "inlineQuoteLines",
      );
    if (state.customerId !== cmd.actor.userId) throw new DomainError("forbidden", "quote.otherCustomer");
    quote = state.money.quote;
    if (isAfter(cmd.at, quote.validUntil))
      throw new DomainError("conflict", "quote.expired", { validUntil: quote.validUntil }, "quoteId");
    requireSameAsQuote("serviceType", cmd.serviceType === quote.serviceType);
    requireSameAsQuote("providerId", cmd.providerId === quote.providerId);
    requireSameAsQuote("scheduledAt", sameInstant(cmd.scheduledAt, quote.scheduledAt));
  } else {
    if (cmd.inlineQuoteLines === null)
      throw new DomainError("bad_input", "quote.required", { field: "quoteId" }, "quoteId");
    quoteIssued = issueQuote({
      requestId: cmd.requestId,
      customerId: cmd.actor.userId,
      serviceType: cmd.serviceType,
      providerId: cmd.providerId,
      scheduledAt: cmd.scheduledAt,
      lines: cmd.inlineQuoteLines,
      at: cmd.at,
    });
    quote = quoteIssued.data;
  }
  return {
    quoteIssued,
    authorized: bookingHold(cmd, quote.totals.grossFils),
    estimatedPrice: filsToAed(quote.totals.grossFils),
  };
}

function bookingHold(cmd: Command<"RequestService">, totalFils: number): Event<"PaymentAuthorized"> | null {
  const { authorization } = cmd;
  if (cmd.paymentMethod === "cash") {
    if (authorization !== null)
      throw new DomainError(
        "bad_input",
        "payment.cashHasNoHold",
        { field: "authorization" },
        "authorization",
      );
    return null;
  }
  if (authorization === null)
    throw new DomainError(
      "bad_input",
      "payment.bookingNeedsHold",
      { field: "authorization", paymentMethod: cmd.paymentMethod },
      "authorization",
    );
  if (authorization.amountFils !== totalFils)
    throw new DomainError(
      "bad_input",
      "payment.holdNotQuoteTotal",
      { field: "authorization", holdFils: authorization.amountFils, totalFils },
      "authorization",
    );
  return {
    type: "PaymentAuthorized",
    data: {
      requestId: cmd.requestId,
      paymentId: authorization.paymentId,
      provider: authorization.provider,
      amountFils: authorization.amountFils,
      purpose: "booking",
      extraId: null,
      cardBrand: authorization.cardBrand,
      cardLast4: authorization.cardLast4,
      authorizedAt: cmd.at,
    },
  };
}

function requireSameAsQuote(field: string, same: boolean): void {
  if (!same) throw new DomainError("bad_input", "quote.mustMatch", { field }, field);
}

function sameInstant(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Date.parse(a) === Date.parse(b);
}

/** The QuoteIssued event for lines the server priced; the quote holds QUOTE_VALID_SECONDS. */
export function issueQuote(input: {
  requestId: string;
  customerId: string;
  serviceType: Quote["serviceType"];
  providerId: string | null;
  scheduledAt: string | null;
  lines: Quote["lines"];
  at: string;
}): Event<"QuoteIssued"> {
  const totals = totalsOf(input.lines);
  // A rank discount can make a line negative, never the whole: a quote for nothing is a pricing bug.
  if (totals.grossFils <= 0)
    throw new DomainError("bad_input", "quote.totalNotPositive", { field: "lines" }, "lines");
  return {
    type: "QuoteIssued",
    data: {
      requestId: input.requestId,
      customerId: input.customerId,
      serviceType: input.serviceType,
      providerId: input.providerId,
      scheduledAt: input.scheduledAt,
      lines: input.lines,
      totals: { grossFils: totals.grossFils, netFils: totals.netFils, vatFils: totals.vatFils },
      issuedAt: input.at,
      validUntil: addSeconds(input.at, QUOTE_VALID_SECONDS),
    },
  };
}

/**
 * The price a job completes at. With a quote it is the quote plus approved extras and nothing else
 * (the captain cannot raise it); a stated price must agree. Requests booked before quotes keep the
 * old rule: the stated price, else the estimate.
 */
export function completionPrice(cmd: Command<"CompleteJob">, state: RequestState): number {
  if (state.money.quote === null) return cmd.finalPrice ?? state.estimatedPrice;
  const finalFils = finalAmountFils(state);
  if (cmd.finalPrice !== null && Math.round(cmd.finalPrice * 100) !== finalFils)
    throw new DomainError(
      "bad_input",
      "payment.finalPriceIsQuote",
      { field: "finalPrice", finalFils },
      "finalPrice",
    );
  return filsToAed(finalFils);
}

/**
 * The fee a cancel costs, checked against what the customer confirmed: after a captain accepted a
 * card booking the customer must confirm exactly that fee. Returns the fee event, or null.
 */
export function cancellationFeeCharge(
  cmd: Command<"CancelRequest">,
  state: RequestState,
): Event<"CancellationFeeCharged"> | null {
  const fee = cancellationFeeFor(state, cmd.cancellationFeePolicyFils, cmd.actor.role);
  if (fee === 0) return null;
  if (cmd.acceptedFeeFils !== fee)
    throw new DomainError("conflict", "payment.confirmCancellationFee", { feeFils: fee }, "acceptedFeeAed");
  const serviceType = state.money.quote?.serviceType;
  const providerId = state.assignedProviderId;
  // A card hold exists only on quoted bookings, and a fee only once a captain accepted.
  if (serviceType === undefined || providerId === null) return null;
  return {
    type: "CancellationFeeCharged",
    data: {
      requestId: cmd.requestId,
      providerId,
      line: pricedLine("cancellation-fee", serviceType, fee),
      chargedAt: cmd.at,
    },
  };
}
