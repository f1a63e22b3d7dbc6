import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ledgerProjection } from "../ledger/projection";
import { accountRegistered } from "../testing/accountEventBuilders";
import { EventLog } from "../testing/eventLog";
import { creditNoteIssued, taxInvoiceIssued } from "../testing/moneyEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import {
  jobAccepted,
  jobCompleted,
  jobOffered,
  jobStarted,
  requestCancelled,
  requestUnassigned,
  serviceRequested,
} from "../testing/requestEventBuilders";
import { roundTripsOfApply } from "../testing/roundTripsOfApply";
import { statementsOfApply } from "../testing/statementsOfApply";
import { chatMessageSent } from "../testing/tripExtrasEventBuilders";
import { adminMetricsProjection } from "./projection";
import {
  dailyMetrics,
  regionalPerformance,
  requestMetricsToday,
  responseTimes,
  revenueMetricsToday,
  revenueToday,
  userMetricsToday,
} from "./queries";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([adminMetricsProjection, ledgerProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

const DUBAI = { location: "Downtown", latitude: 25.1972, longitude: 55.2744 };
const SHARJAH = { location: "Al Majaz", latitude: 25.3263, longitude: 55.3853 };
const ABU_DHABI = { location: "Corniche", latitude: 24.4672, longitude: 54.3225 };

/** 10 March 2025 (UAE); t(h, m) is that day's UAE wall-clock time as a UTC instant. */
const t = (hour: number, minute = 0) => new Date(Date.UTC(2025, 2, 10, hour - 4, minute)).toISOString();
const NOW = new Date(t(18));
const TODAY = { from: "2025-03-10", to: "2025-03-10" };

/** A job accepted `acceptMin` after the request and started `startMin` after acceptance. */
function job(
  id: string,
  pickup: typeof DUBAI,
  hour: number,
  acceptMin: number,
  startMin: number,
  price: number,
) {
  return [
    serviceRequested({ requestId: id, customerId: `c-${id}`, pickup, requestedAt: t(hour) }),
    jobOffered(id, "p1", t(hour)),
    jobAccepted(id, "p1", t(hour, acceptMin)),
    jobStarted(id, "p1", t(hour, acceptMin + startMin)),
    jobCompleted(id, "p1", price, t(hour, 55)),
    taxInvoiceIssued(id, `INV-${id}`, { grossFils: [Math.round(price * 100)], supplyDate: t(hour, 55) }),
  ];
}

describe("admin_metrics", () => {
  it("counts requests, outcomes and revenue per UAE day, emirate and service", async () => {
    await harness.apply(
      log.recordAll([
        ...job("a", DUBAI, 9, 2, 10, 300),
        ...job("b", DUBAI, 10, 4, 20, 250.25),
        serviceRequested({ requestId: "c", customerId: "c-c", pickup: DUBAI, requestedAt: t(11) }),
        requestCancelled("c", "c-c", t(11, 5)),
        serviceRequested({
          requestId: "d",
          customerId: "c-d",
          pickup: SHARJAH,
          serviceType: "jump-start",
          requestedAt: t(12),
        }),
        requestUnassigned("d", t(12, 10)),
        // 23:30 UAE the day before: yesterday's request, completed today.
        serviceRequested({ requestId: "e", customerId: "c-e", pickup: ABU_DHABI, requestedAt: t(-1, 30) }),
        jobAccepted("e", "p2", t(0, 5)),
        jobCompleted("e", "p2", 400, t(1)),
        taxInvoiceIssued("e", "INV-e", { providerId: "p2", grossFils: [40_000], supplyDate: t(1) }),
      ]),
    );

    const rows = await dailyMetrics(harness.sql, { from: "2025-03-09", to: "2025-03-10" });
    expect(rows.map((r) => [r.day, r.emirate, r.serviceType, r.requests, r.completed, r.revenueAed])).toEqual(
      [
        ["2025-03-09", "Abu Dhabi", "towing", 1, 0, 0],
        ["2025-03-10", "Abu Dhabi", "towing", 0, 1, 400],
        ["2025-03-10", "Dubai", "towing", 3, 2, 550.25],
        ["2025-03-10", "Sharjah", "jump-start", 1, 0, 0],
      ],
    );
    const dubai = rows[2]!;
    expect(dubai).toMatchObject({ cancelled: 1, unassigned: 0 });
    expect(dubai.requestToAccept).toEqual({ count: 2, meanMinutes: 3, p90Minutes: 3.8 });
    expect(dubai.acceptToStart).toEqual({ count: 2, meanMinutes: 15, p90Minutes: 19 });
    expect(rows[3]).toMatchObject({ unassigned: 1 });

    expect(await requestMetricsToday(harness.sql, NOW)).toEqual({ totalRequests: 4 });
    expect(await revenueMetricsToday(harness.sql, NOW)).toEqual({ totalRevenue: 950.25 });
    // 300.00 = 285.71 + 14.29 VAT; 250.25 = 238.33 + 11.92 VAT; 400.00 = 380.95 + 19.05 VAT.
    expect(rows[2]?.revenueNetAed).toBe(524.04);
    expect(await revenueToday(harness.sql, NOW)).toEqual({ grossAed: 950.25, netAed: 904.99, vatAed: 45.26 });
  });

  it("takes a credit note off the revenue of the day it is issued", async () => {
    await harness.apply(
      log.recordAll([
        ...job("a", DUBAI, 9, 2, 10, 300),
        creditNoteIssued("a", "CN-a", "INV-a", "f1", 10_000, { issuedAt: t(15) }),
      ]),
    );
    const [dubai] = await dailyMetrics(harness.sql, TODAY);
    // 100.00 = 95.24 + 4.76 VAT off 285.71 + 14.29.
    expect(dubai).toMatchObject({ completed: 1, revenueAed: 200, revenueNetAed: 190.47 });
    expect(await revenueMetricsToday(harness.sql, NOW)).toEqual({ totalRevenue: 200 });
    expect((await regionalPerformance(harness.sql, TODAY))[1]).toMatchObject({
      revenueAed: 200,
      revenueNetAed: 190.47,
    });
  });

  it("computes an exact p90 over the raw durations, filtered by emirate and service", async () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 30];
    await harness.apply(
      log.recordAll(minutes.flatMap((m, i) => job(`r${i}`, DUBAI, 8 + (i % 8), m, 2 * m, 100))),
    );
    await harness.apply(log.recordAll(job("sharjah", SHARJAH, 9, 50, 50, 100)));

    const dubai = await responseTimes(harness.sql, { ...TODAY, emirate: "Dubai", serviceType: "towing" });
    // percentile_cont(0.9) of 1..9, 30: 9 + 0.1 * (30 - 9).
    expect(dubai.requestToAccept).toMatchObject({ count: 10, meanMinutes: 7.5 });
    expect(dubai.requestToAccept.p90Minutes).toBeCloseTo(11.1, 9);
    expect(dubai.acceptToStart.p90Minutes).toBeCloseTo(22.2, 9);
    const all = await responseTimes(harness.sql, TODAY);
    expect(all.requestToAccept.count).toBe(11);
    const none = await responseTimes(harness.sql, { from: "2025-01-01", to: "2025-01-31" });
    expect(none.requestToAccept).toEqual({ count: 0, meanMinutes: null, p90Minutes: null });
  });

  it("lists all seven regions in the admin panel's order, with rates", async () => {
    await harness.apply(
      log.recordAll([
        ...job("a", DUBAI, 9, 6, 10, 300),
        serviceRequested({ requestId: "c", customerId: "c-c", pickup: DUBAI, requestedAt: t(11) }),
        requestCancelled("c", "c-c", t(11, 5)),
        ...job("s", SHARJAH, 9, 2, 10, 150),
      ]),
    );
    const regions = await regionalPerformance(harness.sql, TODAY);
    expect(regions.map((r) => r.region)).toEqual([
      "Abu Dhabi",
      "Dubai",
      "Sharjah",
      "Ajman",
      "Fujairah",
      "RAK",
      "UQ",
    ]);
    expect(regions[1]).toEqual({
      region: "Dubai",
      emirate: "Dubai",
      requests: 2,
      revenueAed: 300,
      revenueNetAed: 285.71,
      completed: 1,
      meanResponseMinutes: 6,
      completionRate: 0.5,
    });
    expect(regions[2]).toMatchObject({ region: "Sharjah", completionRate: 1, revenueAed: 150 });
    expect(regions[5]).toEqual({
      region: "RAK",
      emirate: "Ras Al Khaimah",
      requests: 0,
      revenueAed: 0,
      revenueNetAed: 0,
      completed: 0,
      meanResponseMinutes: null,
      completionRate: null,
    });
  });

  it("counts distinct accounts that acted today, not dispatch", async () => {
    await harness.apply(
      log.recordAll([
        accountRegistered({ accountId: "c1", registeredAt: t(8) }),
        serviceRequested({ requestId: "r1", customerId: "c1", pickup: DUBAI, requestedAt: t(9) }),
        jobOffered("r1", "p1", t(9)),
        jobAccepted("r1", "p1", t(9, 3)),
        chatMessageSent({
          messageId: "m1",
          requestId: "r1",
          senderId: "c1",
          receiverId: "p1",
          sentAt: t(9, 5),
        }),
        // Yesterday in the UAE.
        accountRegistered({ accountId: "c2", registeredAt: t(-1) }),
      ]),
    );
    expect(await userMetricsToday(harness.sql, NOW)).toEqual({ activeUsers: 2 });
    expect(await userMetricsToday(harness.sql, new Date(t(-2)))).toEqual({ activeUsers: 1 });
  });

  it("changes nothing when a batch is delivered again", async () => {
    const events = log.recordAll(job("a", DUBAI, 9, 2, 10, 300));
    await harness.apply(events);
    const before = await dailyMetrics(harness.sql, TODAY);
    await harness.apply(events);
    await harness.apply([events[4]!, events[2]!]);
    expect(await dailyMetrics(harness.sql, TODAY)).toEqual(before);
    expect(await revenueMetricsToday(harness.sql, NOW)).toEqual({ totalRevenue: 300 });
  });

  it("rejects a reversed or malformed range", async () => {
    await expect(regionalPerformance(harness.sql, { from: "2025-03-10", to: "2025-03-01" })).rejects.toThrow(
      RangeError,
    );
    await expect(dailyMetrics(harness.sql, { from: "2025-02-30", to: "2025-03-01" })).rejects.toThrow();
  });
});

describe("admin_metrics batch loads", () => {
  it("reads no request row for requests whose stream starts in the batch, and the rest as before", async () => {
    const statementsOf = (events: ReturnType<EventLog["recordAll"]>) =>
      statementsOfApply(harness.sql, adminMetricsProjection, events);
    expect(
      await statementsOf(
        log.recordAll([serviceRequested({ requestId: "r1", customerId: "c1", pickup: DUBAI })]),
      ),
    ).not.toMatch(/FROM admin_metrics_request WHERE/);

    expect(await statementsOf(log.recordAll([jobAccepted("r1", "p1", "2025-03-10T08:05:00.000Z")]))).toMatch(
      /FROM admin_metrics_request WHERE/,
    );
    const { rows } = await harness.sql.query<{ seconds: number }>(
      "SELECT request_to_accept_seconds AS seconds FROM rm.admin_metrics_request WHERE request_id = 'r1'",
    );
    expect(rows).toEqual([{ seconds: 300 }]);
  });
});

describe("admin_metrics live batch", () => {
  it("reads the active users beside the requests: the claim, two rounds of reads, the writes", async () => {
    await harness.apply(
      log.recordAll([serviceRequested({ requestId: "r1", customerId: "c1", pickup: DUBAI })]),
    );
    const trips = await roundTripsOfApply(
      harness.sql,
      adminMetricsProjection,
      log.recordAll([jobAccepted("r1", "p1", "2025-03-10T08:05:00.000Z")]),
    );

    expect(trips).toBe(4);
  });
});
