import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPriceAed } from "../../domain/rules/bookingPrice";
import { scheduledPrice } from "../../domain/rules/scheduleSurcharge";
import type { ApiClient } from "./testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "./testing/apiTestServer";
import { bookingPayload, DEMO } from "./testing/demoActors";
import { multipartBody, TINY_PNG } from "./testing/multipartBody";

let server: ApiTestServer;
let customer: ApiClient;
let provider: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  server = await startApiTestServer();
  [customer, provider, admin] = await Promise.all([
    server.signIn(DEMO.customer.email),
    server.signIn(DEMO.provider.email),
    server.signIn(DEMO.admin.email),
  ]);
});
afterAll(() => server?.close());

/** The provider's current test job: one at a time, nobody being double-booked. */
let onJob: string | null = null;

async function acceptedRequest(): Promise<string> {
  // The previous test's job ends first (a finished one refuses the cancel, which is fine).
  if (onJob) await customer.patch(`/api/requests/${onJob}`, { status: "cancelled" });
  const booked = await customer.post<{ id: string }>("/api/requests", bookingPayload());
  expect(booked.status, booked.body).toBe(201);
  expect((await provider.patch(`/api/requests/${booked.json.id}`, { status: "accepted" })).status).toBe(200);
  onJob = booked.json.id;
  return booked.json.id;
}

const signUp = (body: Record<string, unknown>) =>
  server.anonymous.post("/api/auth/register", {
    name: "Layla",
    email: `layla-${Math.random().toString(36).slice(2)}@example.ae`,
    password: "tow-truck-7",
    phone: "+971 50 555 1234",
    userType: "customer",
    latitude: 25.2,
    longitude: 55.27,
    isOnline: true,
    ...body,
  });

describe("sign-up and sign-in", () => {
  it("answers id, userType and name, never the password, and starts a session", async () => {
    const response = await signUp({});
    expect(response.status).toBe(201);
    expect(Object.keys(response.json as object).sort()).toEqual([
      "email",
      "emailVerified",
      "id",
      "name",
      "userType",
    ]);
    expect(response.body).not.toMatch(/tow-truck-7|argon2|passwordHash/);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/roadside_session=[A-Za-z0-9_-]{43}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("marks the cookie Secure behind an https proxy", async () => {
    const response = await server.anonymous.send(
      "POST",
      "/api/auth/login",
      { email: DEMO.otherProvider.email, password: "demo1234" },
      { headers: { "x-forwarded-proto": "https" } },
    );
    expect(String(response.headers["set-cookie"])).toMatch(/; Secure/);
  });

  it.each([
    [
      { password: "12345" },
      {
        error: "Password must be at least 8 characters",
        reason: "password.tooShort",
        params: { min: 8 },
        field: "password",
      },
    ],
    [
      { password: "12345678" },
      {
        error: "Password is one of the most common passwords; please choose one that is harder to guess",
        reason: "password.common",
        params: {},
        field: "password",
      },
    ],
    [
      { name: "  " },
      {
        error: "Please fill in all required fields",
        reason: "input.fillInAllRequiredFields",
        params: {},
        field: "name",
      },
    ],
    [
      { email: "aisha@" },
      {
        error: "email: must be a valid email address",
        reason: "input.email",
        params: { field: "email" },
        field: "email",
      },
    ],
    [
      { userType: "admin" },
      {
        error: "userType: must be customer or provider",
        reason: "input.eitherOr",
        params: { field: "userType", first: "customer", second: "provider" },
        field: "userType",
      },
    ],
  ])("refuses %j with the field and the rule", async (change, body) => {
    const response = await signUp(change);
    expect(response.status).toBe(400);
    expect(response.json).toEqual(body);
  });

  it("refuses a taken email, whatever its case", async () => {
    const response = await signUp({ email: "AISHA@example.ae" });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      error: "an account with this email already exists",
      reason: "account.emailTaken",
      params: {},
      field: "email",
    });
  });

  it("says only 'Invalid credentials', then pauses that address at the account after 5 failures", async () => {
    const attempt = (password: string) =>
      server.anonymous.post("/api/auth/login", { email: DEMO.otherCustomer.email.toUpperCase(), password });
    const unknown = await server.anonymous.post("/api/auth/login", {
      email: "nobody@example.ae",
      password: "whatever",
    });
    expect(unknown.json).toEqual({
      error: "Invalid credentials",
      reason: "auth.invalidCredentials",
      params: {},
    });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
    const paused = await attempt("demo1234");
    expect(paused.status).toBe(429);
    expect(Number(paused.headers["retry-after"])).toBeGreaterThan(0);
    expect((paused.json as { error: string }).error).toMatch(/^Too many sign-in attempts/);
  });

  it("does not lock the owner out: five wrong passwords elsewhere leave their sign-in open", async () => {
    const from = (remoteAddress: string, password: string) =>
      server.anonymous.send(
        "POST",
        "/api/auth/login",
        { email: DEMO.admin.email, password },
        { remoteAddress },
      );
    for (let i = 0; i < 5; i++) expect((await from("203.0.113.9", `guess-${i}`)).status).toBe(401);
    expect((await from("203.0.113.9", "demo1234")).status).toBe(429);
    expect((await from("198.51.100.7", "demo1234")).status).toBe(200);
  });

  it("pauses an address after 20 failures across accounts, and only that address", async () => {
    const from = (remoteAddress: string, email: string, password: string) =>
      server.anonymous.send("POST", "/api/auth/login", { email, password }, { remoteAddress });
    for (let i = 0; i < 20; i++)
      expect((await from("10.20.30.40", `probe-${i}@example.ae`, "guess")).status).toBe(401);
    // The right password of an account that never failed: the address is what is paused.
    const paused = await from("10.20.30.40", DEMO.provider.email, "demo1234");
    expect(paused.status).toBe(429);
    expect(Number(paused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await from("10.20.30.41", DEMO.provider.email, "demo1234")).status).toBe(200);
  });

  it("logout ends the session on the server, not just in the browser", async () => {
    const session = await server.signIn(DEMO.admin.email);
    const out = await session.post("/api/auth/logout");
    expect(out.status).toBe(204);
    // The browser drops the cookie too.
    expect(String(out.headers["set-cookie"])).toMatch(/^roadside_session=;.*Expires=Thu, 01 Jan 1970/);
    const me = await session.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.json).toBeNull();
  });
});

describe("the facade's edges", () => {
  it("answers unknown /api paths with 404 JSON", async () => {
    const response = await customer.get("/api/nothing/here?x=1");
    expect(response.status).toBe(404);
    expect(response.json).toEqual({
      error: "There is no GET /api/nothing/here in this API",
      reason: "http.noSuchPath",
      params: { method: "GET", path: "/api/nothing/here" },
    });
  });

  it("names the field of a bad query", async () => {
    const response = await customer.get("/api/towing/equipment/compatible/sedan?lat=25.2");
    expect(response.json).toEqual({
      error: "lng: is required with lat",
      reason: "input.requiredWith",
      params: { field: "lng", other: "lat" },
      field: "lng",
    });
    const paging = await provider.get("/api/provider/requests?limit=30");
    expect(paging.json).toEqual({
      error: "limit: must be one of 25, 50, 100, 500",
      reason: "input.oneOf",
      params: { field: "limit", values: "25, 50, 100, 500" },
      field: "limit",
    });
  });

  it("says what is wrong with a body that is not JSON", async () => {
    const response = await customer.send("POST", "/api/requests", undefined, {
      rawPayload: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      error: "body: must be valid JSON",
      reason: "http.invalidJson",
      params: { field: "body" },
    });
  });

  it("prices known services and falls back for others (spec §9)", async () => {
    expect((await server.anonymous.get("/api/pricing/fuel")).json).toMatchObject({
      serviceType: "fuel-delivery",
      base: 225,
    });
    expect((await server.anonymous.get("/api/pricing/lockout")).json).toMatchObject({
      known: false,
      base: 200,
    });
    expect((await server.anonymous.get("/api/pricing/lockout?context=quick-booking")).json).toMatchObject({
      base: 225,
    });
  });

  it("serves an OpenAPI document generated from the schemas", async () => {
    const docs = await server.anonymous.get<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>("/api/docs");
    expect(docs.json.openapi).toBe("3.1.0");
    expect(docs.json.paths["/api/requests"]?.post?.requestBody).toMatchObject({
      content: {
        "application/json": {
          schema: { type: "object", required: expect.arrayContaining(["customerId", "pickupLocation"]) },
        },
      },
    });
    expect(docs.json.paths["/api/photos/{requestId}"]?.post?.requestBody).toMatchObject({
      content: { "multipart/form-data": { schema: { properties: { file: { format: "binary" } } } } },
    });
  });
});

describe("requests", () => {
  it("books for now as high priority and the emergency button's vehicleDetails", async () => {
    const { vehicleMake: _m, vehicleModel: _o, ...rest } = bookingPayload();
    const response = await customer.post("/api/requests", {
      ...rest,
      providerId: null,
      priority: "urgent",
      destination: null,
      destinationLatitude: null,
      destinationLongitude: null,
      vehicleDetails: { make: "Unknown", model: "Vehicle", year: null, color: null },
    });
    expect(response.status, response.body).toBe(201);
    expect(response.json).toMatchObject({
      priority: "urgent",
      vehicleMake: "Unknown",
      providerId: null,
      destination: null,
    });
  });

  it("refuses a provider that does not offer the service", async () => {
    const response = await customer.post(
      "/api/requests",
      bookingPayload({ providerId: DEMO.otherProvider.id }),
    );
    expect(response.json).toEqual({
      error: "providerId: this provider does not offer towing",
      reason: "provider.doesNotOffer",
      params: { field: "providerId", serviceType: "towing" },
      field: "providerId",
    });
  });

  it("refuses an unknown provider, though the price is worked out beside the check", async () => {
    const response = await customer.post(
      "/api/requests",
      bookingPayload({ providerId: "01890000-0000-7000-8000-000000000000" }),
    );
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      error: "providerId: no such provider",
      reason: "provider.noSuchProvider",
      params: { field: "providerId" },
      field: "providerId",
    });
  });

  it("a booking in someone else's name is refused", async () => {
    const response = await customer.post(
      "/api/requests",
      bookingPayload({ customerId: DEMO.otherCustomer.id }),
    );
    expect(response.status).toBe(403);
    expect(response.json).toEqual({
      error: "customerId must be your own user id",
      reason: "auth.ownUserIdOnly",
      params: { field: "customerId" },
      field: "customerId",
    });
  });

  it("the second provider action on a finished job is a conflict with the reason", async () => {
    const id = await acceptedRequest();
    const again = await customer.patch(`/api/requests/${id}`, { status: "cancelled" });
    expect(again.status).toBe(200);
    const late = await provider.patch(`/api/requests/${id}`, { status: "in-progress" });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({
      error: "request is cancelled, not accepted",
      reason: "request.wrongStatus",
      params: { status: "cancelled", expected: "accepted" },
    });
  });

  it("counts today's requests for the admin", async () => {
    const metrics = await admin.get<{ totalRequests: number }>("/api/admin/request-metrics/today");
    expect(metrics.json.totalRequests).toBeGreaterThan(0);
  });
});

describe("photos", () => {
  const upload = (requestId: string, content: Buffer, type = "image/png") => {
    const form = multipartBody(
      { uploadedBy: DEMO.customer.id, photoType: "problem", description: "", location: "25.2048,55.2708" },
      { field: "file", name: "photo.png", type, content },
    );
    return customer.send("POST", `/api/photos/${requestId}`, undefined, {
      rawPayload: form.payload,
      headers: { "content-type": form.contentType },
    });
  };

  it("stores a real upload under DATA_DIR and serves it back to the parties", async () => {
    const id = await acceptedRequest();
    const uploaded = await upload(id, TINY_PNG);
    expect(uploaded.status, uploaded.body).toBe(201);
    expect(uploaded.json).toMatchObject({
      photoType: "problem",
      description: "problem photo",
      contentType: "image/png",
    });
    expect(await readdir(join(server.dataDir, "photos", id))).toHaveLength(1);
    const listed = await provider.get<Array<{ url: string }>>(`/api/photos/${id}`);
    const file = await provider.get(listed.json[0]!.url);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(Buffer.from(file.body, "latin1").subarray(1, 4).toString()).toBe("PNG");
    // Opened directly, the file is only ever this image: no sniffing, no script, our own name.
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(file.headers["content-disposition"]).toMatch(/^inline; filename="[A-Za-z0-9._-]+\.png"$/);
  });

  it("refuses what is not an image, whatever it claims, and JSON without a file", async () => {
    const id = await acceptedRequest();
    const fake = await upload(id, Buffer.from("<script>alert(1)</script>"));
    expect(fake.status).toBe(415);
    expect(fake.json).toMatchObject({ field: "file" });
    const json = await customer.post(`/api/photos/${id}`, {
      uploadedBy: DEMO.customer.id,
      photoType: "problem",
    });
    expect(json.status).toBe(415);
    expect(await readdir(join(server.dataDir, "photos")).then((dirs) => dirs.includes(id))).toBe(false);
  });

  it("refuses 10 MB or more with the spec's message and keeps nothing", async () => {
    const id = await acceptedRequest();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(id, big);
    expect(response.status).toBe(413);
    expect(response.json).toEqual({
      error: "File Too Large: Please select a file smaller than 10MB",
      reason: "file.tooLarge",
      params: {},
      field: "file",
    });
    expect(await readdir(join(server.dataDir, "tmp"))).toEqual([]);
  });
});

describe("booking prices (spec §9) are the server's", () => {
  /** What the comparison list shows for a captain near a point: GraphQL providersNear on the same app. */
  async function shownPrice(providerId: string, latitude: number, longitude: number) {
    const answer = await customer.post<{
      data: { providersNear: { rank: number; comparisonPrice: number; provider: { id: string } }[] };
    }>("/graphql", {
      query: `query($latitude: Float!, $longitude: Float!) { providersNear(serviceType: TOWING,
        latitude: $latitude, longitude: $longitude, mode: NOW) { rank comparisonPrice provider { id } } }`,
      variables: { latitude, longitude },
    });
    return answer.json.data.providersNear.find((entry) => entry.provider.id === providerId);
  }

  it("a booking that says estimatedPrice 0 is stored at the chosen captain's rank price", async () => {
    if (onJob) await customer.patch(`/api/requests/${onJob}`, { status: "cancelled" });
    const shown = await shownPrice(DEMO.provider.id, 25.1972, 55.2796);
    expect(shown).toBeDefined();
    const booked = await customer.post<{ id: string; estimatedPrice: number }>(
      "/api/requests",
      bookingPayload({ estimatedPrice: "0" }),
    );
    expect(booked.status, booked.body).toBe(201);
    onJob = booked.json.id;
    const rule = bookingPriceAed({
      serviceType: "towing",
      scheduledAt: null,
      chosenProviderRank: shown!.rank,
    });
    expect(booked.json.estimatedPrice).toBe(rule);
    expect(booked.json.estimatedPrice).toBe(shown!.comparisonPrice);
    const stored = await customer.get<{ estimatedPrice: number }>(`/api/requests/${booked.json.id}`);
    expect(stored.json.estimatedPrice).toBe(rule);
  });

  it("a scheduled booking is the starting price plus the slot's surcharges, whatever the payload says", async () => {
    const slot = new Date(Date.now() + 3 * 86_400_000);
    slot.setUTCHours(16, 0, 0, 0); // 20:00 UAE: after 17:00
    const booked = await customer.post<{ id: string; estimatedPrice: number }>(
      "/api/requests",
      bookingPayload({ estimatedPrice: "1", scheduledAt: slot.toISOString(), priority: null }),
    );
    expect(booked.status, booked.body).toBe(201);
    await customer.patch(`/api/requests/${booked.json.id}`, { status: "cancelled" });
    expect(booked.json.estimatedPrice).toBe(scheduledPrice({ baseAed: 275, at: slot }).totalAed);
  });
});

describe("chat", () => {
  it("sends, lists oldest first, fetches only newer ones and marks read", async () => {
    const id = await acceptedRequest();
    const first = await customer.post<{ id: string; isRead: boolean }>(`/api/chat/${id}`, {
      senderId: DEMO.customer.id,
      receiverId: DEMO.provider.id,
      messageType: "text",
      content: "Where are you?",
      imageFile: null,
    });
    expect(first.status, first.body).toBe(201);
    expect(first.json.isRead).toBe(false);
    await provider.post(`/api/chat/${id}`, {
      senderId: DEMO.provider.id,
      receiverId: DEMO.customer.id,
      content: "5 min",
    });
    const newer = await customer.get<Array<{ content: string }>>(`/api/chat/${id}?after=${first.json.id}`);
    expect(newer.json.map((m) => m.content)).toEqual(["5 min"]);
    expect((await provider.post(`/api/chat/${id}/read`, { messageIds: [first.json.id] })).status).toBe(204);
    const all = await customer.get<Array<{ isRead: boolean }>>(`/api/chat/${id}`);
    expect(all.json.map((m) => m.isRead)).toEqual([true, false]);
  });

  it("an empty text message is refused (spec §5)", async () => {
    const id = await acceptedRequest();
    const response = await customer.post(`/api/chat/${id}`, {
      senderId: DEMO.customer.id,
      receiverId: DEMO.provider.id,
      content: "  ",
    });
    expect(response.json).toEqual({
      error: "content must not be empty for a text message",
      reason: "chat.emptyText",
      params: { field: "content" },
      field: "content",
    });
  });
});

describe("family sharing", () => {
  it("a public link shows only that trip, and is gone once the job ends", async () => {
    const id = await acceptedRequest();
    const shared = await customer.post<{ shareToken: string; trackingUrl: string; trackingPageUrl: string }>(
      `/api/family-sharing/${id}`,
      {
        userId: DEMO.customer.id,
        sharedWithName: "Mariam",
        sharedWithPhone: "+971 50 111 2233",
        includeLocation: true,
        includeETA: true,
        includeProviderDetails: false,
      },
    );
    expect(shared.status, shared.body).toBe(201);
    expect(shared.json.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The page to send the family member is the web app's, not the JSON behind it.
    expect(shared.json.trackingPageUrl).toBe(`/track/${shared.json.shareToken}`);
    const page = await server.anonymous.get(shared.json.trackingPageUrl);
    expect(page.status).toBe(200);
    expect(page.body).toContain("<html");
    const trip = await server.anonymous.get(shared.json.trackingUrl);
    expect(trip.status).toBe(200);
    expect(trip.json).toMatchObject({
      requestId: id,
      status: "accepted",
      statusText: "Your request has been accepted",
      sharedWithName: "Mariam",
      provider: null,
      pickup: { location: "Dubai Mall" },
    });
    expect((trip.json as { etaMinutes: number }).etaMinutes).toBeGreaterThan(0);
    expect(trip.body).not.toContain(DEMO.customer.id);

    for (const status of ["in-progress", "completed"])
      await provider.patch(`/api/requests/${id}`, { status });
    const ended = await server.anonymous.get(shared.json.trackingUrl);
    expect(ended.status).toBe(410);
    expect(ended.json).toEqual({
      error: "This tracking link has expired or does not exist",
      reason: "share.linkGone",
      params: {},
    });
    expect((await server.anonymous.get(`/api/family-sharing/track/${"x".repeat(43)}`)).status).toBe(410);
  });
});

describe("profile", () => {
  it("edits what is sent and keeps the rest; checks the Emirates ID format", async () => {
    const bad = await customer.patch(`/api/users/${DEMO.customer.id}`, { emiratesId: "784-12" });
    expect(bad.json).toEqual({
      error: "emiratesId: must look like 784-XXXX-XXXXXXX-X",
      reason: "input.looksLike",
      params: { field: "emiratesId", pattern: "784-XXXX-XXXXXXX-X" },
      field: "emiratesId",
    });
    const saved = await customer.patch(`/api/users/${DEMO.customer.id}`, {
      address: "Marina Walk",
      emiratesId: "784-1990-1234567-1",
    });
    expect(saved.status, saved.body).toBe(200);
    expect(saved.json).toMatchObject({
      name: DEMO.customer.name,
      address: "Marina Walk",
      emiratesId: "784-1990-1234567-1",
      city: "Dubai",
    });
  });
});

describe("the spec's own messages (§5) and the rules behind them", () => {
  it("sign-in without a password says 'Please fill in all fields'", async () => {
    const response = await server.anonymous.post("/api/auth/login", { email: DEMO.customer.email });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      error: "Please fill in all fields",
      reason: "input.fillInAllFields",
      params: {},
      field: "password",
    });
  });

  it("emergency contacts: a blank name is 'Missing Information'; added, listed, removed", async () => {
    const blank = await customer.post("/api/emergency-contacts", {
      userId: DEMO.customer.id,
      contactName: "   ",
      contactPhone: "+971 50 222 3344",
      relationship: "friend",
    });
    expect(blank.status).toBe(400);
    expect(blank.json).toEqual({
      error: "Missing Information: Please fill in both name and phone number",
      reason: "input.missingNameAndPhone",
      params: {},
      field: "contactName",
    });
    const added = await customer.post<{ id: string; contactName: string }>("/api/emergency-contacts", {
      userId: DEMO.customer.id,
      contactName: "  Fatima  ",
      contactPhone: "+971 50 222 3344",
      relationship: "neighbor",
    });
    expect(added.status, added.body).toBe(201);
    expect(added.json).toMatchObject({ contactName: "Fatima", relationship: "neighbor" });
    const listed = async () =>
      (await customer.get<Array<{ id: string }>>(`/api/emergency-contacts/${DEMO.customer.id}`)).json.map(
        (c) => c.id,
      );
    expect(await listed()).toContain(added.json.id);
    expect((await customer.delete(`/api/emergency-contacts/${added.json.id}`)).status).toBe(204);
    expect(await listed()).not.toContain(added.json.id);
  });

  it("a review needs a rating of 1 to 5 ('Please select a rating') and a completed job", async () => {
    const id = await acceptedRequest();
    const review = (rating: unknown) =>
      customer.post("/api/reviews", {
        requestId: id,
        reviewerId: DEMO.customer.id,
        revieweeId: DEMO.provider.id,
        rating,
        comment: null,
      });
    for (const rating of [0, 6, "2.5"]) {
      const refused = await review(rating);
      expect(refused.json, String(rating)).toEqual({
        error: "Please select a rating",
        reason: "input.selectRating",
        params: {},
        field: "rating",
      });
    }
    const early = await review(5);
    expect(early.status).toBe(409);
    expect(early.json).toEqual({
      error: "a review can only be posted once the job is completed (request is accepted)",
      reason: "review.notCompleted",
      params: { status: "accepted" },
    });
  });
});

describe("towing equipment near a point", () => {
  it("defaults to central Dubai (25.2048, 55.2708) and lists only trucks that carry the vehicle type", async () => {
    type Truck = {
      id: string;
      truckName: string;
      truckType: string;
      capacity: number;
      compatibleVehicles: string;
      distance: number;
      provider: { name: string; rating: number };
    };
    const byDefault = await customer.get<Truck[]>("/api/towing/equipment/compatible/suv");
    expect(byDefault.status).toBe(200);
    expect(byDefault.json.length).toBeGreaterThan(0);
    const atCentre = await customer.get<Truck[]>(
      "/api/towing/equipment/compatible/suv?lat=25.2048&lng=55.2708",
    );
    expect(byDefault.json).toEqual(atCentre.json);
    const elsewhere = await customer.get<Truck[]>("/api/towing/equipment/compatible/suv?lat=24.45&lng=54.38");
    expect(elsewhere.json.map((t) => t.distance)).not.toEqual(byDefault.json.map((t) => t.distance));
    for (const truck of byDefault.json) {
      expect(JSON.parse(truck.compatibleVehicles)).toContain("suv");
      expect(truck).toMatchObject({ truckName: expect.any(String), capacity: expect.any(Number) });
      expect(truck.provider.name).toEqual(expect.any(String));
    }
    const distances = byDefault.json.map((t) => t.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const bikes = await customer.get<Truck[]>("/api/towing/equipment/compatible/motorcycle");
    for (const truck of bikes.json) expect(JSON.parse(truck.compatibleVehicles)).toContain("motorcycle");
    expect(bikes.json.map((t) => t.id)).not.toEqual(byDefault.json.map((t) => t.id));
  });
});

describe("the dashboard's Decline button", () => {
  it("PATCH declined records the captain's refusal: the offer leaves them, their table says declined", async () => {
    if (onJob) await customer.patch(`/api/requests/${onJob}`, { status: "cancelled" });
    onJob = null;
    const booked = await customer.post<{ id: string }>("/api/requests", bookingPayload());
    expect(booked.status, booked.body).toBe(201);
    const declined = await provider.patch<{ status: string; providerId: string | null; offeredTo: string[] }>(
      `/api/requests/${booked.json.id}`,
      { status: "declined", reason: "too far" },
    );
    expect(declined.status, declined.body).toBe(200);
    expect(declined.json.offeredTo).not.toContain(DEMO.provider.id);
    expect(declined.json.providerId).not.toBe(DEMO.provider.id);
    const table = await provider.get<{ requests: Array<{ requestId: string; status: string }> }>(
      "/api/provider/requests?status=declined",
    );
    expect(table.json.requests.map((row) => row.requestId)).toContain(booked.json.id);
    // Declined is final for this captain: the request is no longer theirs to see, let alone accept.
    const late = await provider.patch(`/api/requests/${booked.json.id}`, { status: "accepted" });
    expect(late.status).toBe(404);
    await customer.patch(`/api/requests/${booked.json.id}`, { status: "cancelled" });
  });
});
