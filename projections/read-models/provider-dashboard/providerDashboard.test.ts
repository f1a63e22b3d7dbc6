import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CUSTOMER_CONTACT_FOLLOW_UP_MS } from "../../../domain/rules/customerContact";
import type { ReadModelEvent } from "../shared/domainEvent";
import { accountRegistered, profileUpdated } from "../testing/accountEventBuilders";
import { EventLog } from "../testing/eventLog";
import { providerWentOnline } from "../testing/providerEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import {
  atMinute,
  jobAccepted,
  jobCompleted,
  jobDeclined,
  jobOffered,
  jobReassigned,
  jobStarted,
  offerWithdrawn,
  requestCancelled,
  requestUnassigned,
  reviewPosted,
  serviceRequested,
} from "../testing/requestEventBuilders";
import { roundTripsOfApply } from "../testing/roundTripsOfApply";
import { statementsOfApply } from "../testing/statementsOfApply";
import { providerDashboardProjection } from "./projection";
import { providerRequests, providerStats } from "./queries";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([providerDashboardProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});
// The pager's totals come from kept counts: after every test they must equal the rows themselves.
afterEach(async () => {
  const counted = await harness.sql.query<{ provider_id: string; status: string; rows: number }>(
    "SELECT provider_id, status, rows FROM rm.provider_dashboard_status_count WHERE rows <> 0 ORDER BY 1, 2",
  );
  const actual = await harness.sql.query<{ provider_id: string; status: string; rows: number }>(
    `SELECT provider_id, status, count(*)::int AS rows FROM rm.provider_dashboard_row GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  expect(counted.rows).toEqual(actual.rows);
});

const NOW = new Date(atMinute(120));
const rowsOf = async (providerId: string) =>
  (await providerRequests(harness.sql, { providerId, now: NOW, sortBy: "id", sortDirection: "asc" }))
    .requests;

describe("provider_dashboard rows", () => {
  it("builds an offer's row from the booking and the provider's position, without the customer", async () => {
    await harness.apply(
      log.recordAll([
        accountRegistered({ accountId: "c1", name: "Aisha Al Mansoori", phone: "+971 55 123 4567" }),
        providerWentOnline("p1", 25.0657, 55.1713),
        serviceRequested({ requestId: "r1", customerId: "c1", priority: "urgent" }),
        jobOffered("r1", "p1", atMinute(1)),
      ]),
    );
    const [row] = await rowsOf("p1");
    expect(row).toMatchObject({
      id: "r1",
      requestId: "r1",
      type: "towing",
      location: "Dubai Marina Walk",
      customer: null,
      customerPhone: null,
      amount: 275,
      status: "pending",
      priority: "urgent",
      timestamp: atMinute(1),
      rating: null,
      vehicleType: "sedan",
      estimatedArrival: null,
      actualArrival: null,
      isDelayed: false,
      coordinates: { latitude: 25.0805, longitude: 55.1403 },
    });
    // ~3.5 km from JLT to the Marina walk: 2 min per km, rounded up.
    expect(row?.distance).toBeCloseTo(3.5, 0);
    expect(row?.estimatedArrivalMinutes).toBe(Math.ceil((row?.distance ?? 0) * 2));
  });

  it("fills the customer in when the account arrives after the request, and follows renames", async () => {
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "r1", customerId: "c1", providerId: "p1" }),
        jobAccepted("r1", "p1", atMinute(1)),
      ]),
    );
    expect((await rowsOf("p1"))[0]).toMatchObject({
      customer: null,
      estimatedArrivalMinutes: 30,
      distance: null,
    });

    await harness.apply(log.recordAll([accountRegistered({ accountId: "c1", name: "Omar Haddad" })]));
    expect((await rowsOf("p1"))[0]?.customer).toBe("Omar Haddad");

    await harness.apply(
      log.recordAll([profileUpdated({ accountId: "c1", name: "Omar Al Haddad", updatedAt: atMinute(5) })]),
    );
    expect((await rowsOf("p1"))[0]?.customer).toBe("Omar Al Haddad");
  });

  it("keeps declined and withdrawn offers with their status, and the job through completion", async () => {
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "r1", customerId: "c1" }),
        jobOffered("r1", "p1", atMinute(0)),
        jobOffered("r1", "p2", atMinute(0)),
        jobOffered("r1", "p3", atMinute(0)),
        jobDeclined("r1", "p1", atMinute(1)),
        jobAccepted("r1", "p2", atMinute(2)),
        offerWithdrawn("r1", "p3", "accepted-by-another", atMinute(2)),
        jobStarted("r1", "p2", atMinute(30)),
        jobCompleted("r1", "p2", 320, atMinute(75)),
        reviewPosted({
          requestId: "r1",
          reviewerId: "c1",
          revieweeId: "p2",
          reviewerRole: "customer",
          rating: 5,
        }),
      ]),
    );
    expect((await rowsOf("p1"))[0]?.status).toBe("declined");
    expect((await rowsOf("p3"))[0]).toMatchObject({
      status: "withdrawn",
      withdrawReason: "accepted-by-another",
    });
    expect((await rowsOf("p2"))[0]).toMatchObject({
      status: "completed",
      amount: 320,
      rating: 5,
      duration: 45,
      estimatedArrival: atMinute(32),
      actualArrival: atMinute(30),
      // Arrived 28 min after accepting against a 30 min estimate.
      isDelayed: false,
    });
  });

  it("flags a job still on the way once the estimate plus 5 minutes has passed", async () => {
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "r1", customerId: "c1", providerId: "p1" }),
        jobAccepted("r1", "p1", atMinute(0)),
      ]),
    );
    const at = (minutes: number) =>
      providerRequests(harness.sql, { providerId: "p1", now: new Date(atMinute(minutes)) });
    expect((await at(35)).requests[0]?.isDelayed).toBe(false);
    expect((await at(36)).requests[0]?.isDelayed).toBe(true);
  });

  it("withdraws open offers and cancels assigned jobs when the request ends", async () => {
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "r1", customerId: "c1", providerId: "p1" }),
        jobAccepted("r1", "p1", atMinute(1)),
        requestCancelled("r1", "c1", atMinute(3)),
        serviceRequested({ requestId: "r2", customerId: "c1" }),
        jobOffered("r2", "p1", atMinute(4)),
        requestUnassigned("r2", atMinute(6)),
      ]),
    );
    expect((await rowsOf("p1")).map((r) => [r.id, r.status, r.withdrawReason])).toEqual([
      ["r1", "cancelled", null],
      ["r2", "withdrawn", "unassigned"],
    ]);
  });

  it("changes nothing when events are delivered again", async () => {
    const events = log.recordAll([
      serviceRequested({ requestId: "r1", customerId: "c1" }),
      jobOffered("r1", "p1", atMinute(0)),
      jobAccepted("r1", "p1", atMinute(4)),
      jobCompleted("r1", "p1", 300, atMinute(60)),
      reviewPosted({
        requestId: "r1",
        reviewerId: "c1",
        revieweeId: "p1",
        reviewerRole: "customer",
        rating: 4,
      }),
    ]);
    await harness.apply(events);
    const rows = await rowsOf("p1");
    const stats = await providerStats(harness.sql, "p1", "today", NOW);

    await harness.apply(events);
    await harness.apply([events[2]!, events[3]!, events[3]!]);

    expect(await rowsOf("p1")).toEqual(rows);
    expect(await providerStats(harness.sql, "p1", "today", NOW)).toEqual(stats);
    expect(stats).toMatchObject({ jobs: 1, completedJobs: 1, earningsAed: 300, ratingCount: 1 });
  });
});

describe("provider_dashboard_status_count", () => {
  it("keeps a count row for every status a row passed through, rewriting only the counts that moved", async () => {
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "r1", customerId: "c1" }),
        jobOffered("r1", "p1", atMinute(1)),
        serviceRequested({ requestId: "r2", customerId: "c1" }),
        jobOffered("r2", "p1", atMinute(2)),
        jobAccepted("r2", "p1", atMinute(3)),
      ]),
    );
    const counts = () =>
      harness.sql.query<{ status: string; rows: number; version: string }>(
        "SELECT status, rows, xmin::text AS version FROM rm.provider_dashboard_status_count WHERE provider_id = 'p1' ORDER BY 1",
      );
    const before = (await counts()).rows;
    // r3 passes through pending and accepted within one batch: those counts are unchanged.
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "r3", customerId: "c1" }),
        jobOffered("r3", "p1", atMinute(4)),
        jobAccepted("r3", "p1", atMinute(5)),
        jobStarted("r3", "p1", atMinute(6)),
      ]),
    );
    const after = (await counts()).rows;
    expect(after.map(({ status, rows }) => [status, rows])).toEqual([
      ["accepted", 1],
      ["in-progress", 1],
      ["pending", 1],
    ]);
    // Same row versions: the zero deltas neither locked nor rewrote them.
    expect(after.filter((row) => row.status !== "in-progress")).toEqual(before);
  });
});

describe("provider_dashboard batch loads", () => {
  const statementsOf = (events: ReturnType<EventLog["recordAll"]>) =>
    statementsOfApply(harness.sql, providerDashboardProjection, events);

  it("reads nothing stored for requests whose stream starts in the batch, and the rest as before", async () => {
    const first = await statementsOf(
      log.recordAll([
        accountRegistered({ accountId: "c1", name: "Aisha Al Mansoori", phone: "+971 55 123 4567" }),
        serviceRequested({ requestId: "r1", customerId: "c1" }),
        jobOffered("r1", "p1", atMinute(1)),
      ]),
    );
    expect(first).not.toMatch(/FROM provider_dashboard_request WHERE/);
    expect(first).not.toMatch(/FROM provider_dashboard_row WHERE request_id/);

    const later = await statementsOf(log.recordAll([jobAccepted("r1", "p1", atMinute(2))]));
    expect(later).toMatch(/FROM provider_dashboard_request WHERE/);
    expect(later).toMatch(/FROM provider_dashboard_row WHERE request_id/);
    expect((await rowsOf("p1")).map((row) => [row.id, row.status, row.customer])).toEqual([
      ["r1", "accepted", "Aisha Al Mansoori"],
    ]);
  });
});

describe("provider_dashboard live batch", () => {
  it("waits for four answers in a row: the claim, what the events name, what those rows name, the writes", async () => {
    await harness.apply(
      log.recordAll([
        accountRegistered({ accountId: "c1", name: "Aisha Al Mansoori", phone: "+971 55 123 4567" }),
        providerWentOnline("p1", 25.0657, 55.1713),
        serviceRequested({ requestId: "r1", customerId: "c1" }),
        jobOffered("r1", "p1", atMinute(1)),
      ]),
    );
    // A stored request moving on: its booking, rows, captain's position, customer and daily counters.
    const trips = await roundTripsOfApply(
      harness.sql,
      providerDashboardProjection,
      log.recordAll([jobAccepted("r1", "p1", atMinute(2))]),
    );

    expect(trips).toBe(4);
    expect((await rowsOf("p1")).map((row) => [row.id, row.status, row.customer])).toEqual([
      ["r1", "accepted", "Aisha Al Mansoori"],
    ]);
  });
});

describe("providerRequests", () => {
  const seed = async () => {
    const customers = [
      ["c1", "Ahmed Khan"],
      ["c2", "Fatima Noor"],
      ["c3", "Ahmad Saleh"],
    ] as const;
    const places = ["Dubai Marina Walk", "Deira City Centre", "Al Barsha Mall"];
    const services = ["towing", "jump-start", "tire-change"] as const;
    const events: ReadModelEvent[] = customers.map(([accountId, name]) =>
      accountRegistered({ accountId, name }),
    );
    for (let i = 0; i < 12; i++) {
      const requestId = `req-${String(i).padStart(2, "0")}-ab${i}xyz`;
      events.push(
        serviceRequested({
          requestId,
          customerId: customers[i % 3]![0],
          serviceType: services[i % 3],
          estimatedPrice: 100 + ((i * 37) % 200),
          pickup: { location: places[i % 3]!, latitude: 25.1, longitude: 55.2 },
          requestedAt: atMinute(i),
        }),
        jobOffered(requestId, "p1", atMinute(i)),
      );
      if (i % 4 === 0) events.push(jobAccepted(requestId, "p1", atMinute(i + 1)));
    }
    events.push(
      serviceRequested({ requestId: "elsewhere", customerId: "c1" }),
      jobOffered("elsewhere", "p2"),
    );
    await harness.apply(log.recordAll(events));
  };
  const ids = (page: { requests: { id: string }[] }) => page.requests.map((r) => r.id.slice(0, 6));

  it("sorts newest first by default and pages with a total", async () => {
    await seed();
    const first = await providerRequests(harness.sql, { providerId: "p1", now: NOW, limit: 25 });
    expect(first.total).toBe(12);
    expect(ids(first).slice(0, 3)).toEqual(["req-11", "req-10", "req-09"]);
    expect(first).toMatchObject({ page: 1, limit: 25 });
    const empty = await providerRequests(harness.sql, { providerId: "p1", now: NOW, limit: 25, page: 2 });
    expect(empty).toMatchObject({ requests: [], total: 12 });
  });

  it("sorts by every column in both directions", async () => {
    await seed();
    const sorted = async (sortBy: "id" | "type" | "amount" | "timestamp", sortDirection: "asc" | "desc") =>
      (await providerRequests(harness.sql, { providerId: "p1", now: NOW, sortBy, sortDirection })).requests;

    const byAmount = await sorted("amount", "asc");
    expect(byAmount.map((r) => r.amount)).toEqual([...byAmount.map((r) => r.amount)].sort((a, b) => a - b));
    expect((await sorted("amount", "desc")).map((r) => r.id)).toEqual(byAmount.map((r) => r.id).reverse());
    expect(ids({ requests: await sorted("id", "asc") })[0]).toBe("req-00");
    expect(ids({ requests: await sorted("timestamp", "asc") })[0]).toBe("req-00");
    const byType = (await sorted("type", "asc")).map((r) => r.type);
    expect(byType).toEqual([...byType].sort());
    expect((await sorted("type", "desc")).map((r) => r.type)).toEqual([...byType].reverse());
  });

  it("filters by status and searches names, places and ids by word prefix", async () => {
    await seed();
    const query = (search: string, status?: "accepted") =>
      providerRequests(harness.sql, { providerId: "p1", now: NOW, search, status });

    expect((await query("")).total).toBe(12);
    expect(
      (await providerRequests(harness.sql, { providerId: "p1", now: NOW, status: "accepted" })).total,
    ).toBe(3);
    // "ahm" starts both Ahmed and Ahmad; names match only jobs p1 holds (offers show no customer).
    expect((await query("ahm")).total).toBe(2);
    expect((await query("AHMED marina")).total).toBe(1);
    expect((await query("marina")).total).toBe(4);
    expect((await query("deira")).total).toBe(4);
    expect((await query("ahm", "accepted")).total).toBe(2);
    // The last 6 characters of the id, as the dashboard shows it, and the whole id pasted in.
    expect(ids(await query("ab7xyz"))).toEqual(["req-07"]);
    expect(ids(await query("#AB7"))).toEqual(["req-07"]);
    expect(ids(await query("req-03-ab3xyz"))).toEqual(["req-03"]);
    // Punctuation can't break the tsquery.
    expect((await query("'&|!:*()")).total).toBe(12);
    expect((await query("nobody")).total).toBe(0);
  });

  it("pages 50 rows by default and every page size of spec §9 without overlap or gap", async () => {
    const events: ReadModelEvent[] = [];
    for (let i = 0; i < 60; i++) {
      const requestId = `paged-${String(i).padStart(2, "0")}`;
      events.push(
        serviceRequested({ requestId, customerId: "c1", requestedAt: atMinute(i) }),
        jobOffered(requestId, "p1", atMinute(i)),
      );
    }
    await harness.apply(log.recordAll(events));
    const page = (options: { page?: number; limit?: number }) =>
      providerRequests(harness.sql, { providerId: "p1", now: NOW, ...options });
    const newestFirst = Array.from({ length: 60 }, (_, i) => `paged-${String(59 - i).padStart(2, "0")}`);

    const byDefault = await page({});
    expect(byDefault).toMatchObject({ page: 1, limit: 50, total: 60 });
    expect(byDefault.requests.map((r) => r.id)).toEqual(newestFirst.slice(0, 50));
    expect((await page({ page: 2 })).requests.map((r) => r.id)).toEqual(newestFirst.slice(50));

    const quarters = [];
    for (let n = 1; n <= 3; n++)
      quarters.push(...(await page({ page: n, limit: 25 })).requests.map((r) => r.id));
    expect(quarters).toEqual(newestFirst);
    for (const limit of [100, 500]) {
      expect((await page({ limit })).requests.map((r) => r.id)).toEqual(newestFirst);
    }
  });

  it("rejects page sizes outside 25/50/100/500, pages below 1, unknown statuses and sort columns", async () => {
    await expect(providerRequests(harness.sql, { providerId: "p1", now: NOW, limit: 10 })).rejects.toThrow(
      RangeError,
    );
    await expect(providerRequests(harness.sql, { providerId: "p1", now: NOW, page: 0 })).rejects.toThrow(
      RangeError,
    );
    // The facades' schemas refuse these first; the casts reach the query module's own guard.
    await expect(
      providerRequests(harness.sql, { providerId: "p1", now: NOW, status: "lost" as never }),
    ).rejects.toThrow(/status must be one of/);
    await expect(
      providerRequests(harness.sql, { providerId: "p1", now: NOW, sortBy: "customer" as never }),
    ).rejects.toThrow(/sortBy must be one of/);
  });
});

describe("providerStats", () => {
  // 2025-03-10 is a Monday; UAE midnight is 20:00 UTC the day before.
  it("sums the period's days in UAE time and computes the rates", async () => {
    const events = [
      // Last year: outside every period but "year" of 2024.
      serviceRequested({
        requestId: "old",
        customerId: "c1",
        providerId: "p1",
        requestedAt: "2024-12-31T10:00:00Z",
      }),
      jobAccepted("old", "p1", "2024-12-31T10:02:00Z"),
      jobCompleted("old", "p1", 999, "2024-12-31T11:00:00Z"),
      // Sunday 9 March, 23:30 in the UAE (19:30 UTC): last week.
      serviceRequested({
        requestId: "sun",
        customerId: "c1",
        providerId: "p1",
        requestedAt: "2025-03-09T19:30:00Z",
      }),
      jobDeclined("sun", "p1", "2025-03-09T19:31:00Z"),
      // Monday 10 March 00:10 UAE (9 March 20:10 UTC): today.
      serviceRequested({ requestId: "a", customerId: "c1", requestedAt: "2025-03-09T20:10:00Z" }),
      jobOffered("a", "p1", "2025-03-09T20:10:00Z"),
      jobAccepted("a", "p1", "2025-03-09T20:14:00Z"),
      jobStarted("a", "p1", "2025-03-09T20:40:00Z"),
      jobCompleted("a", "p1", 250.5, "2025-03-09T21:30:00Z"),
      reviewPosted({
        requestId: "a",
        reviewerId: "c1",
        revieweeId: "p1",
        reviewerRole: "customer",
        rating: 4,
        postedAt: "2025-03-09T22:00:00Z",
      }),
      serviceRequested({ requestId: "b", customerId: "c2", requestedAt: "2025-03-10T06:00:00Z" }),
      jobOffered("b", "p1", "2025-03-10T06:00:00Z"),
      jobAccepted("b", "p1", "2025-03-10T06:02:00Z"),
      requestCancelled("b", "c2", "2025-03-10T06:20:00Z"),
      serviceRequested({ requestId: "c", customerId: "c3", requestedAt: "2025-03-10T07:00:00Z" }),
      jobOffered("c", "p1", "2025-03-10T07:00:00Z"),
      offerWithdrawn("c", "p1", "expired", "2025-03-10T07:02:00Z"),
      serviceRequested({ requestId: "d", customerId: "c3", requestedAt: "2025-03-10T07:30:00Z" }),
      jobOffered("d", "p1", "2025-03-10T07:30:00Z"),
      jobAccepted("d", "p1", "2025-03-10T07:36:00Z"),
    ];
    await harness.apply(log.recordAll(events));
    const now = new Date("2025-03-10T08:00:00Z");

    expect(await providerStats(harness.sql, "p1", "today", now)).toEqual({
      period: "today",
      from: "2025-03-10",
      to: "2025-03-10",
      jobs: 4,
      completedJobs: 1,
      earningsAed: 250.5,
      // accepted a, b, d; expired c.
      acceptanceRate: 3 / 4,
      meanResponseMinutes: (4 + 2 + 6) / 3,
      rating: 4,
      ratingCount: 1,
      activeJobs: 1,
      completionRate: 1 / 2,
      cancellations: 1,
    });
    const week = await providerStats(harness.sql, "p1", "week", now);
    expect(week).toMatchObject({ from: "2025-03-10", jobs: 4 });
    const month = await providerStats(harness.sql, "p1", "month", now);
    expect(month).toMatchObject({ from: "2025-03-01", jobs: 5, acceptanceRate: 3 / 5 });
    expect(await providerStats(harness.sql, "p1", "quarter", now)).toMatchObject({
      from: "2025-01-01",
      jobs: 5,
    });
    const lastYear = await providerStats(harness.sql, "p1", "year", new Date("2024-12-31T12:00:00Z"));
    expect(lastYear).toMatchObject({ from: "2024-01-01", jobs: 1, earningsAed: 999, activeJobs: 1 });
  });

  it("reports nulls rather than zeros when there is nothing to average", async () => {
    expect(await providerStats(harness.sql, "nobody", "today", NOW)).toMatchObject({
      jobs: 0,
      acceptanceRate: null,
      meanResponseMinutes: null,
      rating: null,
      completionRate: null,
      earningsAed: 0,
    });
  });
});

describe("the customer's identity on a provider's rows (issue 18, finding 2)", () => {
  const AISHA = { accountId: "c1", name: "Aisha Al Mansoori", phone: "+971 55 123 4567" };
  const stored = async (providerId: string) =>
    (
      await harness.sql.query<{
        request_id: string;
        customer_name: string | null;
        customer_phone: string | null;
      }>(
        `SELECT request_id, customer_name, customer_phone FROM rm.provider_dashboard_row
          WHERE provider_id = $1 ORDER BY request_id`,
        [providerId],
      )
    ).rows;
  const at = (providerId: string, now: string) =>
    providerRequests(harness.sql, { providerId, now: new Date(now), sortBy: "id", sortDirection: "asc" });

  it("an offer shows the service, the area and the distance; the customer only once accepted", async () => {
    await harness.apply(
      log.recordAll([
        accountRegistered(AISHA),
        providerWentOnline("p1", 25.0657, 55.1713),
        serviceRequested({ requestId: "r1", customerId: "c1" }),
        jobOffered("r1", "p1", atMinute(1)),
      ]),
    );
    const [offer] = (await at("p1", atMinute(2))).requests;
    expect(offer).toMatchObject({
      type: "towing",
      location: "Dubai Marina Walk",
      customer: null,
      customerPhone: null,
    });
    expect(offer?.distance).toBeGreaterThan(0);
    expect(await stored("p1")).toEqual([{ request_id: "r1", customer_name: null, customer_phone: null }]);

    await harness.apply(log.recordAll([jobAccepted("r1", "p1", atMinute(3))]));
    expect((await at("p1", atMinute(4))).requests[0]).toMatchObject({
      customer: AISHA.name,
      customerPhone: AISHA.phone,
    });
  });

  it("declined, expired, withdrawn and cancelled offers keep no customer identity in the read model", async () => {
    await harness.apply(
      log.recordAll([
        accountRegistered(AISHA),
        serviceRequested({ requestId: "r1", customerId: "c1" }),
        jobOffered("r1", "p1", atMinute(0)),
        jobOffered("r1", "p2", atMinute(0)),
        jobOffered("r1", "p3", atMinute(0)),
        jobOffered("r1", "p4", atMinute(0)),
        jobDeclined("r1", "p1", atMinute(1)),
        offerWithdrawn("r1", "p2", "expired", atMinute(2)),
        jobAccepted("r1", "p4", atMinute(3)),
        serviceRequested({ requestId: "r2", customerId: "c1", providerId: "p5" }),
        requestCancelled("r2", "c1", atMinute(4)),
        // A rename after the offers ended must not write the customer back into them.
        profileUpdated({
          accountId: "c1",
          name: "Aisha M",
          phone: "+971 50 000 0000",
          updatedAt: atMinute(5),
        }),
      ]),
    );
    for (const providerId of ["p1", "p2", "p3", "p5"]) {
      expect((await stored(providerId))[0], providerId).toMatchObject({
        customer_name: null,
        customer_phone: null,
      });
      expect((await at(providerId, atMinute(6))).requests[0]).toMatchObject({
        customer: null,
        customerPhone: null,
      });
    }
    expect((await rowsOf("p3"))[0]).toMatchObject({
      status: "withdrawn",
      withdrawReason: "accepted-by-another",
    });
    // The captain holding the job follows the rename.
    expect((await at("p4", atMinute(6))).requests[0]).toMatchObject({
      customer: "Aisha M",
      customerPhone: "+971 50 000 0000",
    });
  });

  it("a job support reassigned leaves its captain at once: withdrawn 'reassigned', no customer identity, and the next captain's row", async () => {
    await harness.apply(
      log.recordAll([
        accountRegistered(AISHA),
        serviceRequested({ requestId: "r1", customerId: "c1", providerId: "p1" }),
        jobAccepted("r1", "p1", atMinute(1)),
        jobReassigned("r1", "p1", atMinute(40)),
        jobOffered("r1", "p2", atMinute(40)),
      ]),
    );
    expect(await stored("p1")).toEqual([{ request_id: "r1", customer_name: null, customer_phone: null }]);
    expect((await at("p1", atMinute(41))).requests[0]).toMatchObject({
      status: "withdrawn",
      withdrawReason: "reassigned",
      customer: null,
      customerPhone: null,
    });
    expect((await rowsOf("p2"))[0]).toMatchObject({ status: "pending", customer: null });
  });

  it("a held job shows the customer until 2 hours after it ended, decided at query time", async () => {
    await harness.apply(
      log.recordAll([
        accountRegistered(AISHA),
        serviceRequested({ requestId: "r1", customerId: "c1", providerId: "p1" }),
        jobAccepted("r1", "p1", atMinute(1)),
        jobStarted("r1", "p1", atMinute(20)),
        jobCompleted("r1", "p1", 300, atMinute(60)),
        serviceRequested({ requestId: "r2", customerId: "c1", providerId: "p1" }),
        jobAccepted("r2", "p1", atMinute(61)),
        requestCancelled("r2", "c1", atMinute(70)),
      ]),
    );
    const followUp = CUSTOMER_CONTACT_FOLLOW_UP_MS / 60_000;
    const names = async (minute: number) =>
      (await at("p1", atMinute(minute))).requests.map((r) => [r.id, r.customerPhone]);
    expect(await names(60 + followUp - 1)).toEqual([
      ["r1", AISHA.phone],
      ["r2", AISHA.phone],
    ]);
    expect(await names(60 + followUp)).toEqual([
      ["r1", null],
      ["r2", AISHA.phone],
    ]);
    expect(await names(70 + followUp)).toEqual([
      ["r1", null],
      ["r2", null],
    ]);
    // No timer: the read model still holds it; only the query hides it.
    expect((await stored("p1"))[0]).toMatchObject({ customer_phone: AISHA.phone });
  });

  it("searching a customer's name finds only the rows that may show it", async () => {
    await harness.apply(
      log.recordAll([
        accountRegistered(AISHA),
        serviceRequested({ requestId: "r1", customerId: "c1", providerId: "p1" }),
        jobAccepted("r1", "p1", atMinute(1)),
        jobCompleted("r1", "p1", 300, atMinute(60)),
      ]),
    );
    const search = async (minute: number, words: string) =>
      (
        await providerRequests(harness.sql, {
          providerId: "p1",
          now: new Date(atMinute(minute)),
          search: words,
        })
      ).total;
    expect(await search(61, "aisha")).toBe(1);
    expect(await search(60 + CUSTOMER_CONTACT_FOLLOW_UP_MS / 60_000, "aisha")).toBe(0);
    // The place and the id still find it.
    expect(await search(60 + CUSTOMER_CONTACT_FOLLOW_UP_MS / 60_000, "marina")).toBe(1);
  });
});
