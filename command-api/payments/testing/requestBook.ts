import type { MoneyActions, PaymentLedgerPort } from "../paymentProcess";

interface BookPayment {
  paymentId: string;
  purpose: "booking" | "extra";
  amountFils: number;
  status: "authorized" | "captured" | "voided" | "capture-failed";
  capturedFils: number;
  refundedFils: number;
}
interface BookRequest {
  outcome: "open" | "completed" | "cancelled" | { feeFils: number };
  payments: BookPayment[];
  refunds: { refundId: string; amountFils: number; reason: string; refundedFils: number }[];
}

/**
 * The request side of the payment process in memory, with the money contract's rules for what is
 * due (§5), for process tests that must not depend on the decider. `records` lists every system
 * command the process sent, and `failNextRecord` throws before one is kept: a crash after the
 * processor answered and before the request's stream heard of it.
 */
export class RequestBook implements PaymentLedgerPort {
  readonly requests = new Map<string, BookRequest>();
  readonly records: {
    type: string;
    requestId: string;
    paymentId: string;
    amountFils: number;
    causationId: string;
  }[] = [];
  failNextRecord = 0;

  booked(
    requestId: string,
    payments: { paymentId: string; purpose: "booking" | "extra"; amountFils: number }[],
  ) {
    this.requests.set(requestId, {
      outcome: "open",
      payments: payments.map((p) => ({ ...p, status: "authorized", capturedFils: 0, refundedFils: 0 })),
      refunds: [],
    });
  }
  completed(requestId: string) {
    this.request(requestId).outcome = "completed";
  }
  cancelled(requestId: string, feeFils = 0) {
    this.request(requestId).outcome = feeFils > 0 ? { feeFils } : "cancelled";
  }
  refundRequested(requestId: string, refundId: string, amountFils: number) {
    this.request(requestId).refunds.push({ refundId, amountFils, reason: "test", refundedFils: 0 });
  }
  payment(requestId: string, paymentId: string): BookPayment {
    return this.request(requestId).payments.find((p) => p.paymentId === paymentId)!;
  }

  async actionsDue(requestId: string): Promise<MoneyActions> {
    const request = this.request(requestId);
    const open = request.payments.filter((p) => p.status === "authorized");
    const { outcome } = request;
    const payments =
      outcome === "open"
        ? []
        : outcome === "completed"
          ? open.map((p) => ({
              paymentId: p.paymentId,
              action: "capture" as const,
              amountFils: p.amountFils,
            }))
          : outcome === "cancelled"
            ? open.map((p) => ({ paymentId: p.paymentId, action: "void" as const, amountFils: 0 }))
            : open.map((p) =>
                p.purpose === "booking"
                  ? { paymentId: p.paymentId, action: "capture" as const, amountFils: outcome.feeFils }
                  : { paymentId: p.paymentId, action: "void" as const, amountFils: 0 },
              );
    const refunds = [];
    for (const refund of request.refunds) {
      let owed = refund.amountFils - refund.refundedFils;
      for (const p of request.payments) {
        const room = p.capturedFils - p.refundedFils;
        if (owed <= 0 || room <= 0) continue;
        const amountFils = Math.min(owed, room);
        refunds.push({
          refundId: refund.refundId,
          paymentId: p.paymentId,
          amountFils,
          reason: refund.reason,
        });
        owed -= amountFils;
      }
    }
    return { payments, refunds };
  }

  async captured(requestId: string, paymentId: string, amountFils: number, causationId: string) {
    this.keep("RecordPaymentCaptured", requestId, paymentId, amountFils, causationId);
    Object.assign(this.payment(requestId, paymentId), { status: "captured", capturedFils: amountFils });
  }
  async voided(requestId: string, paymentId: string, causationId: string) {
    this.keep("RecordPaymentVoided", requestId, paymentId, 0, causationId);
    this.payment(requestId, paymentId).status = "voided";
  }
  async captureFailed(
    requestId: string,
    paymentId: string,
    amountFils: number,
    _reason: string,
    causationId: string,
  ) {
    this.keep("RecordCaptureFailed", requestId, paymentId, amountFils, causationId);
    this.payment(requestId, paymentId).status = "capture-failed";
  }
  async refunded(
    requestId: string,
    refund: { refundId: string; paymentId: string; amountFils: number; providerRefundId: string },
    causationId: string,
  ) {
    this.keep("RecordRefund", requestId, refund.paymentId, refund.amountFils, causationId);
    this.payment(requestId, refund.paymentId).refundedFils += refund.amountFils;
    this.request(requestId).refunds.find((r) => r.refundId === refund.refundId)!.refundedFils +=
      refund.amountFils;
  }

  private keep(type: string, requestId: string, paymentId: string, amountFils: number, causationId: string) {
    if (this.failNextRecord > 0) {
      this.failNextRecord--;
      throw new Error("crashed before the record was appended");
    }
    this.records.push({ type, requestId, paymentId, amountFils, causationId });
  }

  private request(requestId: string): BookRequest {
    const request = this.requests.get(requestId);
    if (!request) throw new Error(`no request ${requestId} in the book`);
    return request;
  }
}
