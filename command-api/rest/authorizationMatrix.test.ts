import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../infra/seed/demoAccounts";
import type { ApiResponse } from "./testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "./testing/apiTestServer";
import { bookingPayload, DEMO } from "./testing/demoActors";
import { ACTORS, type ActorName, buildMatrixFixture, type MatrixFixture } from "./testing/matrixFixture";
import { issuedInvoiceFixture, preparedPayoutRunFixture } from "./testing/moneyDocumentFixture";
import { multipartBody, TINY_PNG } from "./testing/multipartBody";

/**
 * Every path × {anonymous, owner customer, other customer, assigned provider, other provider, admin}.
 * "ok" means the caller was let through: a 2xx, or a 409 when an earlier actor on the same row
 * already changed the state with a 2xx (cancelled, reviewed). Denials are exact: 401 no session, 403 not your role or your
 * account, 404 a request or item you may not see (see docs/api.md). 400 is "let through to the input
 * check" on rows whose body is wrong on purpose, so they change nothing (a password, a reset link);
 * 409 is "let through to the rule" where every actor's state refuses it (an email already verified).
 */
type Expect = "ok" | 400 | 401 | 403 | 404 | 409;
type Expectations = Record<ActorName, Expect>;

const OK = "ok" as const;
const PUBLIC: Expectations = {
  anonymous: OK,
  otherCustomer: OK,
  otherProvider: OK,
  admin: OK,
  provider: OK,
  customer: OK,
};
const SIGNED_IN: Expectations = { ...PUBLIC, anonymous: 401 };
/** Public, but not served by this test server (no MAP_TILES_PATH): 404 for everyone alike. */
const NOT_SERVED_HERE: Expectations = {
  anonymous: 404,
  otherCustomer: 404,
  otherProvider: 404,
  admin: 404,
  provider: 404,
  customer: 404,
};
const EVERYONE_TO_INPUT_CHECK: Expectations = {
  anonymous: 400,
  otherCustomer: 400,
  otherProvider: 400,
  admin: 400,
  provider: 400,
  customer: 400,
};
const SIGNED_IN_TO_INPUT_CHECK: Expectations = { ...EVERYONE_TO_INPUT_CHECK, anonymous: 401 };
/** The owner's own collection (profile, vehicles, contacts, history): owner and admin. */
const OWNER_OR_ADMIN: Expectations = {
  anonymous: 401,
  otherCustomer: 403,
  otherProvider: 403,
  admin: OK,
  provider: 403,
  customer: OK,
};
/** The owner acting in their own name: an admin may not put words in their mouth either. */
const OWNER_ONLY_BODY: Expectations = { ...OWNER_OR_ADMIN, admin: 403 };
/** Addressed by the item's id and looked for among the caller's own: others cannot tell it exists. */
const OWNER_ONLY_ITEM: Expectations = {
  anonymous: 401,
  otherCustomer: 404,
  otherProvider: 404,
  admin: 404,
  provider: 404,
  customer: OK,
};
/** Read by the two parties and admins; strangers get 404. */
const PARTIES_READ: Expectations = {
  anonymous: 401,
  otherCustomer: 404,
  otherProvider: 404,
  admin: OK,
  provider: OK,
  customer: OK,
};
const PARTIES_WRITE: Expectations = { ...PARTIES_READ, admin: 404 };
const PROVIDERS: Expectations = {
  anonymous: 401,
  otherCustomer: 403,
  otherProvider: OK,
  admin: 403,
  provider: OK,
  customer: 403,
};
const ADMINS: Expectations = {
  anonymous: 401,
  otherCustomer: 403,
  otherProvider: 403,
  admin: OK,
  provider: 403,
  customer: 403,
};
/** The provider's buttons on a request they hold: strangers 404, the customer and admins 403. */
const ASSIGNED_PROVIDER: Expectations = {
  anonymous: 401,
  otherCustomer: 404,
  otherProvider: 404,
  admin: 403,
  provider: OK,
  customer: 403,
};

/**
 * The same, for jobs offered to the other provider: the provider is on the `accepted` job and,
 * nobody being double-booked, is offered no other one.
 */
const OTHER_ASSIGNED_PROVIDER: Expectations = { ...ASSIGNED_PROVIDER, otherProvider: OK, provider: 404 };

interface Row {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** The documented path, as /api/docs names it. */
  path: string;
  url(f: MatrixFixture): string;
  body?(f: MatrixFixture, actor: ActorName): unknown;
  multipart?(f: MatrixFixture, actor: ActorName): { payload: Buffer; contentType: string };
  expect: Expectations;
}

const idOf = (f: MatrixFixture, actor: ActorName) => (actor === "anonymous" ? "anonymous" : f.ids[actor]);
const counterpart = (f: MatrixFixture, actor: ActorName) =>
  actor === "provider" ? f.ids.customer : f.ids.provider;
let unique = 0;

const ROWS: Row[] = [
  {
    method: "POST",
    path: "/api/auth/register",
    url: () => "/api/auth/register",
    expect: PUBLIC,
    body: (_f, actor) => ({
      name: "New User",
      email: `matrix-${actor}-${++unique}@example.ae`,
      password: "tow-truck-7",
      phone: "+971 50 000 0000",
      userType: "customer",
      latitude: 25.2,
      longitude: 55.27,
      isOnline: true,
    }),
  },
  {
    method: "POST",
    path: "/api/auth/login",
    url: () => "/api/auth/login",
    expect: PUBLIC,
    body: () => ({ email: DEMO.otherCustomer.email, password: "demo1234" }),
  },
  // A visitor is told no one is signed in (200, null), not refused: issue 28.
  { method: "GET", path: "/api/auth/me", url: () => "/api/auth/me", expect: PUBLIC },
  {
    method: "GET",
    path: "/api/requests/customer/{customerId}",
    url: (f) => `/api/requests/customer/${f.ids.customer}`,
    expect: OWNER_OR_ADMIN,
  },
  {
    method: "GET",
    path: "/api/requests/provider/{id}",
    url: (f) => `/api/requests/provider/${f.ids.provider}`,
    expect: {
      anonymous: 401,
      otherCustomer: 403,
      otherProvider: 403,
      admin: OK,
      provider: OK,
      customer: 403,
    },
  },
  {
    method: "GET",
    path: "/api/requests/{id}",
    url: (f) => `/api/requests/${f.accepted}`,
    expect: PARTIES_READ,
  },
  {
    method: "POST",
    path: "/api/requests",
    url: () => "/api/requests",
    body: () => bookingPayload({ serviceType: "jump-start" }),
    expect: {
      anonymous: 401,
      otherCustomer: 403,
      otherProvider: 403,
      admin: 403,
      provider: 403,
      customer: OK,
    },
  },
  {
    method: "POST",
    path: "/api/quotes",
    url: () => "/api/quotes",
    body: () => ({
      serviceType: "jump-start",
      providerId: null,
      pickupLatitude: 25.1972,
      pickupLongitude: 55.2796,
    }),
    expect: {
      anonymous: 401,
      otherCustomer: OK,
      otherProvider: 403,
      admin: 403,
      provider: 403,
      customer: OK,
    },
  },
  // Before the other provider takes toWorkOn: from then on they are offered nothing else (one job at a time).
  {
    method: "PATCH",
    path: "/api/requests/{id}",
    url: (f) => `/api/requests/${f.toDecline}`,
    body: () => ({ status: "declined" }),
    expect: OTHER_ASSIGNED_PROVIDER,
  },
  {
    method: "PATCH",
    path: "/api/requests/{id}",
    url: (f) => `/api/requests/${f.toCancel}`,
    // With a reason: an admin cancelling for the customer must say why (issue 19).
    body: () => ({ status: "cancelled", reason: "Customer called support" }),
    // Offered to the other provider, who sees it but may not cancel it.
    expect: {
      anonymous: 401,
      otherCustomer: 404,
      otherProvider: 403,
      admin: OK,
      provider: 404,
      customer: OK,
    },
  },
  {
    method: "PATCH",
    path: "/api/requests/{id}",
    url: (f) => `/api/requests/${f.toWorkOn}`,
    body: () => ({ status: "accepted" }),
    expect: OTHER_ASSIGNED_PROVIDER,
  },
  {
    method: "PATCH",
    path: "/api/requests/{id}",
    url: (f) => `/api/requests/${f.toWorkOn}`,
    body: () => ({ status: "in-progress" }),
    expect: OTHER_ASSIGNED_PROVIDER,
  },
  {
    method: "PATCH",
    path: "/api/requests/{id}",
    url: (f) => `/api/requests/${f.toWorkOn}`,
    body: () => ({ status: "completed" }),
    expect: OTHER_ASSIGNED_PROVIDER,
  },
  {
    method: "GET",
    path: "/api/user-vehicles/{id}",
    url: (f) => `/api/user-vehicles/${f.ids.customer}`,
    expect: OWNER_OR_ADMIN,
  },
  {
    method: "POST",
    path: "/api/user-vehicles",
    url: () => "/api/user-vehicles",
    expect: OWNER_ONLY_BODY,
    body: (f) => ({
      userId: f.ids.customer,
      vehicleName: "Second",
      vehicleMake: "Kia",
      vehicleModel: "Rio",
      licensePlate: "MATRIX 2",
    }),
  },
  {
    method: "DELETE",
    path: "/api/user-vehicles/{id}",
    url: (f) => `/api/user-vehicles/${f.vehicleId}`,
    expect: OWNER_ONLY_ITEM,
  },
  { method: "GET", path: "/api/providers/online", url: () => "/api/providers/online", expect: SIGNED_IN },
  { method: "GET", path: "/api/pricing/{serviceType}", url: () => "/api/pricing/jump-start", expect: PUBLIC },
  { method: "GET", path: "/api/pricing/{serviceType}", url: () => "/api/pricing/towing", expect: PUBLIC },
  {
    method: "GET",
    path: "/api/towing/equipment/compatible/{vehicleType}",
    url: () => "/api/towing/equipment/compatible/suv?lat=25.2&lng=55.27",
    expect: SIGNED_IN,
  },
  {
    method: "GET",
    path: "/api/towing/equipment/available",
    url: () => "/api/towing/equipment/available",
    expect: SIGNED_IN,
  },
  {
    method: "GET",
    path: "/api/chat/{requestId}",
    url: (f) => `/api/chat/${f.accepted}`,
    expect: PARTIES_READ,
  },
  {
    method: "POST",
    path: "/api/chat/{requestId}",
    url: (f) => `/api/chat/${f.accepted}`,
    expect: PARTIES_WRITE,
    body: (f, actor) => ({
      senderId: idOf(f, actor),
      receiverId: counterpart(f, actor),
      messageType: "text",
      content: "hello",
    }),
  },
  {
    method: "POST",
    path: "/api/chat/{requestId}/read",
    url: (f) => `/api/chat/${f.accepted}/read`,
    expect: PARTIES_WRITE,
    body: (f, actor) => ({ messageIds: [actor === "provider" ? f.messageToProvider : f.messageToCustomer] }),
  },
  {
    method: "POST",
    path: "/api/chat/{requestId}/images",
    url: (f) => `/api/chat/${f.accepted}/images`,
    expect: PARTIES_WRITE,
    multipart: () =>
      multipartBody({}, { field: "imageFile", name: "a.png", type: "image/png", content: TINY_PNG }),
  },
  {
    method: "GET",
    path: "/api/chat/{requestId}/images/{file}",
    url: (f) => f.chatImagePath,
    expect: PARTIES_READ,
  },
  {
    method: "GET",
    path: "/api/photos/{requestId}",
    url: (f) => `/api/photos/${f.accepted}`,
    expect: PARTIES_READ,
  },
  {
    method: "POST",
    path: "/api/photos/{requestId}",
    url: (f) => `/api/photos/${f.accepted}`,
    expect: PARTIES_WRITE,
    multipart: (f, actor) =>
      multipartBody(
        { uploadedBy: idOf(f, actor), photoType: "during" },
        { field: "file", name: "a.png", type: "image/png", content: TINY_PNG },
      ),
  },
  {
    method: "GET",
    path: "/api/photos/{requestId}/{photoId}/file",
    url: (f) => `/api/photos/${f.accepted}/${f.photoId}/file`,
    expect: PARTIES_READ,
  },
  {
    method: "POST",
    path: "/api/providers/{providerId}/documents",
    url: (f) => `/api/providers/${f.ids.provider}/documents`,
    // Only the captain themselves: an admin reviews papers, never uploads them.
    expect: { ...PROVIDERS, otherProvider: 403 },
    multipart: () =>
      multipartBody(
        { kind: "emirates-id", expiresOn: A_YEAR_AHEAD },
        { field: "file", name: "id.png", type: "image/png", content: TINY_PNG },
      ),
  },
  {
    method: "GET",
    path: "/api/providers/{providerId}/documents/{documentId}/file",
    url: () => providerDocumentUrl,
    // The captain and admins; to anyone else a paper does not exist.
    expect: { ...PARTIES_READ, customer: 404 },
  },
  {
    method: "GET",
    path: "/api/documents/{number}.pdf",
    url: () => `/api/documents/${invoiceNumber}.pdf`,
    // The customer it was issued to and admins; to anyone else (the captain too) it does not exist.
    expect: { ...PARTIES_READ, provider: 404 },
  },
  {
    method: "GET",
    path: "/api/admin/payout-runs/{runId}/transfers.csv",
    url: () => `/api/admin/payout-runs/${payoutRunId}/transfers.csv`,
    expect: ADMINS,
  },
  {
    method: "GET",
    path: "/api/emergency-contacts/{id}",
    url: (f) => `/api/emergency-contacts/${f.ids.customer}`,
    expect: OWNER_OR_ADMIN,
  },
  {
    method: "POST",
    path: "/api/emergency-contacts",
    url: () => "/api/emergency-contacts",
    expect: OWNER_ONLY_BODY,
    body: (f) => ({
      userId: f.ids.customer,
      contactName: "Omar",
      contactPhone: "+971 55 999 8877",
      relationship: "friend",
    }),
  },
  {
    method: "DELETE",
    path: "/api/emergency-contacts/{id}",
    url: (f) => `/api/emergency-contacts/${f.contactId}`,
    expect: OWNER_ONLY_ITEM,
  },
  {
    method: "POST",
    path: "/api/family-sharing/{requestId}",
    url: (f) => `/api/family-sharing/${f.accepted}`,
    body: (f, actor) => ({
      userId: idOf(f, actor),
      sharedWithName: "Dad",
      sharedWithPhone: "+971 50 123 0000",
    }),
    expect: {
      anonymous: 401,
      otherCustomer: 404,
      otherProvider: 403,
      admin: 403,
      provider: 403,
      customer: OK,
    },
  },
  {
    method: "GET",
    path: "/api/family-sharing/track/{shareToken}",
    url: (f) => `/api/family-sharing/track/${f.shareToken}`,
    expect: PUBLIC,
  },
  {
    method: "GET",
    path: "/api/users/{id}",
    url: (f) => `/api/users/${f.ids.customer}`,
    expect: OWNER_OR_ADMIN,
  },
  {
    method: "PATCH",
    path: "/api/users/{id}",
    url: (f) => `/api/users/${f.ids.customer}`,
    body: () => ({ address: "Downtown Dubai" }),
    expect: OWNER_OR_ADMIN,
  },
  {
    method: "GET",
    path: "/api/reviews/user/{id}",
    url: (f) => `/api/reviews/user/${f.ids.provider}`,
    expect: SIGNED_IN,
  },
  {
    method: "GET",
    path: "/api/reviews/user/{id}",
    url: (f) => `/api/reviews/user/${f.ids.customer}`,
    expect: { ...SIGNED_IN, otherCustomer: 403 },
  },
  {
    method: "POST",
    path: "/api/reviews",
    url: () => "/api/reviews",
    body: (f, actor) => ({
      requestId: f.completed,
      reviewerId: idOf(f, actor),
      revieweeId: counterpart(f, actor),
      rating: "5",
      comment: "Great",
    }),
    expect: {
      anonymous: 401,
      otherCustomer: 404,
      otherProvider: 404,
      admin: 403,
      provider: OK,
      customer: OK,
    },
  },
  {
    method: "GET",
    path: "/api/provider/dashboard-stats",
    url: () => "/api/provider/dashboard-stats?period=week",
    expect: PROVIDERS,
  },
  {
    method: "GET",
    path: "/api/provider/requests",
    url: () => "/api/provider/requests?page=1&limit=25&sortBy=amount&sortDirection=asc",
    expect: PROVIDERS,
  },
  {
    method: "GET",
    path: "/api/provider/analytics",
    url: () => "/api/provider/analytics?period=month",
    expect: PROVIDERS,
  },
  { method: "GET", path: "/api/admin/system-stats", url: () => "/api/admin/system-stats", expect: ADMINS },
  {
    method: "GET",
    path: "/api/admin/user-metrics/today",
    url: () => "/api/admin/user-metrics/today",
    expect: ADMINS,
  },
  {
    method: "GET",
    path: "/api/admin/request-metrics/today",
    url: () => "/api/admin/request-metrics/today",
    expect: ADMINS,
  },
  {
    method: "GET",
    path: "/api/admin/revenue-metrics/today",
    url: () => "/api/admin/revenue-metrics/today",
    expect: ADMINS,
  },
  {
    method: "DELETE",
    path: "/api/admin/users/{id}/sessions",
    // Sarah is no actor of the walk: ending her sessions leaves the walk's sessions alone.
    url: () => `/api/admin/users/${DEMO_ACCOUNTS.find((a) => a.email === "sarah@example.ae")!.id}/sessions`,
    expect: ADMINS,
  },
  { method: "GET", path: "/api/docs", url: () => "/api/docs", expect: PUBLIC },
  { method: "GET", path: "/api/openapi.json", url: () => "/api/openapi.json", expect: PUBLIC },
  { method: "GET", path: "/api/config", url: () => "/api/config", expect: PUBLIC },
  {
    method: "GET",
    path: "/api/places/search",
    url: () => "/api/places/search?q=Busness%20Bay&near=25.2048,55.2708",
    expect: PUBLIC,
  },
  {
    method: "GET",
    path: "/api/places/reverse",
    url: () => "/api/places/reverse?lat=25.1865&lng=55.2727",
    expect: PUBLIC,
  },
  { method: "GET", path: "/api/map/config", url: () => "/api/map/config", expect: PUBLIC },
  {
    method: "GET",
    path: "/api/map/styles/self-hosted.json",
    url: () => "/api/map/styles/self-hosted.json",
    expect: NOT_SERVED_HERE,
  },
  {
    method: "GET",
    path: "/api/map/tiles/{z}/{x}/{y}",
    url: () => "/api/map/tiles/10/660/438",
    expect: NOT_SERVED_HERE,
  },
  {
    method: "GET",
    path: "/api/map/archive.pmtiles",
    url: () => "/api/map/archive.pmtiles",
    expect: NOT_SERVED_HERE,
  },
  {
    method: "GET",
    path: "/api/routes",
    url: () => "/api/routes?from=25.2048,55.2708&to=25.0763,55.1336",
    expect: PUBLIC,
  },
  {
    method: "POST",
    path: "/api/auth/forgot-password",
    url: () => "/api/auth/forgot-password",
    expect: PUBLIC,
    body: (_f, actor) => ({ email: `nobody-${actor}@example.ae` }),
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    url: () => "/api/auth/reset-password",
    expect: EVERYONE_TO_INPUT_CHECK,
    body: () => ({ token: "t".repeat(43), password: "a fine new password" }),
  },
  {
    method: "POST",
    path: "/api/auth/change-password",
    url: () => "/api/auth/change-password",
    expect: SIGNED_IN_TO_INPUT_CHECK,
    body: () => ({ currentPassword: "not the password", newPassword: "a fine new password" }),
  },
  {
    method: "POST",
    path: "/api/auth/verify-email",
    url: () => "/api/auth/verify-email",
    expect: EVERYONE_TO_INPUT_CHECK,
    body: () => ({ token: "t".repeat(43) }),
  },
  {
    method: "POST",
    path: "/api/auth/resend-verification",
    url: () => "/api/auth/resend-verification",
    // Every demo account is verified by seeding: signed in, the answer is "already verified".
    expect: {
      anonymous: 401,
      otherCustomer: 409,
      otherProvider: 409,
      admin: 409,
      provider: 409,
      customer: 409,
    },
    body: () => ({}),
  },
  // The test card processor (PAYMENT_PROVIDER=test, this server's): customers make tokens; only the
  // customer whose hold it is answers its 3-D Secure check.
  {
    method: "POST",
    path: "/api/payments/test-processor/tokens",
    url: () => "/api/payments/test-processor/tokens",
    body: () => ({
      number: "4242 4242 4242 4242",
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: "123",
    }),
    expect: {
      anonymous: 401,
      otherCustomer: OK,
      otherProvider: 403,
      admin: 403,
      provider: 403,
      customer: OK,
    },
  },
  {
    method: "POST",
    path: "/api/payments/test-processor/authentications/{paymentId}",
    url: () => `/api/payments/test-processor/authentications/${heldForAuthentication}`,
    body: () => ({ outcome: "approve" }),
    expect: {
      anonymous: 401,
      otherCustomer: 403,
      otherProvider: 403,
      admin: 403,
      provider: 403,
      customer: OK,
    },
  },
  // Stripe's webhook is served only with PAYMENT_PROVIDER=stripe (paymentProcessorRoutes.test.ts walks it).
  {
    method: "POST",
    path: "/api/payments/webhooks/stripe",
    url: () => "/api/payments/webhooks/stripe",
    body: () => ({}),
    expect: {
      anonymous: 404,
      otherCustomer: 404,
      otherProvider: 404,
      admin: 404,
      provider: 404,
      customer: 404,
    },
  },
  // Last two: they end every actor's session.
  {
    method: "POST",
    path: "/api/auth/logout-everywhere",
    url: () => "/api/auth/logout-everywhere",
    expect: SIGNED_IN,
  },
  { method: "POST", path: "/api/auth/logout", url: () => "/api/auth/logout", expect: PUBLIC },
];

let server: ApiTestServer;
let fixture: MatrixFixture;
/** A paper the provider uploaded before the walk (the file row reads it). */
let providerDocumentUrl = "";
/** A tax invoice of the customer's completed request and a prepared payout run (the money files' rows). */
let invoiceNumber = "";
let payoutRunId = "";
/** A test-processor hold of the customer's that waits for its 3-D Secure answer. */
let heldForAuthentication = "";
const A_YEAR_AHEAD = `${new Date().getUTCFullYear() + 1}-06-01`;
const answers: Array<{ row: Row; actor: ActorName; response: ApiResponse }> = [];

beforeAll(async () => {
  server = await startApiTestServer();
  fixture = await buildMatrixFixture(server);
  const form = multipartBody(
    { kind: "trade-licence", expiresOn: A_YEAR_AHEAD },
    { field: "file", name: "licence.png", type: "image/png", content: TINY_PNG },
  );
  const uploaded = await fixture.clients.provider.send<{ url: string }>(
    "POST",
    `/api/providers/${fixture.ids.provider}/documents`,
    undefined,
    { rawPayload: form.payload, headers: { "content-type": form.contentType } },
  );
  if (uploaded.status !== 201) throw new Error(`document upload failed: ${uploaded.status} ${uploaded.body}`);
  providerDocumentUrl = uploaded.json.url;
  const { store } = server.app.commands;
  invoiceNumber = await issuedInvoiceFixture(store, server.app.runner, {
    requestId: fixture.completed,
    customerId: fixture.ids.customer,
    providerId: fixture.ids.provider,
  });
  payoutRunId = await preparedPayoutRunFixture(store, {
    providerId: fixture.ids.provider,
    accountName: "A provider",
  });
  const hold = await server.app.commands.payments!.authorize({
    amountFils: 27_500,
    paymentToken: "tok_test_4000002760003184",
    idempotencyKey: `matrix:${fixture.ids.customer}:${Date.now()}`,
    description: "matrix",
    requestId: fixture.accepted,
    customerId: fixture.ids.customer,
  });
  if (hold.outcome !== "requires-action") throw new Error(`expected a 3-D Secure hold, got ${hold.outcome}`);
  heldForAuthentication = hold.paymentId;
});
afterAll(() => server?.close());

function call(row: Row, actor: ActorName): Promise<ApiResponse> {
  const client = fixture.clients[actor];
  if (row.multipart) {
    const form = row.multipart(fixture, actor);
    return client.send(row.method, row.url(fixture), undefined, {
      rawPayload: form.payload,
      headers: { "content-type": form.contentType },
    });
  }
  return client.send(row.method, row.url(fixture), row.body?.(fixture, actor));
}

describe("authorization matrix", () => {
  it("covers every documented path", async () => {
    const docs = await server.anonymous.get<{ paths: Record<string, Record<string, unknown>> }>("/api/docs");
    const documented = Object.entries(docs.json.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const walked = new Set(ROWS.map((row) => `${row.method} ${row.path}`));
    expect(documented.filter((op) => !walked.has(op))).toEqual([]);
  });

  it("lets through exactly who may, and answers everyone else 401, 403 or 404", async () => {
    const mismatches: string[] = [];
    for (const row of ROWS) {
      // A 409 is "let through, but the state already moved" only after someone changed it on this
      // row: a 409 before any 2xx could be a refusal dressed as a conflict.
      let changedBefore = false;
      for (const actor of ACTORS) {
        const response = await call(row, actor);
        const expected = row.expect[actor];
        const allowed = response.status < 300 || (response.status === 409 && changedBefore);
        if (response.status < 300) changedBefore = true;
        const matches = expected === OK ? allowed : response.status === expected;
        if (!matches)
          mismatches.push(
            `${row.method} ${row.url(fixture)} as ${actor}: expected ${expected}, got ${response.status} ${response.body.slice(0, 160)}`,
          );
        expect(response.status, `${row.method} ${row.path} as ${actor}`).toBeLessThan(500);
        if (response.status < 300) answers.push({ row, actor, response });
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  // The answers the walk let through double as samples of every path's success answer.
  it("answers what /api/docs says each path answers", () => {
    expect(answers.length).toBeGreaterThan(ROWS.length);
    const differences: string[] = [];
    for (const { row, actor, response } of answers) {
      const isJson = String(response.headers["content-type"]).startsWith("application/json");
      if (!isJson || row.path === "/api/docs") continue;
      const meta = server.app.restRoutes.find((r) => r.method === row.method && r.path === row.path);
      if (!meta?.response) {
        differences.push(`${row.method} ${row.path}: answers JSON but documents no response schema`);
        continue;
      }
      const parsed = meta.response.safeParse(response.json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        differences.push(
          `${row.method} ${row.path} as ${actor}: ${issue.path.join(".") || "(answer)"} ${issue.message}`,
        );
      }
    }
    expect(differences).toEqual([]);
  });
});
