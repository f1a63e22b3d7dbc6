import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "./testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "./testing/apiTestServer";
import { bookingPayload, DEMO } from "./testing/demoActors";

/*
 * Issue 18, finding 2, through the REST facade: GET /api/provider/requests shows a customer's name and
 * phone only to the captain holding the job; an offer — open, declined or withdrawn — shows neither.
 * (The 2-hour follow-up window is decided by the query with the clock passed in: see
 * projections/read-models/provider-dashboard/providerDashboard.test.ts and graphql/tests/customerIdentity.test.ts.)
 */

interface Row {
  requestId: string;
  status: string;
  customer: string | null;
  customerPhone: string | null;
  location: string;
  type: string;
}

let server: ApiTestServer;
let customer: ApiClient;
let captain: ApiClient;
let secondCaptain: ApiClient;

beforeAll(async () => {
  server = await startApiTestServer();
  [customer, captain, secondCaptain] = await Promise.all([
    server.signIn(DEMO.customer.email),
    server.signIn(DEMO.provider.email),
    server.signIn(DEMO.otherProvider.email),
  ]);
}, 120_000);
afterAll(() => server?.close());

async function rowOf(provider: ApiClient, requestId: string): Promise<Row | undefined> {
  const page = await provider.get<{ requests: Row[] }>("/api/provider/requests?limit=500");
  expect(page.status, page.body).toBe(200);
  return page.json.requests.find((row) => row.requestId === requestId);
}

async function book(providerId: string): Promise<string> {
  const booked = await customer.post<{ id: string }>(
    "/api/requests",
    bookingPayload({ providerId, serviceType: "jump-start" }),
  );
  expect(booked.status, booked.body).toBe(201);
  return booked.json.id;
}

describe("GET /api/provider/requests and the customer's identity", () => {
  it("a second captain's offer shows the service and the place, not the customer; declined stays blank", async () => {
    const requestId = await book(DEMO.otherProvider.id);
    expect(await rowOf(secondCaptain, requestId)).toMatchObject({
      status: "pending",
      type: "jump-start",
      location: "Dubai Mall",
      customer: null,
      customerPhone: null,
    });
    const declined = await secondCaptain.patch(`/api/requests/${requestId}`, { status: "declined" });
    expect(declined.status, declined.body).toBe(200);
    expect(await rowOf(secondCaptain, requestId)).toMatchObject({
      status: "declined",
      customer: null,
      customerPhone: null,
    });
    await customer.patch(`/api/requests/${requestId}`, { status: "cancelled" });
  });

  it("an offer withdrawn by the customer's cancellation keeps no name or phone", async () => {
    const requestId = await book(DEMO.otherProvider.id);
    await customer.patch(`/api/requests/${requestId}`, { status: "cancelled" });
    expect(await rowOf(secondCaptain, requestId)).toMatchObject({
      status: "withdrawn",
      customer: null,
      customerPhone: null,
    });
  });

  it("the captain who accepts sees the customer's name and phone", async () => {
    const requestId = await book(DEMO.provider.id);
    expect(await rowOf(captain, requestId)).toMatchObject({ status: "pending", customerPhone: null });
    const accepted = await captain.patch(`/api/requests/${requestId}`, { status: "accepted" });
    expect(accepted.status, accepted.body).toBe(200);
    expect(await rowOf(captain, requestId)).toMatchObject({
      status: "accepted",
      customer: DEMO.customer.name,
      customerPhone: DEMO.customer.phone,
    });
    await customer.patch(`/api/requests/${requestId}`, { status: "cancelled" });
  });
});
