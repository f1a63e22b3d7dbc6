import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Position } from "../../domain/ports/eventStore";
import type { ApiClient, ApiResponse } from "./testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "./testing/apiTestServer";
import { bookingPayload, DEMO } from "./testing/demoActors";

/**
 * Read-your-writes at the HTTP level: a write's answer is held until the read models it names have
 * applied it. The projections themselves are far quicker than a test can observe, so the runner's
 * wait is held shut by a gate: while it is shut no write may answer.
 */
let server: ApiTestServer;
let customer: ApiClient;
let provider: ApiClient;

type WaitForPosition = ApiTestServer["app"]["runner"]["waitForPosition"];
let original: WaitForPosition;
/** What each held wait asked for, and how to let it through. */
let held: Array<{ projections: readonly string[] | undefined; release: () => void }> = [];
/** Off while a test tidies up after itself. */
let gating = true;

beforeAll(async () => {
  server = await startApiTestServer();
  [customer, provider] = await Promise.all([
    server.signIn(DEMO.customer.email),
    server.signIn(DEMO.provider.email),
  ]);
  const runner = server.app.runner;
  original = runner.waitForPosition.bind(runner);
  // The facade reads `runner.waitForPosition` at each write, so replacing it here gates every write.
  runner.waitForPosition = (position: Position, options = {}) =>
    !gating
      ? original(position, options)
      : new Promise<void>((resolve, reject) => {
          const onAbort = () => reject(options.signal?.reason);
          options.signal?.addEventListener("abort", onAbort, { once: true });
          held.push({
            projections: options.projections,
            release: () => {
              options.signal?.removeEventListener("abort", onAbort);
              original(position, options).then(resolve, reject);
            },
          });
        });
});
afterEach(() => {
  for (const wait of held) wait.release();
  held = [];
  gating = true;
});
afterAll(async () => {
  if (server) server.app.runner.waitForPosition = original;
  await server?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a call and reports whether it has answered yet. */
function track(call: Promise<ApiResponse>) {
  let answered = false;
  const response = call.finally(() => {
    answered = true;
  });
  return { response, answered: () => answered };
}

describe("a write answers once its read models have it", () => {
  it("a booking waits for the request history, and the list read right after shows it", async () => {
    const booking = track(customer.post<{ id: string }>("/api/requests", bookingPayload()));
    await sleep(300);
    expect(booking.answered()).toBe(false);
    expect(held.map((wait) => wait.projections)).toEqual([["request_history"]]);

    held[0]!.release();
    const booked = (await booking.response) as ApiResponse<{ id: string; status: string }>;
    expect(booked.status, booked.body).toBe(201);
    expect(booked.json.status).toBe("pending");
    const list = await customer.get<Array<{ id: string }>>(`/api/requests/customer/${DEMO.customer.id}`);
    expect(list.json[0]?.id).toBe(booked.json.id);

    // The captain's buttons wait for the dashboard too: its table is refetched next.
    const accept = track(provider.patch(`/api/requests/${booked.json.id}`, { status: "accepted" }));
    await sleep(300);
    expect(accept.answered()).toBe(false);
    expect(held[1]?.projections).toEqual(["request_history", "provider_dashboard"]);
    held[1]!.release();
    expect((await accept.response).status).toBe(200);
    const table = await provider.get<{ requests: Array<{ requestId: string; status: string }> }>(
      "/api/provider/requests",
    );
    expect(table.json.requests.find((row) => row.requestId === booked.json.id)?.status).toBe("accepted");
    gating = false;
    await customer.patch(`/api/requests/${booked.json.id}`, { status: "cancelled" });
  });

  it("past the bound (5 s), the durable write answers 202 with what is known", async () => {
    const booking = track(customer.post<{ id: string }>("/api/requests", bookingPayload()));
    const answer = (await booking.response) as ApiResponse<{ id: string; status: string }>;
    expect(answer.status, answer.body).toBe(202);
    expect(answer.json).toMatchObject({ status: "pending" });
    // Durable all the same: once the read model catches up the booking is there.
    gating = false;
    const again = await customer.get<{ id: string }>(`/api/requests/${answer.json.id}`);
    expect(again.status).toBe(200);
    await customer.patch(`/api/requests/${answer.json.id}`, { status: "cancelled" });
  }, 20_000);
});
