import type { DeclineReason, TestCard } from "../../../domain/ports/paymentGateway";

/**
 * The test processor's cards: Stripe's test numbers, so one set of instructions serves both
 * providers. Any future expiry and any 3-digit CVC. Any other number that passes the Luhn check is
 * approved too, as a real processor approves a good card.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242 4242 4242 4242", brand: "visa", outcome: "approved", label: "Visa: approved" },
  { number: "5555 5555 5555 4444", brand: "mastercard", outcome: "approved", label: "Mastercard: approved" },
  { number: "4000 0000 0000 0002", brand: "visa", outcome: "declined", label: "Visa: declined" },
  {
    number: "4000 0000 0000 9995",
    brand: "visa",
    outcome: "insufficient-funds",
    label: "Visa: declined, insufficient funds",
  },
  {
    number: "4000 0027 6000 3184",
    brand: "visa",
    outcome: "requires-action",
    label: "Visa: needs authentication (3-D Secure)",
  },
];

const TOKEN_PREFIX = "tok_test_";

/** A card's token: what the payment form sends instead of the number (`tok_test_<16 digits>`). */
export function tokenOf(number: string): string {
  return `${TOKEN_PREFIX}${number.replace(/\s/g, "")}`;
}

/** Tokens of the documented cards, for tests and seeding (no round trip through the form). */
export const TEST_CARD_TOKENS = {
  approved: tokenOf("4242 4242 4242 4242"),
  declined: tokenOf("4000 0000 0000 0002"),
  insufficientFunds: tokenOf("4000 0000 0000 9995"),
  requiresAction: tokenOf("4000 0027 6000 3184"),
} as const;

/** The card number inside a token, or null when it is no token of this processor. */
export function numberOfToken(token: string): string | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const digits = token.slice(TOKEN_PREFIX.length);
  return /^\d{16}$/.test(digits) && passesLuhn(digits) ? digits : null;
}

/** The check digit every real card number carries (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The network by the number's first digits (IIN ranges of the cards people in the UAE carry). */
export function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "mastercard";
  if (two === 34 || two === 37) return "amex";
  if (digits.startsWith("6011") || digits.startsWith("65")) return "discover";
  return "unknown";
}

export type CardBehaviour =
  | { outcome: "approved" }
  | { outcome: "declined"; reason: DeclineReason }
  | { outcome: "requires-action" };

/** What the processor does with a charge on this card. */
export function behaviourOf(digits: string): CardBehaviour {
  const card = TEST_CARDS.find((c) => c.number.replace(/\s/g, "") === digits);
  switch (card?.outcome) {
    case "declined":
      return { outcome: "declined", reason: "declined" };
    case "insufficient-funds":
      return { outcome: "declined", reason: "insufficient-funds" };
    case "requires-action":
      return { outcome: "requires-action" };
    default:
      return { outcome: "approved" };
  }
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardCheck =
  | { ok: true; digits: string; brand: string }
  | { ok: false; field: keyof CardInput; message: string };

/**
 * What the payment form checks before a token is made: the number (16 digits, Luhn), an expiry not in
 * the past (the card is good through the end of its month), a 3-digit CVC. `today` is "YYYY-MM" in the
 * UAE. Each refusal names its field.
 */
export function checkCard(card: CardInput, today: { year: number; month: number }): CardCheck {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{16}$/.test(digits))
    return { ok: false, field: "number", message: "must be the card's 16 digits" };
  if (!passesLuhn(digits))
    return { ok: false, field: "number", message: "is not a valid card number (check the digits)" };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return { ok: false, field: "expMonth", message: "must be a month from 1 to 12" };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(year) || year > today.year + 20)
    return { ok: false, field: "expYear", message: "must be a year within the next 20" };
  if (year < today.year || (year === today.year && card.expMonth < today.month))
    return { ok: false, field: "expYear", message: "the card has expired (its expiry date is in the past)" };
  if (!/^\d{3}$/.test(card.cvc))
    return { ok: false, field: "cvc", message: "must be the 3 digits on the back of the card" };
  return { ok: true, digits, brand: brandOf(digits) };
}
