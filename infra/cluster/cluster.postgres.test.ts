import { createClient } from "graphql-ws";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { bookingPayload, DEMO } from "../../command-api/rest/testing/demoActors";
import { type ChildNode, startChildNode } from "../testing/childNode";
import { cookieSocket, send, signIn } from "../testing/nodeClient";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../testing/postgres";

/**
 * The production split as real processes on the local PostgreSQL (what `npm run start:postgres`
 * runs): one worker, two API nodes. Timeouts are generous: CI has two cores and these start three
 * Node processes.
 */
let database: TestDatabase;
let pool: pg.Pool;
let worker: ChildNode;
let nodeA: ChildNode;
let nodeB: ChildNode;
const nodes: ChildNode[] = [];

const bookingsWith = async (description: string) => {
  const { rows } = await pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM rm.request_history WHERE description = $1",
    [description],
  );
  return rows[0]!.n;
};

function within<T>(work: Promise<T>, ms: number, why: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(why())), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

await describeWithPostgres("several API nodes and a worker (child processes)", () => {
  beforeAll(async () => {
    database = await createTestDatabase("cluster");
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const env = { EVENT_STORE: "postgres", DATABASE_URL: database.url };
    // The worker first: it creates the read models and seeds the demo accounts the API nodes sign in with.
    worker = await startChildNode({ name: "worker", env: { ...env, ROLE: "worker" } });
    nodes.push(worker);
    [nodeA, nodeB] = await Promise.all([
      startChildNode({ name: "api-a", env: { ...env, ROLE: "api" } }),
      startChildNode({ name: "api-b", env: { ...env, ROLE: "api" } }),
    ]);
    nodes.push(nodeA, nodeB);
  }, 300_000);

  afterAll(async () => {
    for (const node of nodes) node.kill("SIGKILL");
    await Promise.all(nodes.map((node) => node.exited));
    await pool?.end();
    await database?.drop();
  }, 60_000);

  it("shows a subscriber on node B the change a command made on node A", async () => {
    const customer = await signIn(nodeA.url, DEMO.customer.email);
    const provider = await signIn(nodeA.url, DEMO.provider.email);
    const booked = await send(nodeA.url, "POST", "/api/requests", {
      body: bookingPayload({ description: "cross-node" }),
      cookie: customer,
    });
    expect(booked.status, booked.body).toBe(201);
    const requestId = (booked.json as { id: string }).id;

    // The same session cookie works on B: sessions live in PostgreSQL, not in a node's memory.
    const client = createClient({
      url: `${nodeB.url.replace("http", "ws")}/graphql`,
      webSocketImpl: cookieSocket(customer),
    });
    const statuses: string[] = [];
    let live!: () => void;
    const subscribed = new Promise<void>((resolve) => {
      live = resolve;
    });
    const accepted = new Promise<void>((resolve, reject) => {
      client.subscribe<{ requestUpdated: { id: string; status: string } }>(
        {
          query: "subscription ($id: ID!) { requestUpdated(requestId: $id) { id status } }",
          variables: { id: requestId },
        },
        {
          next: (message) => {
            const status = message.data?.requestUpdated.status;
            if (status) statuses.push(status);
            live();
            if (status === "ACCEPTED") resolve();
          },
          error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
          complete: () => {},
        },
      );
    });
    try {
      // The first message is the request as it is: from then on B is listening.
      await within(subscribed, 60_000, () => `no first message on B (statuses: ${statuses})`);
      const accept = await send(nodeA.url, "PATCH", `/api/requests/${requestId}`, {
        body: { status: "accepted" },
        cookie: provider,
      });
      expect(accept.status, accept.body).toBe(200);
      await within(accepted, 60_000, () => `B never saw ACCEPTED (statuses: ${statuses})`);
      expect(statuses[0]).toBe("PENDING");
      expect(statuses.at(-1)).toBe("ACCEPTED");
    } finally {
      await client.dispose();
    }
  }, 120_000);

  it("answers a write on an API node once the worker's read models have it, its request id carried into the events", async () => {
    const customer = await signIn(nodeB.url, DEMO.customer.email);
    const booked = await send(nodeB.url, "POST", "/api/requests", {
      body: bookingPayload({ description: "read-your-writes" }),
      cookie: customer,
      headers: { "x-request-id": "lb-request-0001" },
    });
    expect(booked.status, booked.body).toBe(201);
    expect(booked.headers["x-request-id"]).toBe("lb-request-0001");
    // No polling: the 201 waited until the worker's projection had the booking.
    expect(await bookingsWith("read-your-writes")).toBe(1);
    const { rows } = await pool.query<{ type: string }>(
      "SELECT type FROM events WHERE metadata->>'correlationId' = 'lb-request-0001'",
    );
    expect(rows.map((r) => r.type)).toContain("ServiceRequested");
  }, 60_000);

  it("shows on node B a write answered on node A, though B had just read (and kept) that history", async () => {
    const customer = await signIn(nodeA.url, DEMO.customer.email);
    const history = async () => {
      const answer = await send(nodeB.url, "GET", `/api/requests/customer/${DEMO.customer.id}`, {
        cookie: customer,
      });
      expect(answer.status, answer.body).toBe(200);
      return answer.json as { id: string; status: string }[];
    };
    const book = async () => {
      const booked = await send(nodeA.url, "POST", "/api/requests", {
        body: bookingPayload({ description: "read on another node" }),
        cookie: customer,
      });
      expect(booked.status, booked.body).toBe(201);
      return (booked.json as { id: string }).id;
    };
    await book();
    await history();
    await history();

    const requestId = await book();
    const newest = (await history())[0];
    expect(newest?.id).toBe(requestId);
    // Still open; dispatch may already have found no captain to ask and marked it unassigned.
    expect(["pending", "unassigned"]).toContain(newest?.status);
    const cancelled = await send(nodeA.url, "PATCH", `/api/requests/${requestId}`, {
      body: { status: "cancelled" },
      cookie: customer,
    });
    expect(cancelled.status, cancelled.body).toBe(200);
    expect((await history())[0]).toMatchObject({ id: requestId, status: "cancelled" });
  }, 60_000);

  it("exposes Prometheus metrics on API nodes and the worker, on their metrics ports only", async () => {
    expect((await fetch(`${nodeA.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${worker.url}/metrics`)).status).toBe(404);
    const api = await (await fetch(`${nodeA.metricsUrl}/metrics`)).text();
    expect(api).toMatch(/^http_request_duration_seconds_bucket\{.*route="\/api\/requests".*\} \d+/m);
    expect(api).toMatch(
      /^roadside_commands_total\{command="RequestService",outcome="accepted",role="api"\} [1-9]/m,
    );
    expect(api).toMatch(/^roadside_event_store_appends_total\{outcome="ok",role="api"\} [1-9]/m);
    // B served the graphql-ws subscription above.
    const apiB = await (await fetch(`${nodeB.metricsUrl}/metrics`)).text();
    expect(apiB).toMatch(/^roadside_websocket_connections\{path="\/graphql",role="api"\} \d+/m);
    expect(api).toMatch(/^roadside_live_subscriptions\{topic="[^"]+",role="api"\} \d+/m);
    expect(api).toMatch(/^roadside_projection_position\{projection="request_history",role="api"\} \d+/m);
    expect(api).toMatch(/^process_resident_memory_bytes/m);

    const work = await (await fetch(`${worker.metricsUrl}/metrics`)).text();
    expect(work).toMatch(
      /^roadside_projection_lag_events\{projection="request_history",role="worker"\} \d+/m,
    );
    expect(work).toMatch(
      /^roadside_projection_up\{projection="request_history",state="live",role="worker"\} 1/m,
    );
    expect(work).toMatch(/^# TYPE roadside_dispatch_offers_total counter/m);
    expect((await fetch(`${worker.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${nodeA.url}/readyz`)).status).toBe(200);
  }, 60_000);

  it("drains a node on SIGTERM: every booking sent lands exactly once, sockets close with 1001, exit code 0", async () => {
    const customer = await signIn(nodeA.url, DEMO.customer.email);
    const socket = new WebSocket(`${nodeA.url.replace("http", "ws")}/ws`, { headers: { cookie: customer } });
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));

    let sigtermSent = false;
    const failuresAtA: string[] = [];
    const book = async (i: number) => {
      const body = bookingPayload({ description: `drain-${i}` });
      try {
        const answer = await send(nodeA.url, "POST", "/api/requests", { body, cookie: customer });
        if (answer.status === 201) return;
        failuresAtA.push(String(answer.status));
        // Only "closing, go elsewhere" is acceptable from a draining node.
        if (answer.status !== 503) throw new Error(`node A answered ${answer.status}: ${answer.body}`);
      } catch (error) {
        if (!sigtermSent) throw error;
        failuresAtA.push((error as NodeJS.ErrnoException).code ?? String(error));
      }
      // As a load balancer would: the request never reached A's handlers, so B takes it.
      const retry = await send(nodeB.url, "POST", "/api/requests", { body, cookie: customer });
      expect(retry.status, retry.body).toBe(201);
    };
    const inFlight: Promise<void>[] = [];
    let total = 0;
    // Twenty bookings in flight when SIGTERM arrives...
    while (total < 20) inFlight.push(book(total++));
    sigtermSent = true;
    nodeA.kill("SIGTERM");
    // ...and more keep coming until A has turned some away (it stops accepting within moments).
    while (failuresAtA.length < 3 && total < 1000) {
      inFlight.push(book(total++));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(inFlight);

    expect(await nodeA.exited).toEqual({ code: 0, signal: null });
    expect(nodeA.output()).toMatch(/"msg":"shut down cleanly"/);
    expect(await closed).toBe(1001);
    // Every 201 (from A or B) waited for the read models: each booking is there now, once.
    const counts = await Promise.all([...Array(total).keys()].map((i) => bookingsWith(`drain-${i}`)));
    expect(counts).toEqual(Array(total).fill(1));
    expect(failuresAtA.length).toBeGreaterThan(0);
  }, 180_000);
});
