import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type EventStore, type NewEvent, type RecordedEvent, START } from "../../../domain/ports/eventStore";
import { eventStoreContract } from "../contract";
import { FakeKurrentDbClient } from "./fakeKurrentDbClient";
import { createKurrentDbClient } from "./kurrentDbClient";
import { describeWithKurrentDb, type RunningKurrentDb, startKurrentDb } from "./kurrentDbContainer";
import { kurrentDbEventStoreOn, openKurrentDbEventStore } from "./kurrentDbEventStore";
import type { SubscriptionDrop } from "./subscriptionLoop";
import { metadataFor } from "./testResolvedEvents";

/**
 * KurrentDB positions are byte offsets: eventsBetween divides by the learned bytes per event, so
 * events of uneven sizes make it an estimate. Lag and replay progress need the right magnitude,
 * which a third either way gives.
 */
const KURRENTDB_EVENTS_BETWEEN_ERROR = 0.33;

// ---- the shared contract, on a real server ------------------------------------------------------

await describeWithKurrentDb("on KurrentDB in Docker", () => {
  let server: RunningKurrentDb | undefined;
  // Longer than the default hook timeout: the first run pulls the image.
  beforeAll(async () => {
    server = await startKurrentDb();
  }, 300_000);
  afterAll(() => server?.stop(), 60_000);

  eventStoreContract("kurrentdb", async () => {
    if (!server) throw new Error("KurrentDB did not start");
    const store = openKurrentDbEventStore({ connectionString: server.connectionString });
    // Stream metadata is written by the server as a `$metadata` event in `$all`: a real system event.
    const admin = createKurrentDbClient(server.connectionString);
    return {
      store,
      eventsBetweenError: KURRENTDB_EVENTS_BETWEEN_ERROR,
      writeSystemEvent: async () => {
        await admin.setStreamMetadata(`contract-settings-${crypto.randomUUID()}`, { maxCount: 10 });
      },
      cleanup: async () => {
        await admin.dispose();
        await store.close();
      },
    };
  });
});

// The adapter's own logic against the same contract, on a simulated client: runs everywhere,
// proves nothing about the server (the suite above does), catches the adapter's mistakes early.
eventStoreContract("kurrentdb adapter on a simulated client", async () => {
  const client = new FakeKurrentDbClient();
  const store = kurrentDbEventStoreOn(client.asClient());
  return {
    store,
    eventsBetweenError: KURRENTDB_EVENTS_BETWEEN_ERROR,
    writeSystemEvent: async () => client.writeSystemEvent("$metadata", `$$contract-${crypto.randomUUID()}`),
    cleanup: () => store.close(),
  };
});

// ---- what runs without a server ----------------------------------------------------------------

let counter = 0;
function event(type = "ServiceRequested"): NewEvent {
  counter += 1;
  return { type, data: { n: counter }, metadata: metadataFor(crypto.randomUUID()) };
}

describe("openKurrentDbEventStore: the connection string", () => {
  it("names KURRENTDB_URL and the problem when the string is malformed", () => {
    expect(() => openKurrentDbEventStore({ connectionString: "http://localhost:2113" })).toThrow(
      /KURRENTDB_URL is not a valid KurrentDB connection string \(http:\/\/localhost:2113\): Unexpected "http:\/\/"/,
    );
    expect(() => openKurrentDbEventStore({ connectionString: "kurrentdb://localhost:port" })).toThrow(
      /KURRENTDB_URL .*expected port number/,
    );
  });

  it("names KURRENTDB_URL when the string is empty", () => {
    expect(() => openKurrentDbEventStore({ connectionString: "  " })).toThrow(/KURRENTDB_URL is empty/);
  });

  it("keeps the password out of the message", () => {
    let message = "";
    try {
      openKurrentDbEventStore({ connectionString: "kurrentdb://admin:s3cret@localhost:xyz" });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/KURRENTDB_URL/);
    expect(message).toContain("admin:***@");
    expect(message).not.toContain("s3cret");
  });

  it("opens without a server (the client connects on first use) and closes", async () => {
    const store = openKurrentDbEventStore({ connectionString: "kurrentdb://127.0.0.1:1?tls=false" });
    expect(store.kind).toBe("kurrentdb");
    await store.close();
    await store.close();
    await expect(store.readAll()).rejects.toThrow(/closed/);
  });
});

describe("KurrentDB event store: events between positions", () => {
  it("counts events, not bytes of log, once a head read has shown the spacing (the simulated log spaces records by size)", async () => {
    const store = kurrentDbEventStoreOn(new FakeKurrentDbClient().asClient());
    for (let i = 0; i < 30; i++) await store.appendToStream(`s-${i % 3}`, [event()], { expected: "any" });
    const head = await store.headPosition();
    const all = await store.readAll({ types: ["ServiceRequested"] });
    expect(head.prepare).toBeGreaterThan(1000n); // byte offsets: counting them would say thousands
    expect(store.eventsBetween(all[0]!.position, head)).toBe(29);
    // From the log's start: byte offsets before the first event are counted at the learned density.
    expect(Math.abs(store.eventsBetween(START, head) - 30)).toBeLessThanOrEqual(1);
    expect(store.eventsBetween(all[9]!.position, head)).toBe(20);
    expect(store.eventsBetween(head, all[0]!.position)).toBe(0);
    await store.close();
  });
});

describe("openKurrentDbEventStore: a subscription while the server is unreachable", () => {
  const unreachable = "kurrentdb://127.0.0.1:1?tls=false";

  async function subscribeUntil(stop: (store: EventStore, controller: AbortController) => Promise<void>) {
    const drops: SubscriptionDrop[] = [];
    const store = openKurrentDbEventStore({
      connectionString: unreachable,
      onError: (drop) => drops.push(drop),
      backoff: { initialMs: 10, maxMs: 20 },
    });
    const controller = new AbortController();
    const received: RecordedEvent[] = [];
    const iteration = (async () => {
      for await (const event of store.subscribeAll({ signal: controller.signal })) received.push(event);
    })();
    await vi.waitFor(() => expect(drops.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    await stop(store, controller);
    await iteration;
    await store.close();
    return { drops, received };
  }

  it("keeps retrying from the start, reporting each drop, until the signal aborts", async () => {
    const { drops, received } = await subscribeUntil(async (_, controller) => controller.abort());
    expect(received).toEqual([]);
    expect(drops[0]).toMatchObject({ attempt: 1, resumeAfter: START, retryInMs: 10 });
    expect(String(drops[0]?.error)).toMatch(/UNAVAILABLE|ECONNREFUSED/);
  });

  it("ends when the store closes", async () => {
    const { received } = await subscribeUntil((store) => store.close());
    expect(received).toEqual([]);
  });
});

// What the contract does not reach: the server's own system events, a missing append position,
// the checks made before anything is sent, and close().
describe("KurrentDB event store, on a fake client", () => {
  let fake: FakeKurrentDbClient;
  let store: EventStore;
  beforeEach(() => {
    fake = new FakeKurrentDbClient();
    store = kurrentDbEventStoreOn(fake.asClient());
  });
  afterEach(() => store.close());

  it("reads the position back when the server leaves it out of the append result", async () => {
    fake.omitAppendPosition = true;
    const result = await store.appendToStream("request-1", [event(), event()], { expected: "any" });
    expect(result.position).toEqual((await store.readStream("request-1"))[1]?.position);
  });

  it("checks an append before sending it", async () => {
    const bad = { ...event(), metadata: metadataFor("not-a-uuid") };
    await expect(store.appendToStream("request-1", [bad], { expected: "any" })).rejects.toThrow(/UUID/);
    await expect(store.appendToStream("request-1", [event()], { expected: -1n })).rejects.toThrow(RangeError);
    await expect(store.appendToStream("request-1", [], { expected: "any" })).rejects.toThrow(/no events/);
    expect(fake.records).toEqual([]);
  });

  it("reads $all strictly after `after`, without system events, honouring limit and types", async () => {
    fake.writeSystemEvent();
    await store.appendToStream("request-1", [event("A"), event("B"), event("A")], { expected: "no_stream" });
    fake.writeSystemEvent("$settings", "$settings");
    await store.appendToStream("request-2", [event("B"), event("A")], { expected: "no_stream" });

    const all = await store.readAll();
    expect(all.map((e) => e.type)).toEqual(["A", "B", "A", "B", "A"]);
    const after = all[1]!.position;
    expect((await store.readAll({ after })).map((e) => e.position)).toEqual(
      all.slice(2).map((e) => e.position),
    );
    expect((await store.readAll({ after, limit: 2 })).map((e) => e.position)).toEqual(
      all.slice(2, 4).map((e) => e.position),
    );
    // The event at `after` is an A here: it must not use up one of the two places.
    const afterAnA = all[0]!.position;
    expect((await store.readAll({ after: afterAnA, types: ["A"], limit: 2 })).map((e) => e.position)).toEqual(
      [all[2]!.position, all[4]!.position],
    );
    expect(await store.readAll({ types: [] })).toEqual([]);
    expect(await store.readAll({ after: all[4]!.position })).toEqual([]);
  });

  it("reports the newest application event as the head, skipping system events after it", async () => {
    expect(await store.headPosition()).toEqual(START);
    fake.writeSystemEvent();
    expect(await store.headPosition()).toEqual(START);
    const { position } = await store.appendToStream("request-1", [event()], { expected: "any" });
    fake.writeSystemEvent();
    expect(await store.headPosition()).toEqual(position);
  });

  it("disposes the client on close and refuses work afterwards", async () => {
    await store.close();
    expect(fake.disposed).toBe(true);
    await expect(store.readStream("request-1")).rejects.toThrow(/closed/);
    expect(() => store.subscribeAll()).toThrow(/closed/);
  });
});
