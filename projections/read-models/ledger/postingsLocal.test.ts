import { describe, expect, it } from "vitest";
import {
  cashCollected,
  creditNoteIssued,
  paymentVoided,
  payoutLine,
  payoutRunPaid,
  quoteIssued,
} from "../testing/moneyEventBuilders";
import { AT } from "../testing/requestEventBuilders";
import { postingsOf } from "./postingsLocal";

const posted = (event: { type: string; data: unknown }, run?: Parameters<typeof postingsOf>[1]) =>
  postingsOf({ eventId: "ev-1", ...event }, run);

describe("postingsOf (local copy of domain/ledger/postings.ts's rules)", () => {
  it("posts nothing for money that does not move: quotes and voids", () => {
    expect(posted(quoteIssued("r1"))).toEqual([]);
    expect(posted(paymentVoided("r1", "pay-1"))).toEqual([]);
  });

  it("puts cash on the captain who holds it", () => {
    expect(posted(cashCollected("r1", "p1", 27_500))).toEqual([
      {
        transactionId: "ev-1",
        kind: "cash-collected",
        requestId: "r1",
        payoutRunId: null,
        occurredAt: AT,
        lines: [
          { account: "cash-held-by-captains", partyId: "p1", amountFils: 27_500 },
          { account: "customer", partyId: null, amountFils: -27_500 },
        ],
      },
    ]);
  });

  it("mirrors the invoice for a credit, commission on the credited net", () => {
    // AED 100 credited: 95.24 net + 4.76 VAT; commission 15 % of 95.24 = 14.286 → 14.29.
    expect(posted(creditNoteIssued("r1", "CN-1", "INV-1", "f1", 10_000))[0]?.lines).toEqual([
      { account: "customer", partyId: null, amountFils: -10_000 },
      { account: "vat-payable", partyId: null, amountFils: 476 },
      { account: "captain-payable", partyId: "p1", amountFils: 8_095 },
      { account: "platform-revenue", partyId: null, amountFils: 1_429 },
    ]);
  });

  it("pays each captain's transfer, settles the cash they held, and skips captains who owe", () => {
    const run = [payoutLine("p1", 30_000, 10_000), payoutLine("p2", 1_000, 5_000)];
    expect(posted(payoutRunPaid("run-1"), run)).toEqual([
      {
        transactionId: "ev-1:p1",
        kind: "payout",
        requestId: null,
        payoutRunId: "run-1",
        occurredAt: AT,
        lines: [
          { account: "captain-payable", partyId: "p1", amountFils: 30_000 },
          { account: "cash-held-by-captains", partyId: "p1", amountFils: -10_000 },
          { account: "payment-clearing", partyId: null, amountFils: -20_000 },
        ],
      },
    ]);
  });

  it("refuses a payout without its run's lines, or with a line that does not balance", () => {
    expect(() => posted(payoutRunPaid("run-1"))).toThrow(/run's lines/);
    const wrong = { ...payoutLine("p1", 30_000), transferFils: 29_000 };
    expect(() => posted(payoutRunPaid("run-1"), [wrong])).toThrow(/p1's line does not balance/);
  });
});
