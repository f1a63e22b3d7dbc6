import type { RequestState } from "../state";
import { isCardPayment } from "./amounts";

/**
 * What the worker processes still have to do for a request, read from its state alone: the payment
 * process and the invoicing process ask these after every event, so a restart repeats nothing that
 * the stream already records and forgets nothing it does not.
 */

export interface PaymentAction {
  paymentId: string;
  action: "capture" | "void";
  amountFils: number;
}

/**
 * Holds to move or release: a completed card job captures every hold in full (the booking's and
 * approved extras'); a cancelled one with a fee captures the fee from the booking's hold (the
 * processor releases the rest) and voids the others; any other cancel voids every hold.
 */
export function paymentActionsDue(state: RequestState): PaymentAction[] {
  if (!isCardPayment(state)) return [];
  const authorized = state.money.payments.filter((p) => p.status === "authorized");
  if (state.status === "completed")
    return authorized.map((p) => ({ paymentId: p.paymentId, action: "capture", amountFils: p.amountFils }));
  if (state.status !== "cancelled") return [];
  const fee = state.money.cancellationFee?.grossFils ?? 0;
  return authorized.map((p) =>
    fee > 0 && p.purpose === "booking"
      ? { paymentId: p.paymentId, action: "capture", amountFils: fee }
      : { paymentId: p.paymentId, action: "void", amountFils: p.amountFils },
  );
}

export interface RefundAction {
  refundId: string;
  paymentId: string;
  amountFils: number;
}

/**
 * Refunds still to carry out, each spread over the captured payments in the order they were
 * granted (a payment gives back at most what was captured on it). Earlier refunds take their share
 * first, so the spread is the same however often it is asked.
 */
export function refundActionsDue(state: RequestState): RefundAction[] {
  const room = new Map(state.money.payments.map((p) => [p.paymentId, p.capturedFils - p.refundedFils]));
  const actions: RefundAction[] = [];
  for (const refund of state.money.refunds) {
    let outstanding = refund.amountFils - refund.refundedFils;
    for (const payment of state.money.payments) {
      if (outstanding <= 0) break;
      const available = room.get(payment.paymentId) ?? 0;
      const amountFils = Math.min(outstanding, available);
      if (amountFils <= 0) continue;
      actions.push({ refundId: refund.refundId, paymentId: payment.paymentId, amountFils });
      room.set(payment.paymentId, available - amountFils);
      outstanding -= amountFils;
    }
  }
  return actions;
}

/** A quoted job that was supplied (completed, or its cancellation fee charged) and has no invoice yet. */
export function invoiceDue(state: RequestState): boolean {
  if (state.money.quote === null || state.money.invoiceNumber !== null) return false;
  return state.status === "completed" || state.money.cancellationFee !== null;
}

/** Refunds carried out in full whose credit note is not issued yet (they need the invoice first). */
export function creditNotesDue(state: RequestState): string[] {
  if (state.money.invoiceNumber === null) return [];
  return state.money.refunds
    .filter((r) => r.refundedFils === r.amountFils && r.creditNoteNumber === null)
    .map((r) => r.refundId);
}
