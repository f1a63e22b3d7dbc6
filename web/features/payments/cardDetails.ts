import type { PaymentsT } from "./messages";

/** What the card form holds, as typed. */
export interface CardFields {
  readonly number: string;
  /** "MM/YY" */
  readonly expiry: string;
  readonly cvc: string;
  readonly name: string;
}

export const EMPTY_CARD: CardFields = { number: "", expiry: "", cvc: "", name: "" };

/** What the processor's tokenise call takes. */
export interface CardForToken {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export type CardCheck =
  | { readonly ok: true; readonly card: CardForToken }
  | { readonly ok: false; readonly errors: Partial<Record<keyof CardFields, string>> };

/** The Luhn check every card number passes; it catches a mistyped digit before the processor does. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "4242424242424242" → "4242 4242 4242 4242", as the number is typed. */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * Checks the card form; each error names its field. `today` decides whether the expiry has passed
 * (a card is valid to the end of its expiry month).
 */
export function checkCard(fields: CardFields, today: Date, t: PaymentsT): CardCheck {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  const number = fields.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number)) errors.number = t("card.numberDigits");
  else if (!passesLuhn(number)) errors.number = t("card.numberInvalid");

  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(fields.expiry.trim());
  const expMonth = expiry ? Number(expiry[1]) : 0;
  const expYear = expiry ? 2000 + Number(expiry[2]) : 0;
  if (!expiry || expMonth < 1 || expMonth > 12) errors.expiry = t("card.expiryFormat");
  else {
    const monthNow = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
    if (expYear * 12 + expMonth < monthNow) errors.expiry = t("card.expired");
  }

  const cvc = fields.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = t("card.cvcDigits");
  if (fields.name.trim() === "") errors.name = t("card.nameRequired");

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { number, expMonth, expYear, cvc } };
}
