import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PgNotificationChannel } from "../eventstore/pgNotificationChannel";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../testing/postgres";
import { LIVE_BUS_CHANNEL, openPgLiveBus, type PgLiveBus, startPgLiveBus } from "./pgLiveBus";

let database: TestDatabase;
let pool: pg.Pool;
const buses: PgLiveBus[] = [];
const errors: unknown[] = [];
const newBus = async () => {
  const bus = await openPgLiveBus(database.url, pool, (error) => errors.push(error));
  buses.push(bus);
  return bus;
};

/** Collects what a topic receives and resolves once `count` payloads have arrived. */
function collect(bus: PgLiveBus, topic: string) {
  const received: unknown[] = [];
  let waiter: { count: number; resolve: () => void } | null = null;
  bus.subscribe(topic, (payload) => {
    received.push(payload);
    if (waiter && received.length >= waiter.count) waiter.resolve();
  });
  return {
    received,
    until: (count: number) =>
      new Promise<void>((resolve) => {
        if (received.length >= count) return resolve();
        waiter = { count, resolve };
      }),
  };
}

await describeWithPostgres("live bus across nodes (LISTEN/NOTIFY)", () => {
  beforeAll(async () => {
    database = await createTestDatabase("livebus");
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await pool?.end();
    await database?.drop();
  });

  it("delivers a message to subscribers on every node, once each, the publisher's at once", async () => {
    const a = await newBus();
    const b = await newBus();
    const onA = collect(a, "request.changed");
    const onB = collect(b, "request.changed");
    await a.publish({ topic: "request.changed", payload: { requestId: "r1" } });
    expect(onA.received).toEqual([{ requestId: "r1" }]);
    await onB.until(1);
    expect(onB.received).toEqual([{ requestId: "r1" }]);
    await a.flush();
    // The publisher's own envelope comes back over NOTIFY too, and must be ignored. A message b sends
    // after it is the signal that it has arrived: one channel's notifications reach a listener in
    // commit order, so once a has b's, it has had its own.
    await b.publish({ topic: "request.changed", payload: { requestId: "r2" } });
    await onA.until(2);
    expect(onA.received).toEqual([{ requestId: "r1" }, { requestId: "r2" }]);
  });

  it("keeps the order of a burst, packed into few notifications, and carries messages over the NOTIFY limit", async () => {
    const a = await newBus();
    const b = await newBus();
    const onB = collect(b, "burst");
    const big = "x".repeat(20_000);
    for (let i = 0; i < 500; i++) {
      void a.publish({ topic: "burst", payload: i === 250 ? { i, big } : { i } });
    }
    await onB.until(500);
    expect(onB.received.map((p) => (p as { i: number }).i)).toEqual([...Array(500).keys()]);
    expect((onB.received[250] as { big: string }).big).toHaveLength(20_000);
    expect(errors).toEqual([]);
  });

  it("sends a steady stream at most once per gap, every message in order", async () => {
    const notified: string[] = [];
    const channel = new PgNotificationChannel(database.url, LIVE_BUS_CHANNEL, (error) => errors.push(error));
    const counted = Object.assign(Object.create(channel) as PgNotificationChannel, {
      listen: channel.listen.bind(channel),
      close: channel.close.bind(channel),
      notify: (payload: string) => {
        notified.push(payload);
        return channel.notify(payload);
      },
    });
    const a = await startPgLiveBus({
      channel: counted,
      pool,
      onError: (e) => errors.push(e),
      minSendGapMs: 50,
      streamTopics: new Set(["stream"]),
    });
    buses.push(a);
    const b = await newBus();
    const onB = collect(b, "stream");
    // 100 messages, one every 2 ms or so: 200 ms of a stream, one message per tick.
    const started = performance.now();
    for (let i = 0; i < 100; i++) {
      void a.publish({ topic: "stream", payload: { i } });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await a.flush();
    const spanMs = performance.now() - started;
    await onB.until(100);
    expect(onB.received.map((p) => (p as { i: number }).i)).toEqual([...Array(100).keys()]);
    // The first message at once, then at most one send per 50 ms (timers only ever fire late).
    expect(notified.length).toBeLessThanOrEqual(Math.floor(spanMs / 50) + 2);
    expect(notified.length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });

  it("lets a message of any other topic cut the gap short, taking the stream's waiting messages along", async () => {
    // A gap far longer than the test may take: only the cut can deliver in time.
    const a = await startPgLiveBus({
      channel: new PgNotificationChannel(database.url, LIVE_BUS_CHANNEL, (error) => errors.push(error)),
      pool,
      onError: (e) => errors.push(e),
      minSendGapMs: 600_000,
      streamTopics: new Set(["positions"]),
    });
    buses.push(a);
    const b = await newBus();
    const positions = collect(b, "positions");
    const statuses = collect(b, "statuses");
    await a.publish({ topic: "positions", payload: { n: 1 } });
    await positions.until(1);
    // Within the gap now: this one waits...
    await a.publish({ topic: "positions", payload: { n: 2 } });
    // ...until a message that may not wait goes, at the end of its tick, with it.
    await a.publish({ topic: "statuses", payload: { at: "7/7" } });
    await Promise.all([positions.until(2), statuses.until(1)]);
    expect(positions.received).toEqual([{ n: 1 }, { n: 2 }]);
    expect(statuses.received).toEqual([{ at: "7/7" }]);
    expect(errors).toEqual([]);
  }, 15_000);
});
