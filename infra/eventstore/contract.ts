import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AppendResult,
  comparePositions,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  formatPosition,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type Role,
  START,
  type SubscribeAllOptions,
  WrongExpectedRevision,
} from "../../domain/ports/eventStore";

/**
 * The behaviour every EventStore adapter must share, written against the port only. Call
 * `eventStoreContract` from an adapter's test file. `open` is called once for the whole suite;
 * the store may hold other events already: each test starts after a settled position and uses
 * streams of its own.
 */
export interface ContractStore {
  store: EventStore;
  cleanup: () => Promise<void>;
  /**
   * For stores with multi-statement transactions: append as appendToStream does, but keep the
   * writing transaction open `holdMs` before committing, so transactions commit out of position
   * order (what makes a naive `$all` reader skip events). Without it the concurrency test runs
   * with plain concurrent appends.
   */
  appendHeldOpen?: (
    stream: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
    holdMs: number,
  ) => Promise<AppendResult>;
  /**
   * How far `eventsBetween` may be from the true count, as a fraction of it: 0 (the default) for
   * stores that count; KurrentDB estimates from byte offsets and states its bound here.
   */
  eventsBetweenError?: number;
  /** Writes one record of the server's own (KurrentDB's system events): in the log, never read as ours. */
  writeSystemEvent?: () => Promise<void>;
}

// ---- realistic events --------------------------------------------------------------------------

function metadata(role: Role = "customer", causationId: string | null = null): EventMetadata {
  return {
    eventId: uuidv7(),
    correlationId: uuidv7(),
    causationId,
    actor: { userId: uuidv7(), role },
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
}

function serviceRequested(): NewEvent {
  return {
    type: "ServiceRequested",
    data: {
      requestId: uuidv7(),
      service: "towing",
      location: { lat: 25.2048, lng: 55.2708, emirate: "Dubai" },
      vehicle: { make: "Toyota", model: "Land Cruiser", plate: "D 12345" },
      priceAed: 250,
    },
    metadata: metadata("customer"),
  };
}

function jobAccepted(causationId: string | null = null): NewEvent {
  return {
    type: "JobAccepted",
    data: { providerId: uuidv7(), etaMinutes: 18 },
    metadata: metadata("provider", causationId),
  };
}

function chatMessagePosted(): NewEvent {
  return {
    type: "ChatMessagePosted",
    data: { text: "On my way 🚗", sentBy: "provider" },
    metadata: metadata("provider"),
  };
}

const requestStream = () => `request-${uuidv7()}`;
const idsOf = (events: readonly (NewEvent | RecordedEvent)[]) => events.map((e) => e.metadata.eventId);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the promise to reject, but it resolved");
}

function expectWrongExpectedRevision(
  error: unknown,
  expected: { stream: string; expected: ExpectedRevision; actual: bigint | "no_stream" },
) {
  expect(error).toBeInstanceOf(WrongExpectedRevision);
  expect(error).toMatchObject({ code: "wrong_expected_revision", ...expected });
}

function expectAscending(events: readonly RecordedEvent[]) {
  for (let i = 1; i < events.length; i++) {
    expect(comparePositions(events[i - 1]!.position, events[i]!.position), `position ${i}`).toBe(-1);
  }
}

/** Reads a subscription until `done` says so or `timeoutMs` passes; what was seen either way. */
async function subscribeUntil(
  store: EventStore,
  options: SubscribeAllOptions,
  done: (seen: RecordedEvent[]) => boolean,
  timeoutMs = 15_000,
): Promise<RecordedEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const seen: RecordedEvent[] = [];
  try {
    if (done(seen)) return seen;
    for await (const event of store.subscribeAll({ ...options, signal: controller.signal })) {
      seen.push(event);
      if (done(seen)) break;
    }
  } finally {
    clearTimeout(timer);
  }
  return seen;
}

// ---- visibility ------------------------------------------------------------------------------

/**
 * Waits until `$all` readers can see `position`. An appended event may become visible a moment
 * after its append returns (PostgreSQL: once every older transaction of the cluster has ended), so
 * tests wait for that instead of assuming read-your-writes on `$all`.
 */
export async function waitUntilVisible(
  store: EventStore,
  position: Position,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (comparePositions(await store.headPosition(), position) < 0) {
    if (Date.now() > deadline) {
      throw new Error(
        `position ${formatPosition(position)} still not visible to readers after ${timeoutMs} ms`,
      );
    }
    await sleep(10);
  }
}

/**
 * A position after everything appended so far, all of it visible: where a test starts reading so it
 * sees only its own events. (`headPosition()` alone could still be short of recent appends.)
 */
export async function settledPosition(store: EventStore): Promise<Position> {
  const marker = await store.appendToStream(`contract-marker-${uuidv7()}`, [chatMessagePosted()], {
    expected: "no_stream",
  });
  await waitUntilVisible(store, marker.position);
  return marker.position;
}

/** Payload sizes that repeat every seven events, from a one-word note to a long one (bytes of text). */
const PAYLOAD_SIZES = [20, 400, 3_000, 90, 1_500, 60, 800];

function sizedEvent(i: number): NewEvent {
  return {
    type: "ChatMessagePosted",
    data: { text: "x".repeat(PAYLOAD_SIZES[i % PAYLOAD_SIZES.length] ?? 20), sentBy: "customer" },
    metadata: metadata("customer"),
  };
}

// ---- the suite --------------------------------------------------------------------------------

export function eventStoreContract(name: string, open: () => Promise<ContractStore>): void {
  describe(`EventStore contract: ${name}`, () => {
    let opened: ContractStore;
    let store: EventStore;

    beforeAll(async () => {
      opened = await open();
      store = opened.store;
    });
    afterAll(async () => {
      await opened?.cleanup();
    });

    describe("appendToStream", () => {
      it("starts a stream with no_stream and reports the last revision and its position", async () => {
        const stream = requestStream();
        const first = await store.appendToStream(stream, [serviceRequested(), jobAccepted()], {
          expected: "no_stream",
        });
        expect(first.nextRevision).toBe(1n);
        expect(comparePositions(first.position, START)).toBe(1);

        const second = await store.appendToStream(stream, [chatMessagePosted()], { expected: 1n });
        expect(second.nextRevision).toBe(2n);
        expect(comparePositions(second.position, first.position)).toBe(1);
      });

      it("refuses no_stream when the stream exists, naming its revision", async () => {
        const stream = requestStream();
        await store.appendToStream(stream, [serviceRequested()], { expected: "no_stream" });
        const error = await rejectionOf(
          store.appendToStream(stream, [jobAccepted()], { expected: "no_stream" }),
        );
        expectWrongExpectedRevision(error, { stream, expected: "no_stream", actual: 0n });
      });

      it("refuses stream_exists for a missing stream and accepts it once the stream exists", async () => {
        const stream = requestStream();
        const error = await rejectionOf(
          store.appendToStream(stream, [jobAccepted()], { expected: "stream_exists" }),
        );
        expectWrongExpectedRevision(error, { stream, expected: "stream_exists", actual: "no_stream" });
        await store.appendToStream(stream, [serviceRequested()], { expected: "no_stream" });
        const result = await store.appendToStream(stream, [jobAccepted()], { expected: "stream_exists" });
        expect(result.nextRevision).toBe(1n);
      });

      it("accepts any whether or not the stream exists", async () => {
        const stream = requestStream();
        expect(
          (await store.appendToStream(stream, [serviceRequested()], { expected: "any" })).nextRevision,
        ).toBe(0n);
        expect((await store.appendToStream(stream, [jobAccepted()], { expected: "any" })).nextRevision).toBe(
          1n,
        );
      });

      it("accepts the exact last revision and refuses a stale, a future or a missing one", async () => {
        const stream = requestStream();
        await store.appendToStream(stream, [serviceRequested()], { expected: "no_stream" });
        await store.appendToStream(stream, [jobAccepted()], { expected: 0n });

        const stale = await rejectionOf(
          store.appendToStream(stream, [chatMessagePosted()], { expected: 0n }),
        );
        expectWrongExpectedRevision(stale, { stream, expected: 0n, actual: 1n });
        const future = await rejectionOf(
          store.appendToStream(stream, [chatMessagePosted()], { expected: 5n }),
        );
        expectWrongExpectedRevision(future, { stream, expected: 5n, actual: 1n });
        const missing = requestStream();
        const none = await rejectionOf(store.appendToStream(missing, [serviceRequested()], { expected: 0n }));
        expectWrongExpectedRevision(none, { stream: missing, expected: 0n, actual: "no_stream" });

        expect(await store.readStream(stream)).toHaveLength(2);
        expect(await store.readStream(missing)).toEqual([]);
      });
    });

    describe("idempotent re-append (same event ids)", () => {
      it("returns the original result and writes nothing", async () => {
        const stream = requestStream();
        const batch = [serviceRequested(), jobAccepted()];
        const original = await store.appendToStream(stream, batch, { expected: "no_stream" });
        const again = await store.appendToStream(stream, batch, { expected: "no_stream" });
        expect(again).toEqual(original);
        expect(idsOf(await store.readStream(stream))).toEqual(idsOf(batch));
      });

      it("still does after the stream moved on", async () => {
        const stream = requestStream();
        const batch = [serviceRequested()];
        const original = await store.appendToStream(stream, batch, { expected: "no_stream" });
        await store.appendToStream(stream, [jobAccepted()], { expected: 0n });
        expect(await store.appendToStream(stream, batch, { expected: "no_stream" })).toEqual(original);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it("does with any", async () => {
        const stream = requestStream();
        const batch = [chatMessagePosted()];
        const original = await store.appendToStream(stream, batch, { expected: "any" });
        expect(await store.appendToStream(stream, batch, { expected: "any" })).toEqual(original);
        expect(await store.readStream(stream)).toHaveLength(1);
      });
    });

    describe("readStream", () => {
      it("returns the stream's events in revision order with everything they were appended with", async () => {
        const stream = requestStream();
        const batch = [serviceRequested(), jobAccepted(), chatMessagePosted()];
        await store.appendToStream(stream, batch.slice(0, 2), { expected: "no_stream" });
        await store.appendToStream(stream, batch.slice(2), { expected: 1n });

        const events = await store.readStream(stream);
        expect(events.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
        events.forEach((event, i) => {
          expect(event).toMatchObject({ streamId: stream, type: batch[i]!.type });
          expect(event.data).toEqual(batch[i]!.data);
          expect(event.metadata).toEqual(batch[i]!.metadata);
        });
        expectAscending(events);
      });

      it("returns an empty array for a stream that does not exist", async () => {
        expect(await store.readStream(requestStream())).toEqual([]);
      });
    });

    describe("readAll", () => {
      /** Appends across three streams; returns the events in append order and the head before. */
      async function appendAcrossStreams() {
        const head = await settledPosition(store);
        const [a, b] = [requestStream(), requestStream()];
        const appended: NewEvent[] = [];
        const results: AppendResult[] = [];
        for (const [stream, events, expected] of [
          [a, [serviceRequested()], "no_stream"],
          [b, [serviceRequested(), jobAccepted()], "no_stream"],
          [a, [chatMessagePosted()], 0n],
          [a, [jobAccepted()], 1n],
        ] as const) {
          results.push(await store.appendToStream(stream, events, { expected }));
          appended.push(...events);
        }
        await waitUntilVisible(store, results.at(-1)!.position);
        return { head, appended, results };
      }

      it("returns events after a position in global order, ending with the appended positions", async () => {
        const { head, appended, results } = await appendAcrossStreams();
        const read = await store.readAll({ after: head });
        expect(idsOf(read)).toEqual(idsOf(appended));
        expectAscending(read);
        expect(read[0]!.position).not.toEqual(START);
        expect(read.at(-1)!.position).toEqual(results.at(-1)!.position);
        expect(read[2]!.position).toEqual(results[1]!.position); // the last event of b's batch
        expect(await store.headPosition()).toEqual(results.at(-1)!.position);
      });

      it("treats after as exclusive and honours limit", async () => {
        const { head, appended } = await appendAcrossStreams();
        const all = await store.readAll({ after: head });
        expect(idsOf(await store.readAll({ after: all[1]!.position }))).toEqual(idsOf(appended.slice(2)));
        expect(idsOf(await store.readAll({ after: head, limit: 2 }))).toEqual(idsOf(appended.slice(0, 2)));
        expect(await store.readAll({ after: all.at(-1)!.position })).toEqual([]);
      });

      it("filters by type without counting skipped events against limit", async () => {
        const { head, appended } = await appendAcrossStreams();
        const accepted = appended.filter((e) => e.type === "JobAccepted");
        expect(idsOf(await store.readAll({ after: head, types: ["JobAccepted"], limit: 2 }))).toEqual(
          idsOf(accepted),
        );
        const some = await store.readAll({ after: head, types: ["JobAccepted", "ChatMessagePosted"] });
        expect(idsOf(some)).toEqual(idsOf(appended.filter((e) => e.type !== "ServiceRequested")));
      });
      it("readAllSettled reads as readAll and says how far: the newest event it could see", async () => {
        const { head, appended, results } = await appendAcrossStreams();
        const settled = await store.readAllSettled({ after: head });
        expect(idsOf(settled.events)).toEqual(idsOf(appended));
        expect(settled.settledTo).toEqual(results.at(-1)!.position);
        const accepted = await store.readAllSettled({ after: head, types: ["JobAccepted"] });
        expect(idsOf(accepted.events)).toEqual(idsOf(appended.filter((e) => e.type === "JobAccepted")));
        // Other types' events count for the bound: a reader of rare types may move past them.
        expect(accepted.settledTo).toEqual(results.at(-1)!.position);
      });

      it("readAllSettled under concurrent appends: a short read holds every event up to its bound", async () => {
        const head = await settledPosition(store);
        // A bounded amount of writing (200 appends), read while it happens.
        let writing = 4;
        const writers = Array.from({ length: 4 }, async () => {
          for (let i = 0; i < 50; i++) {
            await store.appendToStream(requestStream(), [chatMessagePosted()], { expected: "any" });
          }
          writing--;
        });
        try {
          let after = head;
          for (let round = 0; round < 200 && writing > 0; round++) {
            const { events, settledTo } = await store.readAllSettled({ after, limit: 1000 });
            // The bound holds for a short read; a full one is complete up to its last event.
            const bound = events.length >= 1000 ? events.at(-1)!.position : settledTo;
            // Read again later: whatever lies up to the bound now must be exactly what the read gave.
            const again = (await store.readAll({ after })).filter(
              (e) => comparePositions(e.position, bound) <= 0,
            );
            // (The read may also hold events past its bound: the bound says how far it is complete.)
            const upToBound = events.filter((e) => comparePositions(e.position, bound) <= 0);
            expect(idsOf(again)).toEqual(idsOf(upToBound));
            const last = events.at(-1)?.position;
            const next = last && comparePositions(last, bound) > 0 ? last : bound;
            if (comparePositions(next, after) > 0) after = next;
          }
        } finally {
          await Promise.all(writers);
        }
      });
    });

    describe("eventsBetween", () => {
      it("counts the events between two positions within the store's bound, whatever their sizes, system events left out", async () => {
        const stream = `contract-sizes-${uuidv7()}`;
        const before = await settledPosition(store);
        const positions: Position[] = [];
        for (let i = 0; i < 140; i++) {
          if (i % 10 === 5) await opened.writeSystemEvent?.();
          const { position } = await store.appendToStream(stream, [sizedEvent(i)], { expected: "any" });
          positions.push(position);
        }
        const last = positions[positions.length - 1] as Position;
        await waitUntilVisible(store, last);
        await store.headPosition(); // what the runner reads before it reports lag
        const bound = opened.eventsBetweenError ?? 0;
        for (const [a, b] of [
          [0, 139],
          [20, 80],
          [60, 139],
          [100, 130],
        ] as const) {
          const actual = b - a;
          const estimate = store.eventsBetween(positions[a] as Position, positions[b] as Position);
          expect(
            Math.abs(estimate - actual),
            `events ${a}..${b}: ${estimate} for ${actual}`,
          ).toBeLessThanOrEqual(Math.ceil(actual * bound));
        }
        expect(store.eventsBetween(before, positions[0] as Position)).toBeGreaterThanOrEqual(1);
        expect(store.eventsBetween(positions[50] as Position, positions[10] as Position)).toBe(0);
        expect(store.eventsBetween(positions[10] as Position, positions[10] as Position)).toBe(0);
      });
    });

    describe("subscribeAll", () => {
      it("catches up, goes live, and resumes from a checkpoint without skipping or repeating", async () => {
        const head = await settledPosition(store);
        const stream = requestStream();
        const past = [serviceRequested(), jobAccepted(), chatMessagePosted()];
        await store.appendToStream(stream, past, { expected: "no_stream" });

        const controller = new AbortController();
        const live = [chatMessagePosted(), chatMessagePosted()];
        const seen: RecordedEvent[] = [];
        for await (const event of store.subscribeAll({
          after: head,
          signal: controller.signal,
          batchSize: 2,
        })) {
          seen.push(event);
          if (seen.length === past.length) {
            await store.appendToStream(stream, live, { expected: 2n }); // while the subscription is caught up
          }
          if (seen.length === past.length + live.length) controller.abort();
        }
        expect(idsOf(seen)).toEqual(idsOf([...past, ...live]));
        expectAscending(seen);

        const checkpoint = seen[past.length - 1]!.position;
        const next = [jobAccepted()];
        await store.appendToStream(stream, next, { expected: 4n });
        const resumed = await subscribeUntil(store, { after: checkpoint }, (s) =>
          s.some((e) => e.metadata.eventId === next[0]!.metadata.eventId),
        );
        expect(idsOf(resumed)).toEqual(idsOf([...live, ...next]));
      });

      it("delivers only the requested types", async () => {
        const head = await settledPosition(store);
        const stream = requestStream();
        const events = [serviceRequested(), chatMessagePosted(), jobAccepted(), chatMessagePosted()];
        await store.appendToStream(stream, events, { expected: "no_stream" });
        const chats = events.filter((e) => e.type === "ChatMessagePosted");
        const seen = await subscribeUntil(
          store,
          { after: head, types: ["ChatMessagePosted"] },
          (s) => s.length === chats.length,
        );
        expect(idsOf(seen)).toEqual(idsOf(chats));
      });

      it("ends cleanly when the signal aborts while waiting for events", async () => {
        const after = await settledPosition(store);
        const controller = new AbortController();
        const startedAt = Date.now();
        setTimeout(() => controller.abort(), 50);
        const seen: RecordedEvent[] = [];
        for await (const event of store.subscribeAll({ after, signal: controller.signal })) {
          seen.push(event);
        }
        expect(seen).toEqual([]);
        expect(Date.now() - startedAt).toBeLessThan(5_000);
      });

      it("yields nothing when the signal has already aborted", async () => {
        const seen: RecordedEvent[] = [];
        for await (const event of store.subscribeAll({ signal: AbortSignal.abort() })) seen.push(event);
        expect(seen).toEqual([]);
      });

      it("ends when the consumer breaks out of the loop", async () => {
        await store.appendToStream(requestStream(), [serviceRequested()], { expected: "no_stream" });
        let count = 0;
        for await (const _ of store.subscribeAll()) {
          count++;
          break;
        }
        expect(count).toBe(1);
      });
    });

    describe("under concurrency", () => {
      it("shows a live subscriber every event of 20 concurrent writers exactly once, in position order", async () => {
        const head = await settledPosition(store);
        // Each writer appends 5 batches of 1-3 events to its own stream, checking the revision.
        const plans = Array.from({ length: 20 }, () =>
          Array.from({ length: 5 }, () =>
            Array.from({ length: 1 + Math.floor(Math.random() * 3) }, chatMessagePosted),
          ),
        );
        const written = plans.flat(2);

        const subscriber = subscribeUntil(
          store,
          { after: head },
          (seen) => seen.length >= written.length,
          30_000,
        );
        await Promise.all(
          plans.map(async (batches) => {
            const stream = requestStream();
            let expected: ExpectedRevision = "no_stream";
            for (const batch of batches) {
              const result: AppendResult = opened.appendHeldOpen
                ? await opened.appendHeldOpen(stream, batch, expected, Math.floor(Math.random() * 15))
                : await store.appendToStream(stream, batch, { expected });
              expected = result.nextRevision;
              if (!opened.appendHeldOpen) await sleep(Math.random() * 5);
            }
          }),
        );
        const seen = await subscriber;

        expect(new Set(idsOf(seen)).size).toBe(seen.length); // nothing twice
        expect(new Set(idsOf(seen))).toEqual(new Set(idsOf(written))); // nothing missing
        expectAscending(seen);
        for (const stream of new Set(seen.map((e) => e.streamId))) {
          const revisions = seen.filter((e) => e.streamId === stream).map((e) => e.revision);
          expect(revisions).toEqual(revisions.map((_, i) => BigInt(i)));
        }
        expect(idsOf(await store.readAll({ after: head }))).toEqual(idsOf(seen));
      });

      it("lets exactly one of two writers racing on the same expected revision win", async () => {
        for (let round = 0; round < 10; round++) {
          const stream = requestStream();
          await store.appendToStream(stream, [serviceRequested()], { expected: "no_stream" });
          const contenders = [jobAccepted(), jobAccepted()];
          const outcomes = await Promise.allSettled(
            contenders.map((event) => store.appendToStream(stream, [event], { expected: 0n })),
          );
          const won = outcomes.filter((o) => o.status === "fulfilled");
          const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
          expect(won).toHaveLength(1);
          expect(lost).toHaveLength(1);
          expectWrongExpectedRevision(lost[0]!.reason, { stream, expected: 0n, actual: 1n });
          expect(await store.readStream(stream)).toHaveLength(2);
        }
      });

      it("lets exactly one of two writers racing to create a stream win", async () => {
        for (let round = 0; round < 10; round++) {
          const stream = requestStream();
          const outcomes = await Promise.allSettled(
            [serviceRequested(), serviceRequested()].map((event) =>
              store.appendToStream(stream, [event], { expected: "no_stream" }),
            ),
          );
          expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
          const lost = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected");
          expectWrongExpectedRevision(lost?.reason, { stream, expected: "no_stream", actual: 0n });
        }
      });
    });
  });
}
