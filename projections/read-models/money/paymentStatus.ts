import type { MoneyRequestState } from "./moneyRequestState";

/** The contract's PaymentStatus: the one word a screen shows for where the request's money stands. */
export type PaymentStatus =
  | "NONE"
  | "AUTHORIZED"
  | "CAPTURED"
  | "VOIDED"
  | "PARTIALLY_REFUNDED"
  | "REFUNDED"
  | "CAPTURE_FAILED"
  | "CASH_DUE"
  | "CASH_COLLECTED";

/**
 * Cash: due once the job is done, collected when the captain says so. Card: a refund outranks the
 * capture it gives back, a failed capture outranks the rest (support must act), then captured,
 * held, released.
 */
export function paymentStatusOf(state: MoneyRequestState): PaymentStatus {
  if (state.paymentMethod === "cash") {
    if (state.cashCollectedFils !== null) return "CASH_COLLECTED";
    return state.requestStatus === "completed" ? "CASH_DUE" : "NONE";
  }
  const payments = state.payments;
  if (payments.length === 0) return "NONE";
  const captured = payments.reduce((sum, p) => sum + p.capturedFils, 0);
  const refunded = payments.reduce((sum, p) => sum + p.refundedFils, 0);
  if (refunded > 0) return refunded >= captured ? "REFUNDED" : "PARTIALLY_REFUNDED";
  if (payments.some((p) => p.status === "capture-failed")) return "CAPTURE_FAILED";
  if (captured > 0) return "CAPTURED";
  if (payments.some((p) => p.status === "authorized")) return "AUTHORIZED";
  return "VOIDED";
}
