import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminMetricsProjection } from "../admin-metrics/projection";
import { captainEarningsProjection } from "../ledger/captainEarningsProjection";
import { providerDirectoryProjection } from "../provider-directory/projection";
import { requestHistoryProjection } from "../request-history/projection";
import { EventLog } from "../testing/eventLog";
import { taxInvoiceIssued } from "../testing/moneyEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import {
  jobAccepted,
  jobCompleted,
  jobStarted,
  requestCancelled,
  reviewPosted,
  serviceRequested,
} from "../testing/requestEventBuilders";
import {
  cancellationReasons,
  delayedJobs,
  NO_REASON,
  providerLeaderboard,
  responseTimeDistribution,
  waitingRequests,
} from ".";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([
    adminMetricsProjection,
    requestHistoryProjection,
    providerDirectoryProjection,
    captainEarningsProjection,
  ]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

/** 10 March 2025 (UAE); t(h, m) is that day's UAE wall-clock time as a UTC instant. */
const t = (hour: number, minute = 0) => new Date(Date.UTC(2025, 2, 10, hour - 4, minute)).toISOString();
const DAY = { from: "2025-03-10", to: "2025-03-10" };

function job(id: string, provider: string, hour: number, acceptMin: number, price: number, rating?: number) {
  return [
    serviceRequested({ requestId: id, customerId: `c-${id}`, requestedAt: t(hour) }),
    jobAccepted(id, provider, t(hour, acceptMin)),
    jobStarted(id, provider, t(hour, acceptMin + 5)),
    jobCompleted(id, provider, price, t(hour, 50)),
    taxInvoiceIssued(id, `INV-${id}`, {
      providerId: provider,
      grossFils: [price * 100],
      supplyDate: t(hour, 50),
    }),
    ...(rating
      ? [
          reviewPosted({
            requestId: id,
            reviewerId: `c-${id}`,
            revieweeId: provider,
            reviewerRole: "customer",
            rating,
            postedAt: t(hour, 55),
          }),
        ]
      : []),
  ];
}

describe("admin analytics", () => {
  it("buckets request → accept times, every bucket present and in order", async () => {
    await harness.apply(
      log.recordAll([
        ...job("a", "p1", 9, 0, 100),
        ...job("b", "p1", 10, 3, 100),
        ...job("c", "p2", 11, 4, 100),
        ...job("d", "p2", 12, 45, 100),
      ]),
    );
    const buckets = await responseTimeDistribution(harness.sql, DAY);
    expect(buckets.map((b) => [b.label, b.count])).toEqual([
      ["0–1 min", 1],
      ["1–2 min", 0],
      ["2–5 min", 2],
      ["5–10 min", 0],
      ["10–15 min", 0],
      ["15–30 min", 0],
      ["30+ min", 1],
    ]);
    expect(
      (await responseTimeDistribution(harness.sql, { from: "2025-03-11", to: "2025-03-12" })).every(
        (b) => b.count === 0,
      ),
    ).toBe(true);
  });

  it("groups cancellations by reason and who cancelled, blank reasons named", async () => {
    const cancelled = (id: string, reason: string | null, byRole: "customer" | "provider" = "customer") => [
      serviceRequested({ requestId: id, customerId: `c-${id}`, requestedAt: t(9) }),
      {
        ...requestCancelled(id, `c-${id}`, t(9, 10), byRole),
        data: { ...requestCancelled(id, `c-${id}`, t(9, 10), byRole).data, reason },
      },
    ];
    await harness.apply(
      log.recordAll([
        ...cancelled("a", "Found another way"),
        ...cancelled("b", "Found another way"),
        ...cancelled("c", "  "),
        ...cancelled("d", null, "provider"),
      ]),
    );
    expect(await cancellationReasons(harness.sql, DAY)).toEqual([
      { reason: "Found another way", byRole: "customer", count: 2 },
      { reason: NO_REASON, byRole: "customer", count: 1 },
      { reason: NO_REASON, byRole: "provider", count: 1 },
    ]);
    expect(await cancellationReasons(harness.sql, { from: "2025-03-09", to: "2025-03-09" })).toEqual([]);
  });

  it("ranks providers by jobs completed in the range, then revenue, with ratings and response", async () => {
    await harness.apply(
      log.recordAll([
        ...job("a", "p1", 9, 2, 300, 5),
        ...job("b", "p1", 10, 4, 200, 4),
        ...job("c", "p2", 11, 1, 900),
        ...job("d", "p3", 12, 1, 100),
        // The day before: outside the range.
        ...job("e", "p3", -5, 1, 100),
      ]),
    );
    const board = await providerLeaderboard(harness.sql, DAY);
    expect(
      board.map((e) => [e.providerId, e.jobs, e.revenueAed, e.rating, e.ratings, e.meanResponseMinutes]),
    ).toEqual([
      ["p1", 2, 500, 4.5, 2, 3],
      ["p2", 1, 900, null, 0, 1],
      ["p3", 1, 100, null, 0, 1],
    ]);
    // 300 + 200 = (285.71 + 14.29 VAT) + (190.48 + 9.52 VAT).
    expect(board[0]?.revenueNetAed).toBe(476.19);
    await expect(providerLeaderboard(harness.sql, DAY, 0)).rejects.toThrow(/limit/);
  });

  it("finds requests nobody took and jobs not started, oldest first", async () => {
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "old", customerId: "c1", requestedAt: t(9) }),
        serviceRequested({ requestId: "new", customerId: "c2", requestedAt: t(9, 20) }),
        serviceRequested({ requestId: "later", customerId: "c3", requestedAt: t(8), scheduledAt: t(15) }),
        serviceRequested({ requestId: "late-job", customerId: "c4", requestedAt: t(8) }),
        jobAccepted("late-job", "p1", t(8, 5)),
      ]),
    );
    const now = new Date(t(9, 30));
    const waiting = await waitingRequests(harness.sql, new Date(now.getTime() - 15 * 60_000));
    expect(waiting).toEqual({ count: 1, oldestId: "old", oldestSince: t(9) });
    expect((await waitingRequests(harness.sql, now)).count).toBe(2);
    const delayed = await delayedJobs(harness.sql, new Date(now.getTime() - 35 * 60_000));
    expect(delayed).toEqual({ count: 1, oldestId: "late-job", oldestSince: t(8, 5) });
    expect(await delayedJobs(harness.sql, new Date(t(8)))).toEqual({
      count: 0,
      oldestId: null,
      oldestSince: null,
    });
  });
});
