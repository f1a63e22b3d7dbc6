/** The Propose extra form as typed. */
export interface ExtraForm {
  readonly amount: string;
  readonly note: string;
}

export type ExtraField = "amountAed" | "note";
export type ExtraErrors = Partial<Record<ExtraField, string>>;
export const EXTRA_FIELDS: readonly ExtraField[] = ["amountAed", "note"];

/** Notes go on the customer's tax invoice as "Extra: <note>"; the server keeps them short. */
export const MAX_EXTRA_NOTE = 200;

/**
 * What the captain can fix before sending: an amount in AED (fils at most) above zero, and a note that
 * tells the customer what the extra is for. Whether an extra is allowed now is the server's rule.
 */
export function validateExtra(form: ExtraForm): ExtraErrors {
  const errors: ExtraErrors = {};
  const amount = form.amount.trim();
  if (amount === "") errors.amountAed = "Amount is required";
  else if (!/^\d+(\.\d{1,2})?$/.test(amount)) errors.amountAed = "Amount must be in AED, e.g. 40 or 42.50";
  else if (Number(amount) <= 0) errors.amountAed = "Amount must be more than AED 0";
  const note = form.note.trim();
  if (note === "") errors.note = "Say what the extra is for, e.g. 12 km of extra towing";
  else if (note.length > MAX_EXTRA_NOTE) errors.note = `Keep the note to ${MAX_EXTRA_NOTE} characters`;
  return errors;
}

export function extraInput(requestId: string, form: ExtraForm) {
  return { requestId, amountAed: Number(form.amount.trim()), note: form.note.trim() };
}
