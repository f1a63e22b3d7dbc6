import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RecordedEvent } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { READ_MODEL_SCHEMA } from "../projection";
import { EventLog } from "../read-models/testing/eventLog";
import { openReadModelHarness, type ReadModelHarness } from "../read-models/testing/readModelHarness";
import {
  AT,
  atMinute,
  jobAccepted,
  jobCompleted,
  jobDeclined,
  jobOffered,
  jobReassigned,
  offerWithdrawn,
  requestCancelled,
  requestUnassigned,
  serviceRequested,
} from "../read-models/testing/requestEventBuilders";
import {
  busyProviders,
  DISPATCH_CHANGED_TOPIC,
  type DispatchQueueChange,
  dispatchQueueProjection,
  openDispatchRequests,
} from "./dispatchQueueProjection";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([dispatchQueueProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

const requested = (requestId: string, minutes = 0) =>
  log.record(serviceRequested({ requestId, customerId: "c1", requestedAt: atMinute(minutes) }));

async function rows() {
  const open = await harness.sql.query<{ request_id: string; scheduled_at: Date | null; requested_at: Date }>(
    "SELECT request_id, scheduled_at, requested_at FROM rm.dispatch_queue_open ORDER BY request_id",
  );
  const busy = await harness.sql.query<{ request_id: string; provider_id: string }>(
    "SELECT request_id, provider_id FROM rm.dispatch_queue_busy ORDER BY request_id",
  );
  return { open: open.rows, busy: busy.rows };
}

const changes = (applied: Awaited<ReturnType<ReadModelHarness["apply"]>>) =>
  applied.map((change) => {
    expect(change.topic).toBe(DISPATCH_CHANGED_TOPIC);
    return change.payload as DispatchQueueChange;
  });

/** Every way the queue's rows can move: offered, declined, withdrawn, accepted, finished, cancelled, unassigned, accepted again. */
function lifeOfRequests(): RecordedEvent[] {
  return [
    requested("r1"),
    log.record(jobOffered("r1", "p1")),
    log.record(jobDeclined("r1", "p1")),
    requested("r2", 1),
    log.record(jobOffered("r2", "p2")),
    log.record(jobAccepted("r1", "p3")),
    log.record(offerWithdrawn("r2", "p2", "expired")),
    log.record(jobAccepted("r2", "p2")),
    log.record(requestUnassigned("r2")),
    log.record(jobAccepted("r2", "p4")),
    log.record(jobCompleted("r1", "p3", 300)),
    requested("r3", 2),
    log.record(requestCancelled("r3", "c1")),
    requested("r4", 3),
    log.record(jobOffered("r4", "p5")),
  ];
}

describe("dispatch_queue projection", () => {
  it("keeps the requests still waiting for a provider, and who is on which job", async () => {
    const applied = changes(await harness.apply(lifeOfRequests()));

    expect(await openDispatchRequests(harness.sql)).toEqual(["r4"]);
    expect(await busyProviders(harness.sql)).toEqual(new Map([["p4", "r2"]]));
    expect(applied).toEqual([
      { requestId: "r1", open: false, provider: { providerId: "p3", busy: false }, revision: 4 },
      { requestId: "r2", open: false, provider: { providerId: "p4", busy: true }, revision: 5 },
      { requestId: "r3", open: false, provider: null, revision: 1 },
      { requestId: "r4", open: true, provider: null, revision: 1 },
    ]);
  });

  it("leaves the same rows whether the events come in one batch or one at a time", async () => {
    const events = lifeOfRequests();
    await harness.apply(events);
    const batched = await rows();

    await harness.reset();
    for (const event of events) await harness.apply([event]);

    expect(await rows()).toEqual(batched);
  });

  it("reads the rows it did not write itself: an offer to a request booked in an earlier batch", async () => {
    await harness.apply([requested("r1"), requested("r2")]);
    await harness.apply([log.record(jobAccepted("r2", "p1"))]);

    const applied = changes(
      await harness.apply([log.record(jobOffered("r1", "p2")), log.record(jobOffered("r2", "p3"))]),
    );

    expect(applied).toEqual([
      { requestId: "r1", open: true, provider: null, revision: 1 },
      { requestId: "r2", open: false, provider: null, revision: 2 },
    ]);
  });

  it("frees the provider the busy row names when a job ends in a later batch", async () => {
    await harness.apply([requested("r1"), log.record(jobAccepted("r1", "p1"))]);

    const applied = changes(await harness.apply([log.record(requestCancelled("r1", "c1"))]));

    expect(applied).toEqual([
      { requestId: "r1", open: false, provider: { providerId: "p1", busy: false }, revision: 2 },
    ]);
    expect(await rows()).toEqual({ open: [], busy: [] });
  });

  it("a job reassigned by an admin waits for a captain again, its captain free", async () => {
    await harness.apply([requested("r1"), log.record(jobAccepted("r1", "p1"))]);

    const applied = changes(await harness.apply([log.record(jobReassigned("r1", "p1", atMinute(30)))]));

    expect(applied).toEqual([
      { requestId: "r1", open: true, provider: { providerId: "p1", busy: false }, revision: 2 },
    ]);
    expect(await openDispatchRequests(harness.sql)).toEqual(["r1"]);
    expect(await busyProviders(harness.sql)).toEqual(new Map());
    // In one batch with the accept, the same.
    await harness.reset();
    log = new EventLog();
    await harness.apply([
      requested("r1"),
      log.record(jobAccepted("r1", "p1")),
      log.record(jobReassigned("r1", "p1", atMinute(30))),
    ]);
    expect(await openDispatchRequests(harness.sql)).toEqual(["r1"]);
    expect(await busyProviders(harness.sql)).toEqual(new Map());
  });

  it("changes nothing when a batch is delivered again, in whole or in part", async () => {
    const events = lifeOfRequests();
    await harness.apply(events);
    const once = await rows();

    await harness.apply(events);
    expect(await rows()).toEqual(once);
    await harness.apply(events.slice(0, 8));
    await harness.apply(events.slice(8));
    expect(await rows()).toEqual(once);
  });

  it("keeps the first booking's times when a booking is delivered again", async () => {
    await harness.apply([
      log.record(serviceRequested({ requestId: "r1", customerId: "c1", scheduledAt: atMinute(60) })),
    ]);
    const first = await rows();

    await harness.apply([
      { ...log.record(serviceRequested({ requestId: "r1", customerId: "c1" })), revision: 0n },
    ]);

    expect(await rows()).toEqual(first);
    expect(first.open[0]!.requested_at.toISOString()).toBe(AT);
  });

  it("writes a batch of bookings in one statement, however many there are", async () => {
    const bookings = Array.from({ length: 20 }, (_, i) => [
      requested(`r${i}`),
      log.record(jobOffered(`r${i}`, "p1")),
    ]).flat();
    const statements: string[] = [];

    await harness.sql.transaction(async (tx) => {
      await tx.query(`SET LOCAL search_path TO ${READ_MODEL_SCHEMA}`);
      await dispatchQueueProjection.apply(bookings, counting(tx, statements));
    });

    expect(statements).toHaveLength(1);
    expect(await openDispatchRequests(harness.sql)).toHaveLength(20);
  });
});

function counting(tx: Sql, statements: string[]): Sql {
  return {
    query: (text, params, options) => {
      statements.push(text);
      return tx.query(text, params, options);
    },
    transaction: (fn) => tx.transaction(fn),
  };
}
