import type { DeclineReason } from "../../domain/ports/paymentGateway";

/** A decline reason as the customer reads it inside "Your card was declined (…)". */
const REASON_WORDS: Readonly<Record<DeclineReason, string>> = {
  declined: "declined by the bank",
  "insufficient-funds": "insufficient funds",
  "expired-card": "the card has expired",
  "incorrect-cvc": "the security code is wrong",
  "authentication-failed": "the bank's confirmation failed",
  "processing-error": "a processing error at the bank",
};

export type PaymentRefusal =
  | { readonly kind: "declined"; readonly quoteId: string; readonly reason: DeclineReason }
  | {
      readonly kind: "requires-action";
      readonly quoteId: string;
      readonly paymentId: string;
      readonly clientSecret: string | null;
      readonly confirmUrl: string | null;
    };

/**
 * The processor did not grant the hold, so no booking was made. Not a DomainError: both edges answer
 * it with their own payment codes (GraphQL PAYMENT_DECLINED / PAYMENT_REQUIRES_ACTION, REST 402) and
 * the details the client needs to go on (the quote to book again, the 3-D Secure confirmation).
 */
export class PaymentRefused extends Error {
  constructor(readonly refusal: PaymentRefusal) {
    super(messageOf(refusal));
    this.name = "PaymentRefused";
  }
}

function messageOf(refusal: PaymentRefusal): string {
  if (refusal.kind === "declined")
    return `Your card was declined (${REASON_WORDS[refusal.reason] ?? refusal.reason}). No booking was made: try another card or pay cash.`;
  return "Your bank asks you to confirm this payment. Confirm it, then book again with the same quote.";
}
