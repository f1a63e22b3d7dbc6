import type {
  AuthorizeInput,
  AuthorizeOutcome,
  FollowOnInput,
  PaymentGateway,
  ProcessorPayment,
} from "../../../domain/ports/paymentGateway";

/**
 * Tokens of the documented test cards in the test processor's format (tok_test_<number>), so a test
 * written against this fake reads like one against infra/payments' TEST_CARD_TOKENS.
 */
export const FAKE_CARD_TOKENS = {
  approved: "tok_test_4242424242424242",
  declined: "tok_test_4000000000000002",
  insufficientFunds: "tok_test_4000000000009995",
  requiresAction: "tok_test_4000002760003184",
} as const;

interface FakePayment {
  paymentId: string;
  status: ProcessorPayment["status"];
  amountFils: number;
  token: string;
}

/**
 * A small in-memory card processor for the booking path's tests: the test cards' outcomes, idempotent
 * by key (the same key answers what the first call did, as the port promises), and a 3-D Secure
 * confirmation a test triggers. Every authorize call is kept, so a test can count holds.
 */
export class FakePaymentGateway implements PaymentGateway {
  readonly provider = "test" as const;
  readonly testCards = [] as const;
  readonly publishableKey = null;
  readonly calls: AuthorizeInput[] = [];
  private readonly byKey = new Map<string, AuthorizeOutcome>();
  private readonly payments = new Map<string, FakePayment>();

  async authorize(input: AuthorizeInput): Promise<AuthorizeOutcome> {
    this.calls.push(input);
    const earlier = this.byKey.get(input.idempotencyKey);
    if (earlier) return this.current(earlier);
    const outcome = this.decide(input);
    this.byKey.set(input.idempotencyKey, outcome);
    return outcome;
  }

  /** The cardholder's answer to the bank's question (the test processor's confirmation page). */
  confirm(paymentId: string, outcome: "approve" | "fail"): void {
    const payment = this.payments.get(paymentId);
    if (payment?.status !== "requires-action") throw new Error(`payment ${paymentId} awaits no confirmation`);
    payment.status = outcome === "approve" ? "authorized" : "failed";
  }

  authorizeFollowOn(_input: FollowOnInput): Promise<AuthorizeOutcome> {
    return Promise.reject(new Error("the booking path asks for no follow-on holds"));
  }
  capture(): Promise<{ capturedFils: number }> {
    return Promise.reject(new Error("the booking path captures nothing"));
  }
  void(): Promise<void> {
    return Promise.reject(new Error("the booking path voids nothing"));
  }
  refund(): Promise<{ providerRefundId: string }> {
    return Promise.reject(new Error("the booking path refunds nothing"));
  }
  async retrieve(paymentId: string): Promise<ProcessorPayment> {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    return {
      paymentId,
      status: payment.status,
      authorizedFils: payment.amountFils,
      capturedFils: 0,
      refundedFils: 0,
    };
  }

  private decide(input: AuthorizeInput): AuthorizeOutcome {
    const last4 = input.paymentToken.slice(-4);
    switch (input.paymentToken) {
      case FAKE_CARD_TOKENS.declined:
        return { outcome: "declined", reason: "declined", message: "card declined", cardLast4: last4 };
      case FAKE_CARD_TOKENS.insufficientFunds:
        return {
          outcome: "declined",
          reason: "insufficient-funds",
          message: "insufficient funds",
          cardLast4: last4,
        };
      case FAKE_CARD_TOKENS.requiresAction: {
        const paymentId = this.record(input, "requires-action");
        return {
          outcome: "requires-action",
          paymentId,
          clientSecret: null,
          confirmUrl: `/confirm/${paymentId}`,
        };
      }
      case FAKE_CARD_TOKENS.approved: {
        const paymentId = this.record(input, "authorized");
        return { outcome: "authorized", paymentId, cardBrand: "visa", cardLast4: last4 };
      }
      default:
        return { outcome: "declined", reason: "processing-error", message: "unknown token", cardLast4: null };
    }
  }

  private record(input: AuthorizeInput, status: FakePayment["status"]): string {
    const paymentId = `pay_fake_${this.payments.size + 1}`;
    this.payments.set(paymentId, {
      paymentId,
      status,
      amountFils: input.amountFils,
      token: input.paymentToken,
    });
    return paymentId;
  }

  /** A retried key answers the payment as it is now: a confirmed 3-D Secure hold is authorized. */
  private current(outcome: AuthorizeOutcome): AuthorizeOutcome {
    if (outcome.outcome !== "requires-action") return outcome;
    const payment = this.payments.get(outcome.paymentId)!;
    if (payment.status === "authorized")
      return {
        outcome: "authorized",
        paymentId: payment.paymentId,
        cardBrand: "visa",
        cardLast4: payment.token.slice(-4),
      };
    if (payment.status === "failed")
      return {
        outcome: "declined",
        reason: "authentication-failed",
        message: "3-D Secure failed",
        cardLast4: payment.token.slice(-4),
      };
    return outcome;
  }
}
