import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTowingEquipment } from "../../command-api/commands/providerCommands";
import type { Sql } from "../../domain/ports/sql";
import { anonymous, bookingInput, REQUEST_FIELDS, signUp, signUpAdmin } from "../testing/scenario";
import { postGraphql, run, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let customer: TestUser;
let near: TestUser;
let far: TestUser;
let admin: TestUser;
/** SQL statements GraphQL ran, to show nested fields are batched. */
const statements: string[] = [];

const countingSql = (sql: Sql): Sql => ({
  query: (text, params) => {
    statements.push(text);
    return sql.query(text, params);
  },
  transaction: (fn) => sql.transaction(fn),
});

beforeAll(async () => {
  server = await startTestServer({}, countingSql);
  [customer, near, far] = await Promise.all([
    signUp(server, "customer"),
    signUp(server, "provider", { isOnline: true, latitude: 25.2, longitude: 55.275, name: "Near Captain" }),
    signUp(server, "provider", { isOnline: true, latitude: 25.25, longitude: 55.33, name: "Far Captain" }),
  ]);
  admin = await signUpAdmin(server);
  const { position } = await addTowingEquipment(server.commands)(
    {
      providerId: near.id,
      equipment: {
        equipmentId: randomUUID(),
        truckName: "Flatbed 1",
        truckType: "flatbed",
        capacityKg: 3500,
        compatibleVehicles: ["sedan", "suv"],
        features: ["winch"],
      },
    },
    { actor: { userId: near.id, role: "provider" }, correlationId: randomUUID(), causationId: null },
  );
  await server.runner.waitForPosition(position!);
  // Opening PGlite takes seconds, many more when the machine is busy.
}, 120_000);
afterAll(() => server?.close());

async function book(providerId: string | null = near.id): Promise<{ id: string }> {
  const { data, message } = await run<{ requestService: { id: string } }>(
    customer,
    `mutation($input: RequestServiceInput!) { requestService(input: $input) { ${REQUEST_FIELDS} } }`,
    { input: bookingInput(providerId) },
  );
  if (!data) throw new Error(message ?? "booking failed");
  return data.requestService;
}

describe("me", () => {
  it("is null for nobody and the profile with fleet for the signed-in", async () => {
    expect((await run<{ me: null }>(anonymous(server), "{ me { id } }")).data?.me).toBeNull();
    const me = await run<{ me: { id: string; userType: string; vehicles: unknown[] } }>(
      customer,
      "{ me { id userType city vehicles { id } emergencyContacts { id } reviewsAbout { id } } }",
    );
    expect(me.data?.me).toMatchObject({ id: customer.id, userType: "CUSTOMER", vehicles: [] });
  });
});

describe("providersNear", () => {
  it("ranks online providers within the radius by the spec §9 score, with badges, ETA and prices", async () => {
    const { data } = await run<{
      providersNear: {
        provider: { id: string; name: string };
        rank: number;
        distanceKm: number;
        etaMinutes: number;
        badges: string[];
        rankBadge: string;
        comparisonPrice: number;
      }[];
    }>(
      customer,
      `{ providersNear(serviceType: TOWING, latitude: 25.2, longitude: 55.27, radiusKm: 10) {
          provider { id name } rank score distanceKm etaMinutes badges rankBadge comparisonPrice } }`,
    );
    const ranked = data!.providersNear;
    expect(ranked.map((r) => r.provider.id).slice(0, 2)).toEqual([near.id, far.id]);
    expect(ranked[0]).toMatchObject({ rank: 1, rankBadge: "#1 Best", comparisonPrice: 265 });
    expect(ranked[0]!.badges).toEqual(expect.arrayContaining(["Top Rated", "Nearest"]));
    expect(ranked[0]!.etaMinutes).toBe(Math.ceil(ranked[0]!.distanceKm * 2));
    expect(ranked[1]).toMatchObject({ rank: 2, rankBadge: "#2 Fast", comparisonPrice: 275 });
    const tight = await run<{ providersNear: unknown[] }>(
      customer,
      "{ providersNear(serviceType: TOWING, latitude: 25.2, longitude: 55.275, radiusKm: 1) { rank } }",
    );
    expect(tight.data?.providersNear).toHaveLength(1);
  });

  it("names a bad radius as the caller's input", async () => {
    const bad = await run(customer, "{ providersNear(serviceType: TOWING, radiusKm: -1) { rank } }");
    expect(bad.code).toBe("BAD_USER_INPUT");
    expect(bad.message).toMatch(/radiusKm/);
  });
});

describe("towing, pricing and the schedule", () => {
  it("lists trucks that can carry the vehicle type", async () => {
    const { data } = await run<{
      compatibleTowingEquipment: { truckName: string; provider: { name: string } }[];
    }>(
      customer,
      "{ compatibleTowingEquipment(vehicleType: SUV) { truckName capacity compatibleVehicles provider { name } distanceKm } }",
    );
    expect(data?.compatibleTowingEquipment).toEqual([
      expect.objectContaining({ truckName: "Flatbed 1", provider: { name: "Near Captain" } }),
    ]);
    const none = await run<{ compatibleTowingEquipment: unknown[] }>(
      customer,
      "{ compatibleTowingEquipment(vehicleType: MOTORCYCLE) { id } }",
    );
    expect(none.data?.compatibleTowingEquipment).toEqual([]);
  });

  it("quotes starting prices and every schedule slot with its surcharges, without signing in", async () => {
    const { data } = await run<{
      pricing: { base: number; eta: { min: number; max: number } };
      scheduleSlots: {
        date: string;
        slots: { time: string; price: { totalAed: number; surcharges: { kind: string }[] } }[];
      }[];
    }>(
      anonymous(server),
      `{ pricing(serviceType: JUMP_START) { base currency eta { min max } duration { min max } }
         scheduleSlots(serviceType: JUMP_START) { date slots { time isPopular startsAt price { baseAed totalAed surcharges { kind amountAed } } } } }`,
    );
    expect(data, JSON.stringify(data)).toBeTruthy();
    expect(data?.pricing).toMatchObject({ base: 165, eta: { min: 5, max: 15 } });
    expect(data?.scheduleSlots).toHaveLength(7);
    const early = data!.scheduleSlots[0]!.slots.find((slot) => slot.time === "08:00")!;
    expect(early.price.surcharges.map((s) => s.kind)).toContain("off-hours");
    expect(early.price.totalAed).toBeGreaterThanOrEqual(165 + 15);
  });
});

describe("history, nested fields and batching", () => {
  it("reads the caller's requests with provider, vehicle, price and reviews, batching providers and trucks", async () => {
    for (let i = 0; i < 4; i++) await book(i % 2 === 0 ? near.id : far.id);
    statements.length = 0;
    const { data } = await run<{
      myRequests: {
        items: {
          provider: { name: string; equipment: unknown[] };
          vehicle: { make: string };
          price: { amount: number };
        }[];
      };
    }>(
      customer,
      `{ myRequests(limit: 10) { items { id shortId status vehicle { make model } price { amount currency }
          reviews { rating } provider { name rating equipment { truckName } } } nextCursor } }`,
    );
    const items = data!.myRequests.items;
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items[0]).toMatchObject({ vehicle: { make: "Toyota" }, price: { amount: 275 } });
    const directoryReads = statements.filter((text) =>
      /FROM rm\.provider_directory WHERE provider_id = ANY/.test(text),
    );
    const truckReads = statements.filter((text) => /FROM rm\.towing_equipment t/.test(text));
    expect(directoryReads).toHaveLength(1);
    expect(truckReads).toHaveLength(1);
  });

  it("shows a request only to those who may see it", async () => {
    const request = await book();
    const stranger = await signUp(server, "customer");
    expect((await run(stranger, `{ request(id: "${request.id}") { id } }`)).code).toBe("NOT_FOUND");
    expect((await run(near, `{ request(id: "${request.id}") { id status } }`)).data).toEqual({
      request: { id: request.id, status: "PENDING" },
    });
  });
});

describe("myActivity", () => {
  it("counts all of the customer's own requests into loyalty, and only for customers", async () => {
    const newcomer = await signUp(server, "customer");
    const booked: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { data, message } = await run<{ requestService: { id: string } }>(
        newcomer,
        `mutation($input: RequestServiceInput!) { requestService(input: $input) { id } }`,
        { input: bookingInput(null) },
      );
      if (!data) throw new Error(message ?? "booking failed");
      booked.push(data.requestService.id);
    }
    await run(newcomer, `mutation($id: ID!) { cancelRequest(requestId: $id) { id } }`, { id: booked[0] });
    const { data } = await run<{ myActivity: unknown }>(
      newcomer,
      "{ myActivity { requests completed cancelled spentAed successPercent points pointsToGold } }",
    );
    expect(data?.myActivity).toEqual({
      requests: 2,
      completed: 0,
      cancelled: 1,
      spentAed: 0,
      successPercent: 0,
      points: 0,
      pointsToGold: 1500,
    });
    expect((await run(near, "{ myActivity { points } }")).code).toBe("FORBIDDEN");
    expect((await run(anonymous(server), "{ myActivity { points } }")).code).toBe("UNAUTHENTICATED");
  });
});

describe("provider dashboard", () => {
  it("pages, filters and sorts the provider's own rows; stats by period", async () => {
    await book(near.id);
    await server.settle();
    const { data } = await run<{
      providerRequests: { total: number; requests: { status: string; type: string }[] };
      providerStats: { jobs: number };
    }>(
      near,
      `{ providerRequests(status: PENDING, sortBy: AMOUNT, sortDirection: ASC, limit: 25) { total page limit
           requests { id type status amount timestamp customer coordinates { latitude } } }
         providerStats(period: WEEK) { period jobs completedJobs earningsAed activeJobs } }`,
    );
    expect(data!.providerRequests.total).toBeGreaterThan(0);
    expect(data!.providerRequests.requests.every((row) => row.status === "PENDING")).toBe(true);
    expect(data!.providerStats.jobs).toBeGreaterThan(0);
    const badSize = await run(near, "{ providerRequests(limit: 30) { total } }");
    expect(badSize.code).toBe("BAD_USER_INPUT");
    expect((await run(customer, "{ providerStats { jobs } }")).code).toBe("FORBIDDEN");
    expect((await run(near, `{ providerStats(providerId: "${far.id}") { jobs } }`)).code).toBe("FORBIDDEN");
  });
});

describe("operations (admins)", () => {
  it("reads metrics, regions, activity, alerts and projection status from the read models", async () => {
    await server.settle();
    const { data } = await run<{
      adminMetrics: { totalRequests: number; revenueTarget: number };
      regionalPerformance: { region: string }[];
      activityFeed: { summary: string }[];
      adminAlerts: unknown[];
      projectionStatus: { name: string; state: string }[];
    }>(
      admin,
      `{ adminMetrics(period: TODAY) { totalRequests totalRevenue activeUsers revenueTarget daily { day requests } requestToAccept { count } }
         regionalPerformance(period: MONTH) { region emirate requests }
         activityFeed(limit: 5) { at type summary actor { role } }
         adminAlerts { severity title }
         projectionStatus { name state position lagEvents } }`,
    );
    expect(data!.adminMetrics.totalRequests).toBeGreaterThan(0);
    expect(data!.adminMetrics.revenueTarget).toBe(1_000_000);
    expect(data!.regionalPerformance.map((r) => r.region)).toEqual([
      "Abu Dhabi",
      "Dubai",
      "Sharjah",
      "Ajman",
      "Fujairah",
      "RAK",
      "UQ",
    ]);
    expect(data!.activityFeed).toHaveLength(5);
    expect(data!.projectionStatus.map((p) => p.name)).toContain("request_history");
    expect((await run(customer, "{ adminMetrics { totalRequests } }")).code).toBe("FORBIDDEN");
  });

  it("filters the audit log and folds a request's timeline", async () => {
    const request = await book();
    await run(near, `mutation { acceptJob(requestId: "${request.id}") { id } }`);
    await server.settle();
    const { data } = await run<{
      auditLog: { entries: { type: string; streamId: string }[]; nextCursor: string | null };
      requestTimeline: { type: string; stateAfter: { status: string; assignedProviderId: string | null } }[];
    }>(
      admin,
      `{ auditLog(streamId: "request-${request.id}", limit: 1) { entries { type streamId actor { userId } data } nextCursor }
         requestTimeline(requestId: "${request.id}") { type occurredAt stateAfter { status assignedProviderId offers { providerId outcome } } } }`,
    );
    expect(data!.auditLog.entries).toEqual([
      expect.objectContaining({ type: "JobAccepted", streamId: `request-${request.id}` }),
    ]);
    expect(data!.auditLog.nextCursor).not.toBeNull();
    expect(data!.requestTimeline.map((step) => step.type)).toEqual([
      // Booked without a quote first: the server's quote is appended with the booking.
      "QuoteIssued",
      "ServiceRequested",
      "JobOffered",
      "JobAccepted",
    ]);
    expect(data!.requestTimeline.at(-1)!.stateAfter).toMatchObject({
      status: "accepted",
      assignedProviderId: near.id,
    });
    // The customer sees their own request's timeline, not the audit log.
    expect(
      (await run(customer, `{ requestTimeline(requestId: "${request.id}") { type } }`)).data,
    ).not.toBeNull();
    expect((await run(customer, "{ auditLog { nextCursor } }")).code).toBe("FORBIDDEN");
    expect((await run(admin, `{ auditLog(cursor: "nonsense") { nextCursor } }`)).code).toBe("BAD_USER_INPUT");
  });
});

describe("malformed cursors", () => {
  const nearlyOurs = (time: string, id: string) =>
    Buffer.from(JSON.stringify([time, id])).toString("base64url");

  it("are BAD_USER_INPUT naming the cursor, never an internal error", async () => {
    for (const cursor of [
      "nonsense",
      nearlyOurs("2024-02-30T00:00:00.000Z", "x"),
      nearlyOurs("+275760-09-13T00:00:00.000Z", "x"),
      nearlyOurs("2024-01-01T00:00:00.000Z", "a\u0000b"),
    ]) {
      const page = await run(customer, "query($c: String) { myRequests(cursor: $c) { nextCursor } }", {
        c: cursor,
      });
      expect([page.code, page.field], cursor).toEqual(["BAD_USER_INPUT", "cursor"]);
      const admins = await run(
        admin,
        "query($id: ID!, $c: String) { adminUserRequests(userId: $id, cursor: $c) { nextCursor } }",
        { id: customer.id, c: cursor },
      );
      expect([admins.code, admins.field], cursor).toEqual(["BAD_USER_INPUT", "cursor"]);
    }
    // Shaped like a position, too big for PostgreSQL's bigint.
    const audit = await run(admin, `{ auditLog(cursor: "99999999999999999999/1") { nextCursor } }`);
    expect([audit.code, audit.field]).toEqual(["BAD_USER_INPUT", "cursor"]);
  });
});

describe("abusive queries over HTTP", () => {
  it("are refused before anything runs, as validation failures naming the limit", async () => {
    const deep = `{ __type(name: "Query") { ${"fields { type { ".repeat(8)}name${" } }".repeat(8)} } }`;
    const { result } = await postGraphql(server.url, deep, {}, customer.cookie);
    expect(result.data ?? null).toBeNull();
    const limitError = result.errors?.find(
      (e) => (e.extensions as { limit?: string } | undefined)?.limit === "depth",
    );
    expect(limitError?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(result.errors?.map((e) => e.message).join(" ")).toMatch(/nested too deeply/);
  });

  it("a GET without a preflight header is refused by Apollo's CSRF guard", async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent("{ me { id } }")}`);
    expect(response.status).toBe(400);
  });
});
