import { formatAed } from "../../../shared/format";

/** The Refund form as typed. */
export interface RefundForm {
  readonly amount: string;
  readonly reason: string;
}

export type RefundField = "amountAed" | "reason";
export type RefundErrors = Partial<Record<RefundField, string>>;
export const REFUND_FIELDS: readonly RefundField[] = ["amountAed", "reason"];

/** Reasons are kept with the refund and printed on the credit note; the server keeps them short. */
export const MAX_REFUND_REASON = 200;

/**
 * What the admin can fix before sending: an amount above zero and not above what is left to refund
 * (the server's refundableAed, checked again there), and a reason.
 */
export function validateRefund(form: RefundForm, refundableAed: number): RefundErrors {
  const errors: RefundErrors = {};
  const amount = form.amount.trim();
  if (amount === "") errors.amountAed = "Amount is required";
  else if (!/^\d+(\.\d{1,2})?$/.test(amount)) errors.amountAed = "Amount must be in AED, e.g. 100 or 137.50";
  else if (Number(amount) <= 0) errors.amountAed = "Amount must be more than AED 0";
  else if (Math.round(Number(amount) * 100) > Math.round(refundableAed * 100))
    errors.amountAed = `Amount can be at most ${formatAed(refundableAed)}, what is left to refund`;
  const reason = form.reason.trim();
  if (reason === "") errors.reason = "Say why the customer is refunded";
  else if (reason.length > MAX_REFUND_REASON)
    errors.reason = `Keep the reason to ${MAX_REFUND_REASON} characters`;
  return errors;
}

export function refundInput(requestId: string, form: RefundForm) {
  return { requestId, amountAed: Number(form.amount.trim()), reason: form.reason.trim() };
}
