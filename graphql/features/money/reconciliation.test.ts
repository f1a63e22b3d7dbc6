import { describe, expect, it } from "vitest";
import { PaymentGatewayError, type ProcessorPayment } from "../../../domain/ports/paymentGateway";
import { reconcile } from "./reconciliation";

const period = { from: "2026-11-23", to: "2026-11-29" };
const processorPayment = (paymentId: string, capturedFils: number, refundedFils = 0): ProcessorPayment => ({
  paymentId,
  status: "captured",
  authorizedFils: capturedFils,
  capturedFils,
  refundedFils,
});

function fakeProcessor(payments: ProcessorPayment[]) {
  return async (paymentId: string) => {
    const found = payments.find((p) => p.paymentId === paymentId);
    if (!found) throw new PaymentGatewayError(`no such payment: ${paymentId}`, false);
    return found;
  };
}

describe("reconcile", () => {
  it("matches a request whose payments' captures and refunds add up to the ledger's", async () => {
    const report = await reconcile(
      period,
      [
        { requestId: "r1", paymentId: "p1" },
        { requestId: "r1", paymentId: "p2" },
      ],
      new Map([["r1", { capturedFils: 38_000, refundedFils: 5_000 }]]),
      fakeProcessor([processorPayment("p1", 27_500, 5_000), processorPayment("p2", 10_500)]),
    );
    expect(report).toEqual({ ...period, paymentsChecked: 2, matched: 2, differences: [] });
  });

  it("lists a capture, a refund or a payment the two disagree on, in words", async () => {
    const report = await reconcile(
      period,
      [
        { requestId: "r1", paymentId: "p1" },
        { requestId: "r2", paymentId: "p2" },
        { requestId: "r3", paymentId: "p3" },
        { requestId: "r4", paymentId: "p4" },
      ],
      new Map([
        ["r1", { capturedFils: 27_500, refundedFils: 0 }],
        ["r2", { capturedFils: 27_500, refundedFils: 10_000 }],
        ["r3", { capturedFils: 20_000, refundedFils: 0 }],
        ["r4", { capturedFils: 5_000, refundedFils: 0 }],
      ]),
      fakeProcessor([
        processorPayment("p1", 27_400),
        processorPayment("p2", 27_500),
        processorPayment("p4", 5_000),
      ]),
    );
    expect(report.paymentsChecked).toBe(4);
    expect(report.matched).toBe(1);
    expect(report.differences).toEqual([
      {
        requestId: "r1",
        paymentId: "p1",
        processorCapturedAed: 274,
        ledgerCapturedAed: 275,
        processorRefundedAed: 0,
        ledgerRefundedAed: 0,
        problem: "captured: the processor says AED 274.00, the ledger AED 275.00",
      },
      expect.objectContaining({
        requestId: "r2",
        processorRefundedAed: 0,
        ledgerRefundedAed: 100,
        problem: "refunded: the processor says AED 0.00, the ledger AED 100.00",
      }),
      expect.objectContaining({
        requestId: "r3",
        processorCapturedAed: 0,
        ledgerCapturedAed: 200,
        problem: expect.stringContaining("the processor has no payment p3, but the ledger records a capture"),
      }),
    ]);
  });

  it("fails rather than report every payment missing when the processor cannot be reached", async () => {
    const unreachable = async (): Promise<ProcessorPayment> => {
      throw new PaymentGatewayError("connection reset", true);
    };
    await expect(
      reconcile(period, [{ requestId: "r1", paymentId: "p1" }], new Map(), unreachable),
    ).rejects.toThrow("connection reset");
  });
});
