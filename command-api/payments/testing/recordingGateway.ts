import {
  type AuthorizeOutcome,
  type CaptureInput,
  type PaymentGateway,
  PaymentGatewayError,
  type ProcessorPayment,
  type RefundInput,
} from "../../../domain/ports/paymentGateway";

export interface GatewayCall {
  kind: "capture" | "void" | "refund";
  paymentId: string;
  amountFils: number;
  idempotencyKey: string;
}

/**
 * A processor for process tests that behaves as the port promises: a repeated idempotency key
 * answers what the first call did and moves no money. `calls` is every call as it arrived,
 * `movements` only those that moved money (first use of a key), so a test can tell a retry from a
 * double charge. `refuseCaptureOf` makes captures of one payment fail as an expired hold would.
 */
export class RecordingGateway implements PaymentGateway {
  readonly provider = "test" as const;
  readonly testCards = [];
  readonly publishableKey = null;
  readonly calls: GatewayCall[] = [];
  readonly movements: GatewayCall[] = [];
  readonly refuseCaptureOf = new Set<string>();
  /** Payment id → how many of its next calls fail with a retryable error (a timeout) before reaching the processor. */
  readonly timeouts = new Map<string, number>();
  private readonly answers = new Map<string, unknown>();
  private readonly authorized = new Map<string, number>();

  hold(paymentId: string, amountFils: number): void {
    this.authorized.set(paymentId, amountFils);
  }

  async authorize(): Promise<AuthorizeOutcome> {
    throw new Error("the payment process never authorizes");
  }
  async authorizeFollowOn(): Promise<AuthorizeOutcome> {
    throw new Error("the payment process never authorizes");
  }

  async capture(input: CaptureInput): Promise<{ capturedFils: number }> {
    return this.once({ kind: "capture", ...input }, () => {
      if (this.refuseCaptureOf.has(input.paymentId))
        throw new PaymentGatewayError("the authorization expired", false);
      const held = this.authorized.get(input.paymentId) ?? 0;
      if (input.amountFils > held) throw new PaymentGatewayError("capture exceeds the hold", false);
      return { capturedFils: input.amountFils };
    });
  }

  async void(input: { paymentId: string; idempotencyKey: string }): Promise<void> {
    await this.once(
      { kind: "void", paymentId: input.paymentId, amountFils: 0, idempotencyKey: input.idempotencyKey },
      () => undefined,
    );
  }

  async refund(input: RefundInput): Promise<{ providerRefundId: string }> {
    return this.once({ kind: "refund", ...input }, () => ({
      providerRefundId: `re_${this.movements.length + 1}`,
    }));
  }

  async retrieve(paymentId: string): Promise<ProcessorPayment> {
    const mine = this.movements.filter((m) => m.paymentId === paymentId);
    const sum = (kind: GatewayCall["kind"]) =>
      mine.filter((m) => m.kind === kind).reduce((s, m) => s + m.amountFils, 0);
    return {
      paymentId,
      status: sum("capture") > 0 ? "captured" : mine.some((m) => m.kind === "void") ? "voided" : "authorized",
      authorizedFils: this.authorized.get(paymentId) ?? 0,
      capturedFils: sum("capture"),
      refundedFils: sum("refund"),
    };
  }

  private once<T>(call: GatewayCall & { reason?: string }, act: () => T): T {
    const { reason: _reason, ...recorded } = call;
    this.calls.push(recorded);
    const timeouts = this.timeouts.get(call.paymentId) ?? 0;
    if (timeouts > 0) {
      this.timeouts.set(call.paymentId, timeouts - 1);
      throw new PaymentGatewayError("the processor timed out", true);
    }
    if (this.answers.has(call.idempotencyKey)) return this.answers.get(call.idempotencyKey) as T;
    const answer = act();
    this.answers.set(call.idempotencyKey, answer);
    this.movements.push(recorded);
    return answer;
  }
}
