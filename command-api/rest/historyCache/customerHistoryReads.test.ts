import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "../testing/apiTestServer";
import { bookingPayload, DEMO } from "../testing/demoActors";

/**
 * GET /api/requests/customer/{id} through the facade's cache of first pages: a write's answer means
 * the next read shows it, however often the page was read (and kept) before.
 */
let server: ApiTestServer;
let customer: ApiClient;
let provider: ApiClient;
let admin: ApiClient;
let otherCustomer: ApiClient;

beforeAll(async () => {
  server = await startApiTestServer();
  [customer, provider, admin, otherCustomer] = await Promise.all([
    server.signIn(DEMO.customer.email),
    server.signIn(DEMO.provider.email),
    server.signIn(DEMO.admin.email),
    server.signIn(DEMO.otherCustomer.email),
  ]);
});
afterAll(() => server?.close());

const HISTORY = `/api/requests/customer/${DEMO.customer.id}`;

interface RequestRow {
  id: string;
  status: string;
  description: string | null;
}

async function history(client: ApiClient, query = ""): Promise<RequestRow[]> {
  const response = await client.get<RequestRow[]>(`${HISTORY}${query}`);
  expect(response.status, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  return response.json;
}

describe("the customer's history, read again and again", () => {
  it("shows a booking at once, though the page was read just before", async () => {
    const earlier = await customer.post("/api/requests", bookingPayload({ description: "an earlier one" }));
    expect(earlier.status, earlier.body).toBe(201);
    await history(customer);
    await history(customer);
    const booked = await customer.post<{ id: string }>(
      "/api/requests",
      bookingPayload({ description: "first of the day" }),
    );
    expect(booked.status, booked.body).toBe(201);

    const after = await history(customer);
    expect(after[0]).toMatchObject({
      id: booked.json.id,
      status: "pending",
      description: "first of the day",
    });
  });

  it("shows a status change made by someone else (the provider) at once", async () => {
    const booked = await customer.post<{ id: string }>("/api/requests", bookingPayload());
    expect(booked.status, booked.body).toBe(201);
    expect((await history(customer))[0]).toMatchObject({ id: booked.json.id, status: "pending" });

    const accepted = await provider.patch(`/api/requests/${booked.json.id}`, { status: "accepted" });
    expect(accepted.status, accepted.body).toBe(200);
    expect((await history(customer))[0]).toMatchObject({ id: booked.json.id, status: "accepted" });

    const cancelled = await customer.patch(`/api/requests/${booked.json.id}`, { status: "cancelled" });
    expect(cancelled.status, cancelled.body).toBe(200);
    expect((await history(customer))[0]).toMatchObject({ id: booked.json.id, status: "cancelled" });
  });

  it("gives an admin the same page, and another customer none of it", async () => {
    const own = await history(customer);
    expect(await history(admin)).toEqual(own);
    expect((await otherCustomer.get(HISTORY)).status).toBe(403);
    expect((await server.anonymous.get(HISTORY)).status).toBe(401);
  });

  it("pages as before: a smaller page carries the cursor to the next", async () => {
    const all = await history(customer);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const first = await customer.get<RequestRow[]>(`${HISTORY}?limit=1`);
    const cursor = first.headers["x-next-cursor"];
    expect(typeof cursor).toBe("string");
    const second = await customer.get<RequestRow[]>(`${HISTORY}?limit=1&cursor=${cursor}`);
    expect([...first.json, ...second.json].map((r) => r.id)).toEqual(all.slice(0, 2).map((r) => r.id));
    // The default page, asked for by its size, is the same page.
    expect((await customer.get<RequestRow[]>(`${HISTORY}?limit=50`)).json).toEqual(all);
  });
});
