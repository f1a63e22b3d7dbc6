import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EventLog } from "../testing/eventLog";
import {
  cashCollected,
  creditNoteIssued,
  paymentCaptured,
  paymentRefunded,
  payoutLine,
  payoutRunPaid,
  payoutRunPrepared,
  taxInvoiceIssued,
} from "../testing/moneyEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { AT, atMinute } from "../testing/requestEventBuilders";
import { CAPTAIN_EARNINGS_CHANGED_TOPIC, captainEarningsProjection } from "./captainEarningsProjection";
import { LEDGER_CHANGED_TOPIC, ledgerProjection } from "./projection";
import {
  captainBalance,
  captainBalances,
  earningLines,
  earningsBetween,
  ledgerByRequest,
  ledgerSummary,
  revenueByDay,
  trialBalanceFils,
  weeklyStatements,
  weekStartOf,
} from "./queries";

/*
 * A AED 275 job: 275.00 = 261.90 + 13.10 VAT; commission 15 % of 261.90 = 39.285 → 39.29;
 * earnings 261.90 − 39.29 = 222.61. A AED 100 credit: 95.24 + 4.76 VAT; commission 14.29; earnings 80.95.
 * AT is Monday 2025-03-10, noon in Dubai.
 */
const EARNED = 22_261;
const CREDIT_EARNED = 8_095;
const day = (date: string) => `${date}T08:00:00.000Z`;

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([ledgerProjection, captainEarningsProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

/** r3 (card, previous week, paid out on Tuesday), r1 (card, Monday, AED 100 refunded Thursday), r2 (cash, Wednesday). */
const history = () => [
  taxInvoiceIssued("r3", "INV-000001", { supplyDate: day("2025-03-05") }),
  paymentCaptured("r3", "pay-r3", 27_500, day("2025-03-05")),
  taxInvoiceIssued("r1", "INV-000002", { supplyDate: AT }),
  paymentCaptured("r1", "pay-r1", 27_500, atMinute(31)),
  payoutRunPrepared("run-1", "2025-03-03", "2025-03-09", [
    payoutLine("p1", EARNED),
    payoutLine("p2", 0, 500),
  ]),
  payoutRunPaid("run-1", day("2025-03-11")),
  taxInvoiceIssued("r2", "INV-000003", { supplyDate: day("2025-03-12"), paymentMethod: "cash" }),
  cashCollected("r2", "p1", 27_500, day("2025-03-12")),
  paymentRefunded("r1", "f1", "pay-r1", 10_000, day("2025-03-13")),
  creditNoteIssued("r1", "CN-000001", "INV-000002", "f1", 10_000, { issuedAt: day("2025-03-13") }),
];

describe("ledger_transactions and ledger_lines", () => {
  it("posts every money event in balanced transactions and announces the captains touched", async () => {
    const changes = await harness.apply(log.recordAll(history()));
    expect(changes).toEqual([
      { topic: LEDGER_CHANGED_TOPIC, payload: { providerIds: ["p1"] } },
      { topic: CAPTAIN_EARNINGS_CHANGED_TOPIC, payload: { providerId: "p1" } },
    ]);
    const { rows } = await harness.sql.query<{ kind: string; total: number; lines: number }>(
      `SELECT t.kind, SUM(l.amount_fils)::float8 AS total, COUNT(*)::int AS lines
         FROM rm.ledger_transactions t JOIN rm.ledger_lines l USING (transaction_id)
        GROUP BY t.transaction_id, t.kind ORDER BY t.kind`,
    );
    expect(rows.map((r) => r.kind)).toEqual([
      "card-capture",
      "card-capture",
      "cash-collected",
      "credit-note",
      "invoice",
      "invoice",
      "invoice",
      "payout",
      "refund",
    ]);
    expect(rows.every((r) => r.total === 0)).toBe(true);
    expect(await trialBalanceFils(harness.sql)).toBe(0);
    const invoice = await harness.sql.query<{
      account: string;
      party_id: string | null;
      amount: number;
      day: string;
    }>(
      `SELECT l.account, l.party_id, l.amount_fils::float8 AS amount, l.day::text AS day
         FROM rm.ledger_lines l JOIN rm.ledger_transactions t USING (transaction_id)
        WHERE t.kind = 'invoice' AND t.request_id = 'r1' ORDER BY l.line_no`,
    );
    expect(invoice.rows).toEqual([
      { account: "customer", party_id: null, amount: 27_500, day: "2025-03-10" },
      { account: "vat-payable", party_id: null, amount: -1_310, day: "2025-03-10" },
      { account: "captain-payable", party_id: "p1", amount: -EARNED, day: "2025-03-10" },
      { account: "platform-revenue", party_id: null, amount: -3_929, day: "2025-03-10" },
    ]);
  });

  it("changes nothing when events come again, and fails a payout whose run it never saw", async () => {
    const events = log.recordAll(history());
    await harness.apply(events);
    await harness.apply(events);
    expect(await captainBalance(harness.sql, "p1")).toEqual({
      payableFils: 3 * EARNED - CREDIT_EARNED - EARNED,
      cashHeldFils: 27_500,
    });
    await expect(harness.apply(log.recordAll([payoutRunPaid("run-unknown")]))).rejects.toThrow(
      /run-unknown before its PayoutRunPrepared/,
    );
  });
});

describe("ledger queries", () => {
  beforeEach(async () => {
    await harness.apply(log.recordAll(history()));
  });

  it("gives each captain's payable and cash held, all time or by a day", async () => {
    expect(await captainBalances(harness.sql)).toEqual([
      { providerId: "p1", payableFils: 3 * EARNED - CREDIT_EARNED - EARNED, cashHeldFils: 27_500 },
    ]);
    expect(await captainBalances(harness.sql, { asOf: "2025-03-09" })).toEqual([
      { providerId: "p1", payableFils: EARNED, cashHeldFils: 0 },
    ]);
    expect(await captainBalance(harness.sql, "p9")).toEqual({ payableFils: 0, cashHeldFils: 0 });
    await expect(captainBalances(harness.sql, { asOf: "9 March" })).rejects.toThrow(/^asOf:/);
  });

  it("lists the captain's jobs with their credits taken off, newest first", async () => {
    expect(await earningLines(harness.sql, "p1", { limit: 50 })).toEqual([
      {
        requestId: "r2",
        serviceType: "towing",
        paymentMethod: "cash",
        supplyDate: day("2025-03-12"),
        grossFils: 27_500,
        vatFils: 1_310,
        netFils: 26_190,
        commissionFils: 3_929,
        earningsFils: EARNED,
        creditedFils: 0,
      },
      {
        requestId: "r1",
        serviceType: "towing",
        paymentMethod: "card",
        supplyDate: AT,
        grossFils: 17_500,
        vatFils: 834,
        netFils: 16_666,
        commissionFils: 2_500,
        earningsFils: EARNED - CREDIT_EARNED,
        creditedFils: 10_000,
      },
      expect.objectContaining({ requestId: "r3", earningsFils: EARNED }),
    ]);
    expect(await earningLines(harness.sql, "p1", { limit: 1 })).toHaveLength(1);
    expect(await earningLines(harness.sql, "p2", { limit: 50 })).toEqual([]);
    await expect(earningLines(harness.sql, "p1", { limit: 0 })).rejects.toThrow(/limit/);
  });

  it("writes weekly statements by UAE week, Monday to Sunday", async () => {
    expect(weekStartOf("2025-03-16")).toBe("2025-03-10");
    expect(weekStartOf("2025-03-10")).toBe("2025-03-10");
    expect(await weeklyStatements(harness.sql, "p1", { weeks: 3, today: "2025-03-14" })).toEqual([
      {
        weekStart: "2025-03-10",
        weekEnd: "2025-03-16",
        jobs: 2,
        grossFils: 45_000,
        commissionFils: 2 * 3_929 - 1_429,
        earningsFils: 2 * EARNED - CREDIT_EARNED,
        cashCollectedFils: 27_500,
        paidOutFils: EARNED,
        closingBalanceFils: 3 * EARNED - CREDIT_EARNED - EARNED - 27_500,
      },
      {
        weekStart: "2025-03-03",
        weekEnd: "2025-03-09",
        jobs: 1,
        grossFils: 27_500,
        commissionFils: 3_929,
        earningsFils: EARNED,
        cashCollectedFils: 0,
        paidOutFils: 0,
        closingBalanceFils: EARNED,
      },
      {
        weekStart: "2025-02-24",
        weekEnd: "2025-03-02",
        jobs: 0,
        grossFils: 0,
        commissionFils: 0,
        earningsFils: 0,
        cashCollectedFils: 0,
        paidOutFils: 0,
        closingBalanceFils: 0,
      },
    ]);
    expect(await earningsBetween(harness.sql, "p1", { from: "2025-03-10", to: "2025-03-16" })).toBe(
      2 * EARNED - CREDIT_EARNED,
    );
    expect(await earningsBetween(harness.sql, "p1", { from: "2025-03-10", to: "2025-03-10" })).toBe(EARNED);
    await expect(weeklyStatements(harness.sql, "p1", { weeks: 0, today: "2025-03-14" })).rejects.toThrow(
      /weeks/,
    );
  });

  it("sums a period for the admins, with every account's balance and a zero trial balance", async () => {
    const summary = await ledgerSummary(harness.sql, { from: "2025-03-10", to: "2025-03-16" });
    expect(summary).toEqual({
      from: "2025-03-10",
      to: "2025-03-16",
      grossBilledFils: 45_000,
      netBilledFils: 45_000 - 2_144,
      vatFils: 1_310 * 2 - 476,
      platformRevenueFils: 2 * 3_929 - 1_429,
      capturedFils: 27_500,
      refundedFils: 10_000,
      cashCollectedFils: 27_500,
      balances: [
        { account: "customer", balanceFils: 0 },
        { account: "payment-clearing", balanceFils: 55_000 - 10_000 - EARNED },
        { account: "captain-payable", balanceFils: -(3 * EARNED - CREDIT_EARNED - EARNED) },
        { account: "cash-held-by-captains", balanceFils: 27_500 },
        { account: "platform-revenue", balanceFils: -(3 * 3_929 - 1_429) },
        { account: "vat-payable", balanceFils: -(3 * 1_310 - 476) },
      ],
      trialBalanceFils: 0,
    });
    await expect(ledgerSummary(harness.sql, { from: "2025-03-16", to: "2025-03-10" })).rejects.toThrow(
      /before/,
    );
  });

  it("gives revenue per UAE day, every day of the range", async () => {
    const zero = { grossFils: 0, netFils: 0, vatFils: 0, platformRevenueFils: 0 };
    const job = { grossFils: 27_500, netFils: 26_190, vatFils: 1_310, platformRevenueFils: 3_929 };
    expect(await revenueByDay(harness.sql, { from: "2025-03-09", to: "2025-03-13" })).toEqual([
      { day: "2025-03-09", ...zero },
      { day: "2025-03-10", ...job },
      { day: "2025-03-11", ...zero },
      { day: "2025-03-12", ...job },
      { day: "2025-03-13", grossFils: -10_000, netFils: -9_524, vatFils: -476, platformRevenueFils: -1_429 },
    ]);
    await expect(revenueByDay(harness.sql, { from: "2020-01-01", to: "2025-01-01" })).rejects.toThrow(/^to:/);
  });

  it("gives card captures and refunds per request", async () => {
    const byRequest = await ledgerByRequest(harness.sql, ["r1", "r2", "rX"]);
    expect(Object.fromEntries(byRequest)).toEqual({
      r1: { capturedFils: 27_500, refundedFils: 10_000 },
      r2: { capturedFils: 0, refundedFils: 0 },
      rX: { capturedFils: 0, refundedFils: 0 },
    });
  });
});
