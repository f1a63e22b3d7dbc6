import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { postingsOf } from "../../../domain/ledger/postings";
import type { RecordedEvent } from "../../../domain/ports/eventStore";
import type { ReadModelEvent } from "../shared/domainEvent";
import { EventLog } from "../testing/eventLog";
import {
  cashCollected,
  creditNoteIssued,
  paymentAuthorized,
  paymentCaptured,
  paymentRefunded,
  paymentVoided,
  payoutLine,
  payoutRunPaid,
  payoutRunPrepared,
  quoteIssued,
  refundRequested,
  taxInvoiceIssued,
} from "../testing/moneyEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { atMinute } from "../testing/requestEventBuilders";
import { captainEarningsProjection } from "./captainEarningsProjection";
import { ledgerProjection } from "./projection";
import { trialBalanceFils } from "./queries";

/*
 * The ledger property: over random histories of bookings, cancellations (with and without
 * a fee), extras, refunds, cash jobs and payouts, projected in random batches with redeliveries,
 * every transaction sums to zero, the trial balance is zero, and a replay from zero gives the same rows.
 * Histories are built from events directly, valid by construction: captures and cash equal the
 * invoiced amount, refunds never exceed what was captured, payout lines come from the balances.
 */

const CAPTAINS = ["p1", "p2", "p3"] as const;

const job = fc.record({
  captain: fc.constantFrom(...CAPTAINS),
  method: fc.constantFrom("card" as const, "cash" as const),
  quoteFils: fc.integer({ min: 100, max: 200_000 }),
  extrasFils: fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 2 }),
  outcome: fc.constantFrom("completed", "completed", "cancelled-before", "cancelled-after"),
  /** Shares (per mille) of what is still refundable, for card jobs. */
  refunds: fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 3 }),
});
const round = fc.record({
  jobs: fc.array(job, { maxLength: 4 }),
  payout: fc.constantFrom("none", "prepared", "paid"),
});

type Job = typeof job extends fc.Arbitrary<infer T> ? T : never;
type Round = typeof round extends fc.Arbitrary<infer T> ? T : never;

function historyOf(rounds: readonly Round[]): ReadModelEvent[] {
  const events: ReadModelEvent[] = [];
  let minute = 0;
  let requests = 0;
  let invoices = 0;
  let creditNotes = 0;
  const at = () => {
    minute += 7;
    return atMinute(minute);
  };
  const addJob = (j: Job) => {
    requests += 1;
    const requestId = `r${requests}`;
    const paymentId = `pay-${requestId}`;
    const card = j.method === "card";
    const booked = j.quoteFils;
    events.push(quoteIssued(requestId, { providerId: j.captain, grossFils: booked, issuedAt: at() }));
    if (card) events.push(paymentAuthorized(requestId, paymentId, booked, { authorizedAt: at() }));
    if (j.outcome === "cancelled-before") {
      if (card) events.push(paymentVoided(requestId, paymentId, at()));
      return;
    }
    // A fee only comes off a card; cash cancellations after acceptance charge nothing.
    const lines =
      j.outcome === "cancelled-after" ? (card ? [Math.min(5_000, booked)] : []) : [booked, ...j.extrasFils];
    if (lines.length === 0) return;
    const total = lines.reduce((a, b) => a + b, 0);
    if (card) events.push(paymentCaptured(requestId, paymentId, total, at()));
    else events.push(cashCollected(requestId, j.captain, total, at()));
    invoices += 1;
    const invoiceNumber = `INV-${String(invoices).padStart(6, "0")}`;
    events.push(
      taxInvoiceIssued(requestId, invoiceNumber, {
        providerId: j.captain,
        paymentMethod: j.method,
        grossFils: lines,
        supplyDate: at(),
      }),
    );
    if (!card) return;
    let refundable = total;
    j.refunds.forEach((share, i) => {
      const amount = Math.floor((refundable * share) / 1000);
      if (amount === 0) return;
      refundable -= amount;
      creditNotes += 1;
      const refundId = `${requestId}-f${i}`;
      events.push(
        refundRequested(requestId, refundId, amount, at()),
        paymentRefunded(requestId, refundId, paymentId, amount, at()),
        creditNoteIssued(
          requestId,
          `CN-${String(creditNotes).padStart(6, "0")}`,
          invoiceNumber,
          refundId,
          amount,
          {
            providerId: j.captain,
            issuedAt: at(),
          },
        ),
      );
    });
  };
  rounds.forEach((r, n) => {
    for (const j of r.jobs) addJob(j);
    if (r.payout === "none") return;
    const runId = `run-${n}`;
    const lines = balancesAfter(events)
      .filter((b) => b.payableFils !== 0 || b.cashHeldFils !== 0)
      .map((b) => payoutLine(b.providerId, Math.max(0, b.payableFils), b.cashHeldFils));
    events.push(payoutRunPrepared(runId, "2025-03-03", "2025-03-09", lines, at()));
    if (r.payout === "paid") events.push(payoutRunPaid(runId, at()));
  });
  return events;
}

/** The captains' balances as the postings of the history so far make them (what a run is prepared from). */
function balancesAfter(events: readonly ReadModelEvent[]) {
  const runs = new Map<string, Parameters<typeof postingsOf>[1]>();
  const balances = new Map<string, { payableFils: number; cashHeldFils: number }>(
    CAPTAINS.map((p) => [p, { payableFils: 0, cashHeldFils: 0 }]),
  );
  events.forEach((event, i) => {
    if (event.type === "PayoutRunPrepared") runs.set(event.data.runId, event.data.lines);
    const run = event.type === "PayoutRunPaid" ? runs.get(event.data.runId) : undefined;
    for (const transaction of postingsOf({ eventId: `e${i}`, type: event.type, data: event.data }, run))
      for (const line of transaction.lines) {
        const balance = line.partyId ? balances.get(line.partyId) : undefined;
        if (!balance) continue;
        if (line.account === "captain-payable") balance.payableFils -= line.amountFils;
        if (line.account === "cash-held-by-captains") balance.cashHeldFils += line.amountFils;
      }
  });
  return [...balances].map(([providerId, b]) => ({ providerId, ...b }));
}

let harness: ReadModelHarness;
beforeAll(async () => {
  harness = await openReadModelHarness([ledgerProjection, captainEarningsProjection]);
});
afterAll(() => harness.close());

const LEDGER_TABLES = ["ledger_transactions", "ledger_lines", "ledger_payout_runs", "captain_earnings"];
async function snapshot(): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of LEDGER_TABLES) {
    const { rows } = await harness.sql.query<{ row: string }>(
      `SELECT to_jsonb(t)::text AS row FROM rm.${table} t ORDER BY 1`,
    );
    result[table] = rows.map((r) => r.row);
  }
  return result;
}

/** Batches cut at the given points; each batch may be delivered twice (a redelivery after a crash). */
function batchesOf(events: readonly RecordedEvent[], cuts: readonly number[], again: readonly boolean[]) {
  const points = [...new Set(cuts.map((c) => c % (events.length + 1)))].sort((a, b) => a - b);
  const bounds = [0, ...points, events.length];
  const batches: RecordedEvent[][] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const batch = events.slice(bounds[i], bounds[i + 1]);
    if (batch.length === 0) continue;
    batches.push(batch);
    if (again[i % Math.max(1, again.length)]) batches.push(batch);
  }
  return batches;
}

it("balances every transaction and the trial balance, and replays to the same rows, in any batches", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(round, { minLength: 1, maxLength: 3 }),
      fc.array(fc.nat(), { maxLength: 8 }),
      fc.array(fc.boolean(), { maxLength: 8 }),
      async (rounds, cuts, again) => {
        const events = new EventLog().recordAll(historyOf(rounds));

        await harness.reset();
        for (const batch of batchesOf(events, cuts, again)) await harness.apply(batch);
        const inBatches = await snapshot();
        const { rows: unbalanced } = await harness.sql.query<{ transaction_id: string }>(
          `SELECT t.transaction_id FROM rm.ledger_transactions t LEFT JOIN rm.ledger_lines l USING (transaction_id)
            GROUP BY t.transaction_id HAVING COALESCE(SUM(l.amount_fils), 0) <> 0`,
        );
        expect(unbalanced).toEqual([]);
        expect(await trialBalanceFils(harness.sql)).toBe(0);

        await harness.reset();
        await harness.apply(events);
        expect(await snapshot()).toEqual(inBatches);
      },
    ),
    { numRuns: 30 },
  );
});

it("the history generator makes money move: invoices, refunds and paid payouts all occur", () => {
  // Guards the property against a generator that silently produces nothing worth checking.
  const sample = fc.sample(fc.array(round, { minLength: 1, maxLength: 3 }), { numRuns: 50, seed: 20 });
  const types = new Set(sample.flatMap((rounds) => historyOf(rounds).map((e) => e.type)));
  for (const type of [
    "TaxInvoiceIssued",
    "CreditNoteIssued",
    "CashCollected",
    "PaymentCaptured",
    "PayoutRunPaid",
  ])
    expect(types).toContain(type);
  const paidLines = sample.flatMap((rounds) =>
    historyOf(rounds).flatMap((e) => (e.type === "PayoutRunPrepared" ? e.data.lines : [])),
  );
  expect(paidLines.some((line) => line.transferFils > 0 && line.cashHeldFils > 0)).toBe(true);
});
