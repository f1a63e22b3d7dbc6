import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uaeToday } from "../../command-api/uaeToday";
import { addDays } from "../../domain/rules/uaeTime";
import type { TestProcessor } from "../../infra/payments/testProcessor/testProcessor";
import { mondayOf } from "../features/money/uaeWeek";
import { completeJob, requestState, runWorker, startedJob, startMoneyServer } from "../testing/moneyFlow";
import { anonymous, signUp, signUpAdmin } from "../testing/scenario";
import { run, type TestUser } from "../testing/testClients";
import type { TestServer } from "../testing/testServer";

let server: TestServer;
let processor: TestProcessor;
let customer: TestUser;
let captain: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ server, processor } = await startMoneyServer());
  [customer, captain] = await Promise.all([
    signUp(server, "customer"),
    signUp(server, "provider", { isOnline: true, latitude: 25.2, longitude: 55.27, name: "Saeed Payout" }),
  ]);
  admin = await signUpAdmin(server);
}, 120_000);
afterAll(() => server?.close());

/** A valid UAE IBAN (mod-97 check digits 07). */
const IBAN = "AE07 0331 2345 6789 0123 456";

/** A card job done and charged, with its invoice: the captain's balance has its earnings. */
async function chargedJob(): Promise<{ requestId: string; totalAed: number }> {
  const job = await startedJob(customer, captain, "CARD");
  await completeJob(captain, job.requestId);
  await runWorker(server, processor, job.requestId);
  await server.settle();
  return job;
}

describe("paymentConfig", () => {
  it("tells anyone signed in how payments are taken", async () => {
    const config = await run<{
      paymentConfig: Record<string, unknown> & { testCards: { outcome: string }[] };
    }>(
      customer,
      `query { paymentConfig { provider stripePublishableKey cancellationFeeAed commissionPercent vatRatePercent
        testCards { number brand outcome label } } }`,
    );
    expect(config.code).toBeNull();
    expect(config.data?.paymentConfig).toMatchObject({
      provider: "test",
      stripePublishableKey: null,
      cancellationFeeAed: 50,
      commissionPercent: 15,
      vatRatePercent: 5,
    });
    expect(config.data?.paymentConfig.testCards.map((c) => c.outcome).sort()).toEqual([
      "APPROVED",
      "APPROVED",
      "DECLINED",
      "INSUFFICIENT_FUNDS",
      "REQUIRES_ACTION",
    ]);
    expect((await run(anonymous(server), `query { paymentConfig { provider } }`)).code).toBe(
      "UNAUTHENTICATED",
    );
  });
});

const SET_ACCOUNT = `mutation S($iban: String!, $name: String!) {
  setPayoutAccount(iban: $iban, accountName: $name) { ibanMasked accountName setAt } }`;
const RUN_FIELDS = `id weekStart weekEnd status totalTransferAed paidAt bankReference csvUrl
  lines { providerId captainName iban accountName payableAed cashHeldAed transferAed }`;
const PREPARE = `mutation P($week: String!) { preparePayoutRun(weekStart: $week) { ${RUN_FIELDS} } }`;
const PAID = `mutation M($id: ID!, $ref: String!) { markPayoutRunPaid(runId: $id, bankReference: $ref) { ${RUN_FIELDS} } }`;
const EARNINGS = `query { myEarnings { providerId balanceAed payableAed cashHeldAed todayEarningsAed weekEarningsAed
  commissionPercent jobs { requestId grossAed netAed commissionAed earningsAed } payouts { runId status transferAed bankReference } } }`;

interface Run {
  id: string;
  weekStart: string;
  weekEnd: string;
  status: string;
  totalTransferAed: number;
  bankReference: string | null;
  csvUrl: string;
  lines: { providerId: string; captainName: string; iban: string; transferAed: number; payableAed: number }[];
}
interface Earnings {
  payableAed: number;
  balanceAed: number;
  todayEarningsAed: number;
  jobs: { requestId: string; grossAed: number; netAed: number; commissionAed: number; earningsAed: number }[];
  payouts: { runId: string; status: string; transferAed: number; bankReference: string | null }[];
}

describe("payout accounts and runs", () => {
  it("a captain sets a UAE IBAN; a bad one is refused naming the field", async () => {
    const bad = await run(captain, SET_ACCOUNT, {
      iban: "AE08 0331 2345 6789 0123 456",
      name: "Saeed Payout",
    });
    expect(bad).toMatchObject({ code: "BAD_USER_INPUT", field: "iban" });
    expect(bad.message).toContain("check digits");
    const short = await run(captain, SET_ACCOUNT, { iban: "AE07 0331", name: "Saeed Payout" });
    expect(short).toMatchObject({ code: "BAD_USER_INPUT", field: "iban" });
    expect((await run(customer, SET_ACCOUNT, { iban: IBAN, name: "Me" })).code).toBe("FORBIDDEN");

    const set = await run<{ setPayoutAccount: { ibanMasked: string; accountName: string } }>(
      captain,
      SET_ACCOUNT,
      {
        iban: IBAN,
        name: "Saeed Payout",
      },
    );
    expect(set.code).toBeNull();
    expect(set.data?.setPayoutAccount.accountName).toBe("Saeed Payout");
    // Printed as banks group it, all but the last four digits hidden.
    expect(set.data?.setPayoutAccount.ibanMasked).toBe("AE** **** **** **** ***3 456");
    const mine = await run<{ myPayoutAccount: { accountName: string } | null }>(
      captain,
      `query { myPayoutAccount { ibanMasked accountName } }`,
    );
    expect(mine.data?.myPayoutAccount?.accountName).toBe("Saeed Payout");
  });

  it("an admin prepares an ended week's run from the ledger balances and marks it paid; the captain sees it", async () => {
    const { requestId, totalAed } = await chargedJob();
    const before = await run<{ myEarnings: Earnings }>(captain, EARNINGS);
    expect(before.code).toBeNull();
    const job = before.data?.myEarnings.jobs.find((j) => j.requestId === requestId);
    expect(job?.grossAed).toBe(totalAed);
    // Commission is 15 % of the net; the captain earns the rest of the net.
    expect(job?.commissionAed).toBeCloseTo(Math.round((job?.netAed ?? 0) * 15) / 100, 2);
    expect(job?.earningsAed).toBeCloseTo((job?.netAed ?? 0) - (job?.commissionAed ?? 0), 2);
    const payable = before.data?.myEarnings.payableAed ?? 0;
    expect(payable).toBeGreaterThan(0);

    const today = uaeToday(server.commands.clock);
    const thisMonday = mondayOf(today);
    const lastMonday = addDays(thisMonday, -7);
    // This week has not ended; a Tuesday starts no week.
    expect(await run(admin, PREPARE, { week: thisMonday })).toMatchObject({
      code: "CONFLICT",
      field: "weekStart",
    });
    expect(await run(admin, PREPARE, { week: addDays(lastMonday, 1) })).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "weekStart",
    });
    expect((await run(captain, PREPARE, { week: lastMonday })).code).toBe("FORBIDDEN");

    const prepared = await run<{ preparePayoutRun: Run }>(admin, PREPARE, { week: lastMonday });
    expect(prepared.code).toBeNull();
    const runView = prepared.data?.preparePayoutRun;
    expect(runView).toMatchObject({
      weekStart: lastMonday,
      weekEnd: addDays(lastMonday, 6),
      status: "PREPARED",
    });
    expect(runView?.csvUrl).toBe(`/api/admin/payout-runs/${runView?.id}/transfers.csv`);
    expect(runView?.lines).toEqual([
      expect.objectContaining({
        providerId: captain.id,
        captainName: "Saeed Payout",
        iban: IBAN.replace(/\s/g, ""),
        payableAed: payable,
        transferAed: payable,
      }),
    ]);
    expect(runView?.totalTransferAed).toBe(payable);
    // One run a week, and none while this one waits to be paid.
    expect((await run(admin, PREPARE, { week: lastMonday })).code).toBe("CONFLICT");

    const paid = await run<{ markPayoutRunPaid: Run }>(admin, PAID, {
      id: runView?.id,
      ref: "ENBD-BATCH-0042",
    });
    expect(paid.code).toBeNull();
    expect(paid.data?.markPayoutRunPaid).toMatchObject({ status: "PAID", bankReference: "ENBD-BATCH-0042" });
    await server.settle();
    const after = await run<{ myEarnings: Earnings }>(captain, EARNINGS);
    expect(after.data?.myEarnings.payableAed).toBe(0);
    expect(after.data?.myEarnings.payouts).toEqual([
      { runId: runView?.id, status: "PAID", transferAed: payable, bankReference: "ENBD-BATCH-0042" },
    ]);
    const runs = await run<{ payoutRuns: Run[] }>(admin, `query { payoutRuns { id status } }`);
    expect(runs.data?.payoutRuns.map((r) => r.id)).toContain(runView?.id);
    expect((await run(captain, `query { payoutRuns { id } }`)).code).toBe("FORBIDDEN");
  });
});

const SUMMARY = `query S($from: String!, $to: String!) { ledgerSummary(from: $from, to: $to) {
  from to grossBilledAed netBilledAed vatAed platformRevenueAed capturedAed refundedAed cashCollectedAed
  balances { account balanceAed } trialBalanceAed } }`;
const RECONCILE = `query R($from: String!, $to: String!) { reconciliation(from: $from, to: $to) {
  from to paymentsChecked matched differences { requestId paymentId processorCapturedAed ledgerCapturedAed
  processorRefundedAed ledgerRefundedAed problem } } }`;

interface Report {
  paymentsChecked: number;
  matched: number;
  differences: {
    requestId: string;
    processorCapturedAed: number;
    ledgerCapturedAed: number;
    problem: string;
  }[];
}

describe("the ledger for admins", () => {
  it("sums the period and the trial balance is zero", async () => {
    const { totalAed } = await chargedJob();
    const today = uaeToday(server.commands.clock);
    const summary = await run<{ ledgerSummary: Record<string, number> }>(admin, SUMMARY, {
      from: today,
      to: today,
    });
    expect(summary.code).toBeNull();
    expect(summary.data?.ledgerSummary.trialBalanceAed).toBe(0);
    expect(summary.data?.ledgerSummary.capturedAed).toBeGreaterThanOrEqual(totalAed);
    expect(summary.data?.ledgerSummary.grossBilledAed).toBeCloseTo(
      (summary.data?.ledgerSummary.netBilledAed ?? 0) + (summary.data?.ledgerSummary.vatAed ?? 0),
      2,
    );
    expect(await run(admin, SUMMARY, { from: today, to: addDays(today, -1) })).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "to",
    });
    expect(await run(admin, SUMMARY, { from: "2026-02-30", to: today })).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "from",
    });
    expect((await run(captain, SUMMARY, { from: today, to: today })).code).toBe("FORBIDDEN");
  });

  it("reconciliation matches the processor with the ledger, and lists what someone changed behind its back", async () => {
    const tampered = await chargedJob();
    const vanished = await chargedJob();
    const today = uaeToday(server.commands.clock);
    const clean = await run<{ reconciliation: Report }>(admin, RECONCILE, { from: today, to: today });
    expect(clean.code).toBeNull();
    expect(clean.data?.reconciliation.differences).toEqual([]);
    expect(clean.data?.reconciliation.matched).toBe(clean.data?.reconciliation.paymentsChecked);
    expect(clean.data?.reconciliation.paymentsChecked).toBeGreaterThanOrEqual(2);

    // The processor's books disagree: one payment captured AED 1.00 less, another gone.
    const paymentOf = async (requestId: string): Promise<string> => {
      const booking = (await requestState(server, requestId)).money.payments.find(
        (p) => p.purpose === "booking",
      );
      if (!booking) throw new Error(`request ${requestId} has no booking payment`);
      return booking.paymentId;
    };
    await server.sql.query(
      "UPDATE payments_test.payments SET captured_fils = captured_fils - 100 WHERE payment_id = $1",
      [await paymentOf(tampered.requestId)],
    );
    await server.sql.query(
      "UPDATE payments_test.payments SET payment_id = 'pi_gone_' || payment_id WHERE payment_id = $1",
      [await paymentOf(vanished.requestId)],
    );
    const report = await run<{ reconciliation: Report }>(admin, RECONCILE, { from: today, to: today });
    const differences = report.data?.reconciliation.differences ?? [];
    expect(differences.map((d) => d.requestId).sort()).toEqual(
      [tampered.requestId, vanished.requestId].sort(),
    );
    const short = differences.find((d) => d.requestId === tampered.requestId);
    expect(short).toMatchObject({ ledgerCapturedAed: tampered.totalAed });
    expect(short?.processorCapturedAed).toBeCloseTo(tampered.totalAed - 1, 2);
    expect(short?.problem).toContain("captured");
    expect(differences.find((d) => d.requestId === vanished.requestId)?.problem).toContain(
      "the processor has no payment",
    );
    expect(report.data?.reconciliation.matched).toBe((report.data?.reconciliation.paymentsChecked ?? 0) - 2);
    expect((await run(customer, RECONCILE, { from: today, to: today })).code).toBe("FORBIDDEN");
  });
});
