import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROVIDER_REQUEST_CHANGED_TOPIC } from "../../projections/read-models/provider-dashboard/projection";
import { REQUEST_CHANGED_TOPIC } from "../../projections/read-models/request-history/projection";
import { anonymous, bookingInput, REQUEST_FIELDS, signUp, signUpAdmin } from "../testing/scenario";
import type { TestUser } from "../testing/testClients";
import { subscribe } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

interface RequestView {
  id: string;
  status: string;
  providerId: string | null;
}

let server: TestServer;
let customer: TestUser;
let provider: TestUser;

beforeAll(async () => {
  // Batches every 100 ms instead of every second: the same code path, a faster test.
  server = await startTestServer({ fleetBatchMs: 100 });
  customer = await signUp(server, "customer");
  provider = await signUp(server, "provider", { latitude: 25.2, longitude: 55.27, isOnline: true });
  // Opening PGlite takes seconds, many more when the machine is busy.
}, 120_000);
afterAll(() => server?.close());

async function book(providerId: string | null): Promise<RequestView> {
  const result = await customer.urql
    .mutation<{ requestService: RequestView }>(
      `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { ${REQUEST_FIELDS} } }`,
      { input: bookingInput(providerId) },
    )
    .toPromise();
  if (!result.data) throw new Error(`booking failed: ${result.error?.message}`);
  return result.data.requestService;
}

const REQUEST_UPDATED = `subscription Updated($id: ID!) { requestUpdated(requestId: $id) { id status providerId statusText } }`;

describe("requestUpdated", () => {
  it("delivers the accepted status to the customer when the provider accepts on another connection", async () => {
    const request = await book(provider.id);
    const ws = customer.ws();
    const updates = subscribe<{ requestUpdated: RequestView & { statusText: string | null } }>(
      ws,
      REQUEST_UPDATED,
      {
        id: request.id,
      },
    );
    // The first message is the request as it is now: from here on nothing is missed.
    const now = await updates.next();
    expect(now.data?.requestUpdated.status).toBe("PENDING");

    const accepted = await provider.urql
      .mutation<{ acceptJob: RequestView }>(
        `mutation Accept($id: ID!) { acceptJob(requestId: $id) { id status } }`,
        {
          id: request.id,
        },
      )
      .toPromise();
    expect(accepted.error).toBeUndefined();
    expect(accepted.data?.acceptJob.status).toBe("ACCEPTED");

    const update = await updates.next();
    expect(update.errors).toBeUndefined();
    expect(update.data?.requestUpdated).toMatchObject({
      id: request.id,
      status: "ACCEPTED",
      providerId: provider.id,
      statusText: "Your request has been accepted",
    });
    updates.stop();
    await ws.dispose();
  });

  it("refuses a customer subscribing to another customer's request as if it did not exist", async () => {
    const request = await book(provider.id);
    const stranger = await signUp(server, "customer");
    const ws = stranger.ws();
    const updates = subscribe(ws, REQUEST_UPDATED, { id: request.id });
    const first = await updates.next();
    expect(first.data ?? null).toBeNull();
    expect(first.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    updates.stop();
    await ws.dispose();
  });
});

describe("the WebSocket connection", () => {
  it("is refused without a session cookie", async () => {
    const ws = anonymous(server).ws();
    const updates = subscribe(ws, REQUEST_UPDATED, { id: "anything" });
    const first = await updates.next();
    expect(first.errors?.[0]?.message).toMatch(/^closed 4403/);
    await ws.dispose();
  });

  it("is refused with a session that was logged out", async () => {
    const leaving = await signUp(server, "customer");
    const logout = await leaving.urql.mutation<{ logout: boolean }>("mutation { logout }", {}).toPromise();
    expect(logout.data?.logout).toBe(true);
    const ws = leaving.ws();
    const first = await subscribe(ws, REQUEST_UPDATED, { id: "anything" }).next();
    expect(first.errors?.[0]?.message).toMatch(/^closed 4403/);
    await ws.dispose();
  });
});

interface FleetBatch {
  ids: string[];
  lngs: number[];
  lats: number[];
  status: string[];
}

const FLEET = `subscription Fleet($bbox: BoundingBoxInput!, $service: ServiceType) { fleetPositions(bbox: $bbox, serviceType: $service) }`;

describe("fleetPositions", () => {
  it("sends only providers inside the box: first the current picture, then batches of what moved", async () => {
    // Downtown Dubai box; one captain inside it, one in Abu Dhabi.
    const box = { south: 25.1, west: 55.1, north: 25.3, east: 55.4 };
    const inside = await signUp(server, "provider", { latitude: 25.21, longitude: 55.28, isOnline: true });
    const outside = await signUp(server, "provider", { latitude: 24.45, longitude: 54.38, isOnline: true });

    const ws = customer.ws();
    const fleet = subscribe<{ fleetPositions: FleetBatch }>(ws, FLEET, { bbox: box, service: "TOWING" });
    const first = await fleet.next();
    expect(first.errors).toBeUndefined();
    const snapshot = first.data!.fleetPositions;
    expect(snapshot.ids).toContain(inside.id);
    expect(snapshot.ids).not.toContain(outside.id);
    expect(snapshot.ids.length).toBe(snapshot.lats.length);
    for (let i = 0; i < snapshot.ids.length; i++) {
      expect(snapshot.lats[i]).toBeGreaterThanOrEqual(box.south);
      expect(snapshot.lats[i]).toBeLessThanOrEqual(box.north);
    }

    const report = (user: TestUser, latitude: number, longitude: number) =>
      user.urql
        .mutation(
          `mutation At($lat: Float!, $lng: Float!) { reportLocation(latitude: $lat, longitude: $lng) { userId } }`,
          {
            lat: latitude,
            lng: longitude,
          },
        )
        .toPromise();
    await report(inside, 25.215, 55.285);
    await report(outside, 24.46, 54.39);

    const moved = await fleet.next();
    const batch = moved.data!.fleetPositions;
    expect(batch.ids).toEqual([inside.id]);
    expect(batch.lats[0]).toBeCloseTo(25.215, 6);
    expect(batch.lngs[0]).toBeCloseTo(55.285, 6);
    expect(batch.status).toEqual(["available"]);

    // Moves outside the box never reach this subscriber, in any batch.
    await report(outside, 24.47, 54.4);
    const later = await fleet.drain(400);
    for (const message of later) expect(message.data?.fleetPositions.ids ?? []).not.toContain(outside.id);
    fleet.stop();
    await ws.dispose();
  });

  it("refuses a box that is not one", async () => {
    const ws = customer.ws();
    const first = await subscribe(ws, FLEET, { bbox: { south: 26, west: 55, north: 25, east: 56 } }).next();
    expect(first.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    await ws.dispose();
  });
});

describe("myRequests and jobOffers", () => {
  it("tell the customer about their own requests and the provider about offers made and withdrawn", async () => {
    const captain = await signUp(server, "provider", { latitude: 25.2, longitude: 55.27, isOnline: true });
    const customerWs = customer.ws();
    const providerWs = captain.ws();
    const requestsBefore = server.listeners(REQUEST_CHANGED_TOPIC);
    const offersBefore = server.listeners(PROVIDER_REQUEST_CHANGED_TOPIC);
    const mine = subscribe<{ myRequests: RequestView }>(
      customerWs,
      "subscription { myRequests { id status } }",
    );
    const offers = subscribe<{ jobOffers: { kind: string; requestId: string; request: RequestView | null } }>(
      providerWs,
      "subscription { jobOffers { kind requestId request { id status } } }",
    );
    await server.listenersAbove(REQUEST_CHANGED_TOPIC, requestsBefore);
    await server.listenersAbove(PROVIDER_REQUEST_CHANGED_TOPIC, offersBefore);

    const request = await book(captain.id);
    expect((await mine.next()).data?.myRequests).toEqual({ id: request.id, status: "PENDING" });
    expect((await offers.next()).data?.jobOffers).toEqual({
      kind: "OFFERED",
      requestId: request.id,
      request: { id: request.id, status: "PENDING" },
    });

    await customer.urql
      .mutation(`mutation($id: ID!) { cancelRequest(requestId: $id) { id } }`, { id: request.id })
      .toPromise();
    const cancelled = await mine.until((m) => m.data?.myRequests.status === "CANCELLED");
    expect(cancelled.data?.myRequests).toEqual({ id: request.id, status: "CANCELLED" });
    const withdrawn = (await offers.until((m) => m.data?.jobOffers.kind === "WITHDRAWN")).data?.jobOffers;
    expect(withdrawn).toMatchObject({ kind: "WITHDRAWN", requestId: request.id });
    mine.stop();
    offers.stop();
    await customerWs.dispose();
    await providerWs.dispose();
  });

  it("jobOffers is for providers only", async () => {
    const ws = customer.ws();
    const first = await subscribe(ws, "subscription { jobOffers { kind } }").next();
    expect(first.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    await ws.dispose();
  });
});

describe("admin subscriptions", () => {
  it("adminMetrics sends today's counters now and again after a change", async () => {
    const admin = await signUpAdmin(server);
    const ws = admin.ws();
    const metrics = subscribe<{ adminMetrics: { totalRequests: number } }>(
      ws,
      "subscription { adminMetrics { totalRequests totalRevenue activeUsers at } }",
    );
    const now = (await metrics.next()).data!.adminMetrics.totalRequests;
    await book(provider.id);
    const after = await metrics.next();
    expect(after.data?.adminMetrics.totalRequests).toBe(now + 1);
    metrics.stop();
    const refused = await subscribe(customer.ws(), "subscription { adminMetrics { totalRequests } }").next();
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    await ws.dispose();
  });

  it("auditTail delivers events appended after it started, secrets redacted", async () => {
    const admin = await signUpAdmin(server);
    const ws = admin.ws();
    const tail = subscribe<{ auditTail: { type: string; streamId: string; data: Record<string, unknown> } }>(
      ws,
      "subscription { auditTail { type streamId actor { userId role } data } }",
    );
    // The tail sends nothing on start: sign people up until their events come through.
    let entry: { type: string; streamId: string; data: Record<string, unknown> } | undefined;
    for (let attempt = 0; attempt < 10 && !entry; attempt++) {
      const newcomer = await signUp(server, "customer");
      const messages = await tail.drain(300);
      entry = messages
        .map((message) => message.data?.auditTail)
        .find((e) => e?.type === "AccountRegistered" && e.streamId === `account-${newcomer.id}`);
    }
    expect(entry?.data.passwordHash).toBe("[redacted]");
    tail.stop();
    await ws.dispose();
  });

  it("projectionProgress shows a rebuild as it runs", async () => {
    const admin = await signUpAdmin(server);
    const ws = admin.ws();
    const progress = subscribe<{ projectionProgress: { name: string; rebuild: { phase: string } | null } }>(
      ws,
      "subscription { projectionProgress { name state rebuild { phase done total } } }",
    );
    let rebuilding: { name: string; rebuild: { phase: string } | null } | undefined;
    for (let attempt = 0; attempt < 5 && !rebuilding; attempt++) {
      await admin.urql.mutation(`mutation { rebuildProjection(name: "reviews") { name } }`, {}).toPromise();
      const messages = await progress.drain(1_000);
      rebuilding = messages
        .map((m) => m.data?.projectionProgress)
        .find((s) => s?.name === "reviews" && s.rebuild !== null);
    }
    expect(rebuilding?.rebuild?.phase).toMatch(/replaying|swapping|done/);
    progress.stop();
    await ws.dispose();
  });
});
