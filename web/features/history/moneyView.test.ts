import { describe, expect, it } from "vitest";
import { moneyFixture } from "../tracking/money/moneyFixture";
import { moneyView } from "./moneyView";

describe("moneyView", () => {
  it("a completed card job with an approved extra, an invoice and a credit note", () => {
    const base = moneyFixture("APPROVED");
    const view = moneyView({
      ...base,
      paymentStatus: "PARTIALLY_REFUNDED",
      finalAmountAed: 327.5,
      refundedAed: 163.75,
      invoice: {
        number: "INV-2026-000007",
        kind: "tax-invoice",
        issuedAt: "2026-11-25T09:00:00.000Z",
        totalAed: 327.5,
        vatAed: 15.6,
        downloadUrl: "/api/documents/INV-2026-000007.pdf",
      },
      creditNotes: [
        {
          number: "CN-2026-000002",
          kind: "credit-note",
          issuedAt: "2026-11-26T09:00:00.000Z",
          totalAed: 163.75,
          vatAed: 7.8,
          invoiceNumber: "INV-2026-000007",
          reason: "late",
          downloadUrl: "/api/documents/CN-2026-000002.pdf",
        },
      ],
    } as Parameters<typeof moneyView>[0]);
    expect(view).toEqual({
      total: "Total AED 327.50 incl. 5% VAT AED 15.60",
      payment: "Visa •••• 4242 · Partly refunded",
      refunded: "Refunded AED 163.75",
      invoice: { label: "Download tax invoice INV-2026-000007", url: "/api/documents/INV-2026-000007.pdf" },
      creditNotes: [
        {
          label: "Credit note CN-2026-000002 refers to INV-2026-000007 · AED 163.75",
          url: "/api/documents/CN-2026-000002.pdf",
        },
      ],
    });
  });

  it("before the invoice: the quote plus approved extras, VAT added up", () => {
    const view = moneyView({ ...moneyFixture("APPROVED"), finalAmountAed: 327.5 } as Parameters<
      typeof moneyView
    >[0]);
    expect(view.total).toBe("Total AED 327.50 incl. 5% VAT AED 15.60");
    expect(view.invoice).toBeNull();
  });

  it("a cancellation fee and cash", () => {
    const fee = moneyView({
      ...moneyFixture("REJECTED"),
      cancellationFeeAed: 50,
      paymentStatus: "CAPTURED",
    } as Parameters<typeof moneyView>[0]);
    expect(fee.total).toBe("Cancellation fee AED 50.00");
    const cash = moneyView({
      ...moneyFixture("REJECTED"),
      paymentMethod: "CASH",
      paymentStatus: "CASH_COLLECTED",
      cardLast4: null,
    } as Parameters<typeof moneyView>[0]);
    expect(cash.payment).toBe("Cash · Paid in cash");
    expect(cash.total).toBe("Total AED 275.00 incl. 5% VAT AED 13.10");
  });
});
