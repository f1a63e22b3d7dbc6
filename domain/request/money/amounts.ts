import { cancellationFeeFils } from "../../money/cancellationFee";
import type { Actor } from "../../shared/actor";
import type { RequestState } from "../state";

/**
 * The idempotency key of the next card authorization for this booking: the same attempt re-sent
 * (a lost append race, a 3-D Secure confirmation) reuses the processor's hold; a declined attempt
 * moves the count on, so another card is a fresh attempt.
 */
export function authorizationKey(state: RequestState, requestId?: string): string {
  // A booking quoted inline authorizes before its stream exists: the handler names the id it minted.
  const id = state.requestId ?? requestId;
  if (id === undefined) throw new Error("authorizationKey: the stream is empty, so pass the requestId");
  return `authorize:${id}:${state.money.declinedAttempts + 1}`;
}

/** What the job costs at completion: the quote's gross plus approved extras (0 without a quote). */
export function finalAmountFils(state: RequestState): number {
  const { quote, extras } = state.money;
  if (quote === null) return 0;
  const approved = extras.filter((x) => x.status === "approved");
  return quote.totals.grossFils + approved.reduce((sum, x) => sum + x.line.grossFils, 0);
}

export const isCardPayment = (state: RequestState): boolean =>
  state.money.paymentMethod === "card" || state.money.paymentMethod === "apple-pay";

/** A captain is on the way or at work: cancelling now costs the fee. */
export const captainAccepted = (state: RequestState): boolean =>
  state.status === "accepted" || state.status === "in-progress";

/**
 * The fee a cancel by this actor would cost now (what cancellationTerms shows). Admins never charge
 * one (support cancels for the customer's sake); cash bookings have no hold to take it from.
 */
export function cancellationFeeFor(
  state: RequestState,
  policyFils: number,
  actorRole: Actor["role"],
): number {
  if (actorRole !== "customer" || !isCardPayment(state)) return 0;
  const booking = state.money.payments.find((p) => p.purpose === "booking" && p.status === "authorized");
  return cancellationFeeFils({
    policyFeeFils: policyFils,
    authorizedFils: booking?.amountFils ?? 0,
    captainAccepted: captainAccepted(state),
  });
}

/** Captured money not yet promised back by an earlier refund request. */
export function refundableFils(state: RequestState): number {
  const captured = state.money.payments.reduce((sum, p) => sum + p.capturedFils, 0);
  const requested = state.money.refunds.reduce((sum, r) => sum + r.amountFils, 0);
  return Math.max(0, captured - requested);
}
