import { describe, expect, it } from "vitest";
import type { PayoutLine } from "../payout/events";
import { DOCUMENT_PARTIES, QUOTE_LINES } from "../request/request.fixtures";
import { postingsOf } from "./postings";

const invoice = {
  eventId: "ev-1",
  type: "TaxInvoiceIssued",
  data: {
    requestId: "req-1",
    invoiceNumber: "INV-000001",
    issuedAt: "2025-03-01T09:05:00.000Z",
    supplyDate: "2025-03-01T09:00:00.000Z",
    ...DOCUMENT_PARTIES,
    customerId: "cust-1",
    providerId: "prov-a",
    paymentMethod: "card",
    lines: QUOTE_LINES,
    totals: { grossFils: 27_500, netFils: 26_190, vatFils: 1_310 },
  },
};

describe("postingsOf", () => {
  it("an AED 275 invoice: customer owes the gross; VAT, the captain's share and 15 % commission on the net", () =>
    expect(postingsOf(invoice)).toEqual([
      {
        transactionId: "ev-1",
        kind: "invoice",
        requestId: "req-1",
        payoutRunId: null,
        occurredAt: "2025-03-01T09:00:00.000Z",
        lines: [
          { account: "customer", partyId: null, amountFils: 27_500 },
          { account: "vat-payable", partyId: null, amountFils: -1_310 },
          { account: "captain-payable", partyId: "prov-a", amountFils: -22_261 },
          { account: "platform-revenue", partyId: null, amountFils: -3_929 },
        ],
      },
    ]));

  it("a credit note for the whole mirrors the invoice to the fil", () => {
    const [credit] = postingsOf({
      eventId: "ev-2",
      type: "CreditNoteIssued",
      data: { ...invoice.data, creditNoteNumber: "CN-000001", refundId: "r-1", reason: "x" },
    });
    const [charge] = postingsOf(invoice);
    expect(credit!.lines.map((l) => l.amountFils)).toEqual(charge!.lines.map((l) => -l.amountFils));
    expect(credit!.kind).toBe("credit-note");
  });

  it("captures, cash and refunds move money between the customer and where it sits", () => {
    const captured = postingsOf({
      eventId: "ev-3",
      type: "PaymentCaptured",
      data: {
        requestId: "req-1",
        paymentId: "p",
        amountFils: 27_500,
        capturedAt: "2025-03-01T09:01:00.000Z",
      },
    });
    expect(captured[0]!.lines).toEqual([
      { account: "payment-clearing", partyId: null, amountFils: 27_500 },
      { account: "customer", partyId: null, amountFils: -27_500 },
    ]);
    const cash = postingsOf({
      eventId: "ev-4",
      type: "CashCollected",
      data: {
        requestId: "req-1",
        providerId: "prov-a",
        amountFils: 100,
        collectedAt: "2025-03-01T09:01:00.000Z",
      },
    });
    expect(cash[0]!.lines[0]).toEqual({
      account: "cash-held-by-captains",
      partyId: "prov-a",
      amountFils: 100,
    });
    const refund = postingsOf({
      eventId: "ev-5",
      type: "PaymentRefunded",
      data: {
        requestId: "req-1",
        refundId: "r",
        paymentId: "p",
        amountFils: 50,
        providerRefundId: "re_1",
        refundedAt: "2025-03-01T10:00:00.000Z",
      },
    });
    expect(refund[0]!.lines).toEqual([
      { account: "customer", partyId: null, amountFils: 50 },
      { account: "payment-clearing", partyId: null, amountFils: -50 },
    ]);
  });

  const line = (o: Partial<PayoutLine>): PayoutLine => ({
    providerId: "prov-a",
    captainName: "Omar",
    iban: "AE070331234567890123456",
    accountName: "Omar",
    payableFils: 0,
    cashHeldFils: 0,
    transferFils: 0,
    ...o,
  });
  const paid = {
    eventId: "ev-6",
    type: "PayoutRunPaid",
    data: { runId: "run-1", bankReference: "B", paidBy: "admin-1", paidAt: "2025-03-11T06:00:00.000Z" },
  };

  it("a paid run settles each paid captain's payable against cash held and the transfer; owing captains post nothing", () => {
    const txs = postingsOf(paid, [
      line({ payableFils: 50_000, cashHeldFils: 12_000, transferFils: 38_000 }),
      line({ providerId: "prov-b", payableFils: 1_000, cashHeldFils: 4_000, transferFils: 0 }),
    ]);
    expect(txs).toEqual([
      {
        transactionId: "ev-6:prov-a",
        kind: "payout",
        requestId: null,
        payoutRunId: "run-1",
        occurredAt: "2025-03-11T06:00:00.000Z",
        lines: [
          { account: "captain-payable", partyId: "prov-a", amountFils: 50_000 },
          { account: "cash-held-by-captains", partyId: "prov-a", amountFils: -12_000 },
          { account: "payment-clearing", partyId: null, amountFils: -38_000 },
        ],
      },
    ]);
  });

  it("an unbalanced payout line is refused loudly, never stored", () =>
    expect(() =>
      postingsOf(paid, [line({ payableFils: 50_000, cashHeldFils: 0, transferFils: 40_000 })]),
    ).toThrow("off balance by 10000 fils"));

  it("a paid run needs its lines", () => expect(() => postingsOf(paid)).toThrow("needs the run's lines"));

  it("quotes, holds and voids post nothing", () => {
    expect(postingsOf({ eventId: "e", type: "PaymentVoided", data: {} })).toEqual([]);
    expect(postingsOf({ eventId: "e", type: "JobAccepted", data: {} })).toEqual([]);
  });
});
