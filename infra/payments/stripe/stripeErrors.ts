import Stripe from "stripe";
import { type DeclineReason, PaymentGatewayError } from "../../../domain/ports/paymentGateway";

/** Stripe's decline codes (docs.stripe.com/declines/codes) in the port's words; the rest is "declined". */
const DECLINE_REASONS: Readonly<Record<string, DeclineReason>> = {
  insufficient_funds: "insufficient-funds",
  expired_card: "expired-card",
  incorrect_cvc: "incorrect-cvc",
  invalid_cvc: "incorrect-cvc",
  authentication_required: "authentication-failed",
  payment_intent_authentication_failure: "authentication-failed",
  processing_error: "processing-error",
  try_again_later: "processing-error",
  reenter_transaction: "processing-error",
};

/** A card error's reason: the issuer's decline code first, then Stripe's error code. */
export function declineReasonOf(error: {
  decline_code?: string | undefined;
  code?: string | undefined;
}): DeclineReason {
  return DECLINE_REASONS[error.decline_code ?? ""] ?? DECLINE_REASONS[error.code ?? ""] ?? "declined";
}

/**
 * Any other Stripe error as the port's: retryable when repeating it with the same idempotency key
 * may work (no connection, Stripe's 5xx, rate limits, a concurrent request with the same key), not
 * when Stripe said no to the request itself (bad state, bad amount, a key reused with other parameters).
 */
export function gatewayErrorOf(error: unknown, what: string): PaymentGatewayError | unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const status = error.statusCode ?? 0;
  const retryable =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    status >= 500 ||
    status === 429 ||
    status === 409 ||
    error.code === "lock_timeout";
  const code = error.code ? ` (${error.code})` : "";
  return new PaymentGatewayError(`Stripe refused ${what}${code}: ${error.message}`, retryable);
}
