import type { CombinedError } from "urql";
import type { PaymentsT } from "./messages";

/** The card was refused: no booking exists; the words say why (spec: PAYMENT_DECLINED {reason}). */
export class PaymentDeclinedError extends Error {
  override readonly name = "PaymentDeclinedError";
  constructor(readonly reason: string) {
    super(`Your card was declined: ${reasonWords(reason)}. No booking was made.`);
  }
}

/**
 * The bank wants the card holder to confirm (3-D Secure) before it holds the money. Stripe gives
 * the PaymentIntent's clientSecret (for Stripe.js handleNextAction); the test processor gives the
 * confirmUrl of its own bank page. One of the two is always set.
 */
export class PaymentRequiresActionError extends Error {
  override readonly name = "PaymentRequiresActionError";
  constructor(
    readonly action: {
      readonly quoteId: string;
      readonly paymentId: string;
      readonly clientSecret: string | null;
      readonly confirmUrl: string | null;
    },
  ) {
    super("Your bank asks you to confirm this payment.");
  }
}

/** "insufficient-funds" → "insufficient funds": processor codes read as words. */
export function reasonWords(reason: string): string {
  const words = reason.replace(/[-_]+/g, " ").trim().toLowerCase();
  return words === "" ? "no reason given" : words;
}

/** A decline reason in the reader's language: the processor's known codes, else the code read as words. */
export function reasonText(reason: string, t: PaymentsT): string {
  const known: Readonly<Record<string, string>> = {
    declined: t("reason.declined"),
    "insufficient-funds": t("reason.insufficientFunds"),
    "expired-card": t("reason.expiredCard"),
    "incorrect-cvc": t("reason.incorrectCvc"),
    "authentication-failed": t("reason.authenticationFailed"),
    "processing-error": t("reason.processingError"),
  };
  const words = reason.replace(/[-_]+/g, " ").trim().toLowerCase();
  return known[reason] ?? (words === "" ? t("reason.none") : words);
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/**
 * Turns a requestService error into what the payment step acts on: a decline, a bank confirmation,
 * or a plain Error carrying the server's message.
 */
export function bookingError(error: CombinedError | undefined): Error {
  const first = error?.graphQLErrors[0];
  const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
  if (extensions.code === "PAYMENT_DECLINED") {
    return new PaymentDeclinedError(text(extensions.reason) ?? "declined");
  }
  const confirmUrl = text(extensions.confirmUrl);
  const clientSecret = text(extensions.clientSecret);
  const paymentId = text(extensions.paymentId);
  if (extensions.code === "PAYMENT_REQUIRES_ACTION" && (confirmUrl || clientSecret) && paymentId) {
    return new PaymentRequiresActionError({
      quoteId: text(extensions.quoteId) ?? "",
      paymentId,
      clientSecret,
      confirmUrl,
    });
  }
  return new Error(first?.message ?? error?.message ?? "Booking failed");
}
