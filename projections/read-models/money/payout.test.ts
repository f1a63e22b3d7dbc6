import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EventLog } from "../testing/eventLog";
import {
  payoutAccountSet,
  payoutLine,
  payoutRunPaid,
  payoutRunPrepared,
} from "../testing/moneyEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { atMinute } from "../testing/requestEventBuilders";
import { PAYOUT_CHANGED_TOPIC, payoutProjection } from "./payoutProjection";
import { payoutAccount, payoutRun, payoutRuns, payoutsOfCaptain } from "./queries";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([payoutProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

describe("payout_accounts", () => {
  it("keeps the captain's latest account", async () => {
    const changes = await harness.apply(log.recordAll([payoutAccountSet("p1")]));
    expect(changes).toEqual([{ topic: PAYOUT_CHANGED_TOPIC, payload: { providerId: "p1" } }]);
    await harness.apply(log.recordAll([payoutAccountSet("p1", "AE460260001015333439101", atMinute(5))]));
    expect(await payoutAccount(harness.sql, "p1")).toEqual({
      providerId: "p1",
      iban: "AE460260001015333439101",
      accountName: "Khalid Recovery",
      setAt: atMinute(5),
    });
    expect(await payoutAccount(harness.sql, "p2")).toBeNull();
  });
});

describe("payout_runs", () => {
  it("lists runs newest week first, marks them paid, and shows each captain their line", async () => {
    await harness.apply(
      log.recordAll([
        payoutRunPrepared("run-1", "2025-03-03", "2025-03-09", [
          payoutLine("p1", 40_000),
          payoutLine("p2", 1_000, 5_000),
        ]),
        payoutRunPrepared(
          "run-2",
          "2025-03-10",
          "2025-03-16",
          [payoutLine("p1", 20_000, 5_000)],
          atMinute(60),
        ),
        payoutRunPaid("run-1", atMinute(30), "ENBD-42"),
      ]),
    );
    const runs = await payoutRuns(harness.sql, { limit: 20 });
    expect(runs.map((r) => [r.runId, r.status, r.totalTransferFils])).toEqual([
      ["run-2", "PREPARED", 15_000],
      ["run-1", "PAID", 40_000],
    ]);
    expect(await payoutRun(harness.sql, "run-1")).toMatchObject({
      weekStart: "2025-03-03",
      weekEnd: "2025-03-09",
      status: "PAID",
      paidAt: atMinute(30),
      paidBy: "admin-1",
      bankReference: "ENBD-42",
      preparedBy: "admin-1",
      lines: [
        { providerId: "p1", payableFils: 40_000, cashHeldFils: 0, transferFils: 40_000 },
        { providerId: "p2", payableFils: 1_000, cashHeldFils: 5_000, transferFils: 0 },
      ],
    });
    expect(await payoutRun(harness.sql, "run-9")).toBeNull();
    expect(await payoutRuns(harness.sql, { limit: 1 })).toHaveLength(1);
    await expect(payoutRuns(harness.sql, { limit: 0 })).rejects.toThrow(/limit/);
    expect(await payoutsOfCaptain(harness.sql, "p1")).toEqual([
      {
        runId: "run-2",
        weekStart: "2025-03-10",
        weekEnd: "2025-03-16",
        transferFils: 15_000,
        status: "PREPARED",
        paidAt: null,
        bankReference: null,
      },
      {
        runId: "run-1",
        weekStart: "2025-03-03",
        weekEnd: "2025-03-09",
        transferFils: 40_000,
        status: "PAID",
        paidAt: atMinute(30),
        bankReference: "ENBD-42",
      },
    ]);
    expect((await payoutsOfCaptain(harness.sql, "p2")).map((p) => [p.runId, p.transferFils])).toEqual([
      ["run-1", 0],
    ]);
    expect(await payoutsOfCaptain(harness.sql, "p3")).toEqual([]);
  });
});
