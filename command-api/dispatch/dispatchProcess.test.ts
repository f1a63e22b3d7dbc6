import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_DISPATCH_POLICY } from "../../domain/dispatch/dispatchPolicy";
import type { EventStore, RecordedEvent } from "../../domain/ports/eventStore";
import type { RequestEvent } from "../../domain/request/events";
import {
  offered,
  PROVIDER_A,
  PROVIDER_B,
  REQUEST_ID,
  requested,
  T0,
} from "../../domain/request/request.fixtures";
import { requestStream } from "../../domain/streams";
import { DispatchProcess } from "./dispatchProcess";
import { FakeTime } from "./testing/fakeTimers";

const silent = { warn() {}, debug() {} };

/** A store holding given streams that counts its reads; dispatch appends nothing in these tests. */
class StreamsOnly {
  readonly streams = new Map<string, RecordedEvent[]>();
  reads = 0;

  async readStream(stream: string): Promise<RecordedEvent[]> {
    this.reads += 1;
    return this.streams.get(stream) ?? [];
  }

  async appendToStream(): Promise<never> {
    throw new Error("dispatch should not append here");
  }
}

let store: StreamsOnly;
let time: FakeTime;
let dispatch: DispatchProcess;

beforeEach(() => {
  store = new StreamsOnly();
  time = new FakeTime(T0);
  dispatch = new DispatchProcess({
    // Only readStream and appendToStream are reached by a step; the rest of the port is not needed.
    commands: {
      store: store as unknown as EventStore,
      clock: time,
      ids: { next: () => "unused" },
      hasher: { hash: async () => "unused", verify: async () => false },
      offerTtlSeconds: 30,
    },
    policy: { ...DEFAULT_DISPATCH_POLICY, offerTimeoutSeconds: 30 },
    timers: time,
    nearby: () => [],
    log: silent,
  });
  dispatch.resume([], new Map());
});

function stored(events: readonly RequestEvent[]): RecordedEvent[] {
  return events.map((event, revision) => ({
    ...event,
    streamId: requestStream(REQUEST_ID),
    revision: BigInt(revision),
    position: { commit: BigInt(revision + 1), prepare: BigInt(revision + 1) },
    metadata: {
      eventId: `event-${revision}`,
      correlationId: "booking",
      causationId: null,
      actor: { userId: "system", role: "system" },
      occurredAt: T0,
      schemaVersion: 1,
    },
  }));
}

/** A booking with a chosen captain: the booking itself made the captain's offer, so dispatch only waits. */
function bookWithChosenCaptain(...more: RequestEvent[]): void {
  store.streams.set(
    requestStream(REQUEST_ID),
    stored([requested({ providerId: PROVIDER_A, requestedAt: T0 }), offered({ to: PROVIDER_A }), ...more]),
  );
}

describe("dispatch process: how often it reads a request's stream", () => {
  it("does not read the stream again when the queue reports the state the append hint already brought", async () => {
    bookWithChosenCaptain();

    dispatch.hint(REQUEST_ID);
    await dispatch.idle();
    dispatch.requestChanged({ requestId: REQUEST_ID, open: true, provider: null, revision: 1 });
    await dispatch.idle();

    expect(store.reads).toBe(1);
  });

  it("reads it when the queue reports a revision no step has decided on", async () => {
    bookWithChosenCaptain();

    dispatch.hint(REQUEST_ID);
    await dispatch.idle();
    bookWithChosenCaptain(offered({ to: PROVIDER_B }));
    dispatch.requestChanged({ requestId: REQUEST_ID, open: true, provider: null, revision: 2 });
    await dispatch.idle();

    expect(store.reads).toBe(2);
  });

  it("reads it when the hint never came (another node appended, or the hint was lost)", async () => {
    bookWithChosenCaptain();

    dispatch.requestChanged({ requestId: REQUEST_ID, open: true, provider: null, revision: 1 });
    await dispatch.idle();

    expect(store.reads).toBe(1);
  });

  it("does not read it a second time when the queue's report arrives while the hinted step runs", async () => {
    bookWithChosenCaptain();

    dispatch.hint(REQUEST_ID);
    dispatch.requestChanged({ requestId: REQUEST_ID, open: true, provider: null, revision: 1 });
    await dispatch.idle();

    expect(store.reads).toBe(1);
  });

  it("does not read it at all when the hint carries the stream its own append created", async () => {
    bookWithChosenCaptain();
    const created = store.streams.get(requestStream(REQUEST_ID))!;

    dispatch.hint(REQUEST_ID, created);
    await dispatch.idle();
    dispatch.requestChanged({ requestId: REQUEST_ID, open: true, provider: null, revision: 1 });
    await dispatch.idle();

    expect(store.reads).toBe(0);
    expect(time.timerCount).toBe(1); // it did decide: it waits for the captain's offer to expire
  });

  it("reads it when a hint with the created stream arrives while a step runs (the stream may have grown)", async () => {
    bookWithChosenCaptain();
    const created = store.streams.get(requestStream(REQUEST_ID))!;

    dispatch.hint(REQUEST_ID);
    dispatch.hint(REQUEST_ID, created);
    await dispatch.idle();

    expect(store.reads).toBe(2);
  });

  it("reads it again after a pause and resume, whatever it had seen before", async () => {
    bookWithChosenCaptain();
    dispatch.hint(REQUEST_ID);
    await dispatch.idle();

    dispatch.pause();
    dispatch.resume([], new Map());
    dispatch.requestChanged({ requestId: REQUEST_ID, open: true, provider: null, revision: 1 });
    await dispatch.idle();

    expect(store.reads).toBe(2);
  });
});
