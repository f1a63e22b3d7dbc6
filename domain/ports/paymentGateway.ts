/**
 * The card processor (DESIGN "Outside services"): the embedded test processor (PAYMENT_PROVIDER=test,
 * the default) or Stripe (PAYMENT_PROVIDER=stripe, PaymentIntents with manual capture). Amounts in
 * fils, currency AED. Every call carries an idempotency key: the same key never moves money twice,
 * so a retried call after a crash or a timeout answers what the first one did.
 */

export type DeclineReason =
  | "declined"
  | "insufficient-funds"
  | "expired-card"
  | "incorrect-cvc"
  | "authentication-failed"
  | "processing-error";

export interface AuthorizeInput {
  readonly amountFils: number;
  /** What the browser got from the processor for the card (test processor token, Stripe PaymentMethod id). */
  readonly paymentToken: string;
  readonly idempotencyKey: string;
  /** Shown on the processor's dashboard and the card statement. */
  readonly description: string;
  readonly requestId: string;
  readonly customerId: string;
}

export interface FollowOnInput extends Omit<AuthorizeInput, "paymentToken"> {
  readonly previousPaymentId: string;
}

export type AuthorizeOutcome =
  | {
      readonly outcome: "authorized";
      readonly paymentId: string;
      readonly cardBrand: string | null;
      readonly cardLast4: string | null;
    }
  | {
      readonly outcome: "declined";
      readonly reason: DeclineReason;
      /** The processor's words, for the log; customers are told by reason. */
      readonly message: string;
      readonly cardLast4: string | null;
    }
  /**
   * The bank wants the cardholder to confirm (3-D Secure). The client completes it (test processor:
   * its confirmation page; Stripe: stripe.js handleNextAction with clientSecret) and books again with
   * the same quote: the same idempotency key then finds the confirmed hold.
   */
  | {
      readonly outcome: "requires-action";
      readonly paymentId: string;
      readonly clientSecret: string | null;
      /** Where the browser confirms with the test processor; null for Stripe. */
      readonly confirmUrl: string | null;
    };

export interface CaptureInput {
  readonly paymentId: string;
  /** At most what was authorized; less releases the rest. */
  readonly amountFils: number;
  readonly idempotencyKey: string;
}

export interface RefundInput {
  readonly paymentId: string;
  readonly amountFils: number;
  readonly idempotencyKey: string;
  readonly reason: string;
}

/** What the processor holds for one payment, for reconciliation. */
export interface ProcessorPayment {
  readonly paymentId: string;
  readonly status: "requires-action" | "authorized" | "captured" | "voided" | "failed";
  readonly authorizedFils: number;
  readonly capturedFils: number;
  readonly refundedFils: number;
}

export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    /** Safe to retry with the same idempotency key (network, 5xx, rate limit). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "PaymentGatewayError";
  }
}

/** A card the test processor documents (docs/payments.md); the payment form lists them. */
export interface TestCard {
  readonly number: string;
  readonly brand: string;
  readonly outcome: "approved" | "declined" | "insufficient-funds" | "requires-action";
  readonly label: string;
}

export interface PaymentGateway {
  readonly provider: "test" | "stripe";
  /** The test processor's documented cards; empty for Stripe (its test cards live in Stripe's docs). */
  readonly testCards: readonly TestCard[];
  /** What the browser's stripe.js needs (STRIPE_PUBLISHABLE_KEY); null for the test processor. */
  readonly publishableKey: string | null;
  authorize(input: AuthorizeInput): Promise<AuthorizeOutcome>;
  /**
   * A further hold on the card of an earlier payment of the same booking (an approved extra), without
   * asking the customer for the card again (test processor: the same card; Stripe: an off-session
   * PaymentIntent on the earlier one's customer and PaymentMethod). May be declined or need action.
   */
  authorizeFollowOn(input: FollowOnInput): Promise<AuthorizeOutcome>;
  /** Throws PaymentGatewayError when the processor refuses (retryable false: an expired hold). */
  capture(input: CaptureInput): Promise<{ readonly capturedFils: number }>;
  /**
   * Releases a hold; releasing one already released is not an error (a retried void), releasing a
   * captured one is (PaymentGatewayError, not retryable: a partial capture already released the rest).
   */
  void(input: { readonly paymentId: string; readonly idempotencyKey: string }): Promise<void>;
  refund(input: RefundInput): Promise<{ readonly providerRefundId: string }>;
  retrieve(paymentId: string): Promise<ProcessorPayment>;
}

/** What a payment form collects; only the test processor ever sees a card number (Stripe's form keeps it). */
export interface CardDetails {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export type TokenizeResult =
  | { readonly ok: true; readonly token: string; readonly brand: string; readonly last4: string }
  | { readonly ok: false; readonly field: keyof CardDetails; readonly message: string };

/**
 * The embedded test processor's operations beyond the port, served by its REST routes: the payment
 * form's tokens, the 3-D Secure page, and whose hold a payment is.
 */
export interface TestCardProcessor extends PaymentGateway {
  readonly provider: "test";
  /** `today` is the UAE calendar month: a card is good through the end of its expiry month. */
  tokenize(card: CardDetails, today: { readonly year: number; readonly month: number }): TokenizeResult;
  /** The cardholder approves or fails the bank's check of a hold that needs it. */
  confirmAuthentication(paymentId: string, outcome: "approve" | "fail"): Promise<void>;
  /** The customer a payment was authorized for, or null when there is no such payment. */
  customerOf(paymentId: string): Promise<string | null>;
}

/** The test processor's extra operations, when it is the one running. */
export function asTestCardProcessor(gateway: PaymentGateway | undefined): TestCardProcessor | null {
  return gateway?.provider === "test" && "tokenize" in gateway ? (gateway as TestCardProcessor) : null;
}

/** What a processor's notification says, as ProcessorNotificationReceived records it (without receivedAt). */
export interface ProcessorNotification {
  readonly provider: "test" | "stripe";
  readonly notificationId: string;
  readonly type: string;
  readonly paymentId: string | null;
  readonly requestId: string | null;
  readonly status: string | null;
  readonly amountFils: number | null;
}

/**
 * Checks a webhook's signature over its exact bytes and reads it; `ok: false` when the signature is
 * missing, wrong or too old (a forged or replayed request).
 */
export type ProcessorWebhookVerifier = (
  rawBody: Uint8Array,
  signature: string | undefined,
) =>
  | { readonly ok: true; readonly notification: ProcessorNotification }
  | { readonly ok: false; readonly message: string };
