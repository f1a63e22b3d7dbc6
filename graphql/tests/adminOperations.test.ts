import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../../domain/ports/clock";
import { uaeInstant } from "../../domain/rules/uaeTime";
import { createTestProcessor } from "../../infra/payments/testProcessor/testProcessor";
import { dubaiDate } from "../../projections/read-models/shared/dubaiPeriods";
import { runWorker } from "../testing/moneyFlow";
import { bookingInput, REQUEST_FIELDS, signUp, signUpAdmin } from "../testing/scenario";
import { run, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let customer: TestUser;
let captain: TestUser;
let admin: TestUser;
let completedId: string;
let completedPrice: number;

/*
 * The server's clock runs at the real pace from noon in Dubai of the current UAE date, so the bookings
 * and the "today" the test asks about are the same UAE day with twelve hours to spare: the test cannot
 * fail because UAE midnight (20:00 UTC) fell between booking and asking. Shifted by at most 12 hours
 * from the real time, as customerIdentity.test.ts shifts its clock, so sessions behave as usual.
 */
const startedAt = Date.now();
const dubaiNoon = uaeInstant(dubaiDate(new Date(startedAt)), 12).getTime();
const clock: Clock = { now: () => new Date(dubaiNoon + (Date.now() - startedAt)) };
const today = () => dubaiDate(clock.now());

beforeAll(async () => {
  server = await startTestServer({}, (sql) => sql, clock);
  [customer, captain] = await Promise.all([
    signUp(server, "customer", { name: "Mariam Customer" }),
    signUp(server, "provider", { isOnline: true, latitude: 25.2, longitude: 55.275, name: "Hamdan Captain" }),
  ]);
  admin = await signUpAdmin(server);
  // One job run to the end and reviewed, one cancelled with a reason.
  const booked = await run<{ requestService: { id: string; estimatedPrice: number } }>(
    customer,
    `mutation($input: RequestServiceInput!) { requestService(input: $input) { ${REQUEST_FIELDS} } }`,
    { input: bookingInput(captain.id) },
  );
  completedId = booked.data!.requestService.id;
  // The job completes at its quote (the captain cannot raise it).
  completedPrice = booked.data!.requestService.estimatedPrice;
  for (const step of ["acceptJob", "startJob"]) {
    await run(captain, `mutation { ${step}(requestId: "${completedId}") { id } }`);
  }
  await run(captain, `mutation { completeJob(requestId: "${completedId}") { id } }`);
  await run(customer, `mutation { postReview(requestId: "${completedId}", rating: 4) { id } }`);
  // Revenue is the ledger's: the worker's invoicing issues the job's tax invoice first.
  await runWorker(server, await createTestProcessor(server.sql), completedId);
  const other = await run<{ requestService: { id: string } }>(
    customer,
    `mutation($input: RequestServiceInput!) { requestService(input: $input) { id } }`,
    { input: bookingInput(captain.id) },
  );
  await run(
    customer,
    `mutation { cancelRequest(requestId: "${other.data!.requestService.id}", reason: "Car started") { id } }`,
  );
  await server.settle();
}, 120_000);
afterAll(() => server?.close());

describe("analytics", () => {
  it("answers the day's rows, response buckets, cancellation reasons and leaderboard", async () => {
    const { data, message } = await run<{
      analytics: {
        rows: {
          region: string;
          serviceType: string;
          requests: number;
          completed: number;
          revenueAed: number;
        }[];
        responseTimes: { label: string; count: number }[];
        cancellationReasons: { reason: string; byRole: string; count: number }[];
        leaderboard: { providerId: string; name: string; jobs: number; revenueAed: number; rating: number }[];
      };
    }>(
      admin,
      `query($from: String!, $to: String!) { analytics(from: $from, to: $to) {
         from to rows { day region serviceType requests completed cancelled revenueAed meanResponseMinutes }
         requestToAccept { count } responseTimes { label count } cancellationReasons { reason byRole count }
         leaderboard { providerId name jobs revenueAed rating } } }`,
      { from: today(), to: today() },
    );
    expect(message).toBeNull();
    const { rows, responseTimes, cancellationReasons, leaderboard } = data!.analytics;
    expect(rows).toEqual([
      expect.objectContaining({
        region: "Dubai",
        serviceType: "towing",
        requests: 2,
        completed: 1,
        revenueAed: completedPrice,
      }),
    ]);
    expect(responseTimes.reduce((sum, b) => sum + b.count, 0)).toBe(1);
    expect(responseTimes[0]).toEqual({ label: "0–1 min", count: 1 });
    expect(cancellationReasons).toEqual([{ reason: "Car started", byRole: "customer", count: 1 }]);
    expect(leaderboard).toEqual([
      { providerId: captain.id, name: "Hamdan Captain", jobs: 1, revenueAed: completedPrice, rating: 4 },
    ]);
  });

  it("refuses bad ranges naming the argument, and everyone but admins", async () => {
    const ask = (user: TestUser, from: string, to: string) =>
      run(user, `{ analytics(from: "${from}", to: "${to}") { from } }`);
    expect(await ask(admin, "2025-02-30", "2025-03-01")).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "from",
    });
    expect(await ask(admin, "2025-03-02", "2025-03-01")).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "to",
    });
    expect(await ask(admin, "2023-01-01", "2025-03-01")).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "to",
    });
    expect((await ask(customer, today(), today())).code).toBe("FORBIDDEN");
    expect((await ask(captain, today(), today())).code).toBe("FORBIDDEN");
  });
});

describe("user management", () => {
  it("lists and searches customers and providers with ratings and counts, then one's history", async () => {
    const { data } = await run<{
      customers: {
        total: number;
        items: { id: string; requests: number; completed: number; cancelled: number }[];
      };
      providers: { items: { id: string; rating: number; totalRatings: number; online: boolean }[] };
    }>(
      admin,
      `{ customers: adminUsers(role: CUSTOMER, search: "mariam") { total items { id requests completed cancelled } }
         providers: adminUsers(role: PROVIDER, search: "hamdan") { items { id rating totalRatings online } } }`,
    );
    expect(data!.customers).toEqual({
      total: 1,
      items: [{ id: customer.id, requests: 2, completed: 1, cancelled: 1 }],
    });
    expect(data!.providers.items).toEqual([{ id: captain.id, rating: 4, totalRatings: 1, online: true }]);

    const history = await run<{ adminUserRequests: { items: { id: string; status: string }[] } }>(
      admin,
      `{ adminUserRequests(userId: "${captain.id}") { items { id status } nextCursor } }`,
    );
    expect(history.data!.adminUserRequests.items).toContainEqual({ id: completedId, status: "COMPLETED" });
    expect((await run(admin, `{ adminUserRequests(userId: "nobody") { nextCursor } }`)).code).toBe(
      "NOT_FOUND",
    );
    expect((await run(admin, `{ adminUsers(role: CUSTOMER, limit: 0) { total } }`)).field).toBe("limit");
    expect((await run(customer, `{ adminUsers(role: CUSTOMER) { total } }`)).code).toBe("FORBIDDEN");
    expect((await run(captain, `{ adminUserRequests(userId: "${customer.id}") { nextCursor } }`)).code).toBe(
      "FORBIDDEN",
    );
  });
});

describe("system", () => {
  it("states the store's kind, the events counted and the head, cheaply and for admins only", async () => {
    const { data } = await run<{
      eventStoreFacts: {
        kind: string;
        totalEvents: number;
        lastPosition: string;
        head: string;
        byType: { type: string; events: number }[];
      };
    }>(
      admin,
      "{ eventStoreFacts { kind totalEvents lastPosition head lastEventAt byType { type events lastAt } } }",
    );
    const facts = data!.eventStoreFacts;
    expect(facts.kind).toBe("pglite");
    expect(facts.lastPosition).toBe(facts.head);
    const all = await server.store.readAll();
    expect(facts.totalEvents).toBe(all.length);
    expect(facts.byType.find((t) => t.type === "JobCompleted")?.events).toBe(1);
    expect((await run(customer, "{ eventStoreFacts { kind } }")).code).toBe("FORBIDDEN");
  });

  it("alerts stay quiet when nothing waits and nothing is late", async () => {
    const { data } = await run<{ adminAlerts: { title: string }[] }>(
      admin,
      "{ adminAlerts { severity title message } }",
    );
    expect(data!.adminAlerts.map((a) => a.title)).not.toContain("Providers delayed");
    expect(data!.adminAlerts.map((a) => a.title)).not.toContain("Requests waiting for a provider");
  });
});

describe("support acting on a request", () => {
  const acceptedJob = async () => {
    const booked = await run<{ requestService: { id: string } }>(
      customer,
      `mutation($input: RequestServiceInput!) { requestService(input: $input) { id } }`,
      { input: bookingInput(captain.id) },
    );
    const id = booked.data!.requestService.id;
    await run(captain, `mutation { acceptJob(requestId: "${id}") { id } }`);
    return id;
  };
  const REASSIGN = `mutation($id: ID!, $reason: String!) { reassignJob(requestId: $id, reason: $reason) { id status providerId } }`;
  const CANCEL = `mutation($id: ID!, $reason: String) { cancelRequest(requestId: $id, reason: $reason) { id status } }`;

  it("reassigns an abandoned job (admins only, with a reason), shown in the timeline with the admin and the reason", async () => {
    const id = await acceptedJob();
    expect((await run(customer, REASSIGN, { id, reason: "late" })).code).toBe("FORBIDDEN");
    expect((await run(captain, REASSIGN, { id, reason: "late" })).code).toBe("FORBIDDEN");
    expect(await run(admin, REASSIGN, { id, reason: " " })).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "reason",
    });
    const done = await run<{ reassignJob: { status: string; providerId: string | null } }>(admin, REASSIGN, {
      id,
      reason: "captain stopped answering",
    });
    expect(done.data?.reassignJob).toMatchObject({ status: "PENDING", providerId: null });
    // The captain cannot take it back by accepting again.
    expect((await run(captain, `mutation { acceptJob(requestId: "${id}") { id } }`)).code).toBe("CONFLICT");

    const timeline = await run<{
      requestTimeline: { type: string; actor: { userId: string; role: string }; data: { reason?: string } }[];
    }>(admin, `{ requestTimeline(requestId: "${id}") { type actor { userId role } data } }`);
    expect(timeline.data!.requestTimeline.at(-1)).toEqual({
      type: "JobReassigned",
      actor: { userId: admin.id, role: "ADMIN" },
      data: expect.objectContaining({ reason: "captain stopped answering", providerId: captain.id }),
    });
  });

  it("cancels for the customer only with a reason", async () => {
    const id = await acceptedJob();
    expect(await run(admin, CANCEL, { id, reason: null })).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "reason",
    });
    const cancelled = await run<{ cancelRequest: { status: string } }>(admin, CANCEL, {
      id,
      reason: "Customer called: car started",
    });
    expect(cancelled.data?.cancelRequest.status).toBe("CANCELLED");
  });
});
