/** The payout account form as typed. */
export interface PayoutAccountForm {
  readonly iban: string;
  readonly accountName: string;
}

export type PayoutAccountField = keyof PayoutAccountForm;
export type PayoutAccountErrors = Partial<Record<PayoutAccountField, string>>;

export const PAYOUT_ACCOUNT_FIELDS: readonly PayoutAccountField[] = ["iban", "accountName"];

/**
 * What the captain can fix before sending: both fields filled in. Whether the IBAN is a valid UAE one
 * (length, check digits) is the server's rule (parseUaeIban); its message is shown at the field.
 */
export function validatePayoutAccount(form: PayoutAccountForm): PayoutAccountErrors {
  const errors: PayoutAccountErrors = {};
  if (form.iban.trim() === "") errors.iban = "IBAN is required";
  if (form.accountName.trim() === "") errors.accountName = "Account holder's name is required";
  else if (form.accountName.trim().length > 200)
    errors.accountName = "Account holder's name is at most 200 characters";
  return errors;
}

/** The mutation's variables: spaces a captain copies from a bank letter are the server's to strip. */
export function payoutAccountInput(form: PayoutAccountForm): PayoutAccountForm {
  return { iban: form.iban.trim(), accountName: form.accountName.trim() };
}
