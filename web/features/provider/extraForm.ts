import { formatAed, formatNumber } from "../../shared/format";
import type { ProviderT } from "./messages";

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
export function validateExtra(t: ProviderT, form: ExtraForm): ExtraErrors {
  const errors: ExtraErrors = {};
  const amount = form.amount.trim();
  if (amount === "") errors.amountAed = t("extra.amountRequired");
  else if (!/^\d+(\.\d{1,2})?$/.test(amount)) errors.amountAed = t("extra.amountFormat");
  else if (Number(amount) <= 0) errors.amountAed = t("extra.amountPositive", { minimum: formatAed(0, 0) });
  const note = form.note.trim();
  if (note === "") errors.note = t("extra.noteRequired");
  else if (note.length > MAX_EXTRA_NOTE)
    errors.note = t("extra.noteTooLong", { max: formatNumber(MAX_EXTRA_NOTE) });
  return errors;
}

export function extraInput(requestId: string, form: ExtraForm) {
  return { requestId, amountAed: Number(form.amount.trim()), note: form.note.trim() };
}
