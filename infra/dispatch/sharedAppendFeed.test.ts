import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommandDeps } from "../../command-api/commandDeps";
import { FakeTime } from "../../command-api/dispatch/testing/fakeTimers";
import { LivePositions } from "../../command-api/live/livePositions";
import { DEFAULT_DISPATCH_POLICY } from "../../domain/dispatch/dispatchPolicy";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { plainTextHasher } from "../../graphql/testing/plainTextHasher";
import { readModelProjections } from "../../projections/read-models";
import { createInProcessProjectionLock } from "../../projections/runner/inProcessProjectionLock";
import type { NewEventsSignal } from "../../projections/runner/newEventsSignal";
import { createProjectionRunner, type ProjectionRunner } from "../../projections/runner/projectionRunner";
import { storeAppendSignal } from "../../projections/runner/storeAppendSignal";
import { openPgliteEventStore } from "../eventstore/openPgliteEventStore";
import { createInProcessLiveBus } from "../livebus/inProcessLiveBus";
import { uuidV7Ids } from "../runtime/uuidV7Ids";
import { type RunningDispatch, startDispatch } from "./startDispatch";
import { requestHelp } from "./testing/dispatchScenario";

const silent = { info() {}, warn() {}, debug() {} };

let store: EventStore;
let sql: Sql;
let feed: NewEventsSignal;
let readModels: ProjectionRunner;
let dispatch: RunningDispatch;
/** `$all` subscriptions dispatch opened on the store it was given. */
let dispatchSubscriptions = 0;

beforeAll(async () => {
  ({ store, sql } = await openPgliteEventStore({ memory: true }));
  const bus = createInProcessLiveBus();
  const lock = createInProcessProjectionLock();
  feed = storeAppendSignal(store);
  // The directory dispatch starts from is a read model: its runner wakes on the same feed.
  readModels = createProjectionRunner({
    store,
    sql,
    lock,
    liveBus: bus,
    projections: readModelProjections,
    wakeup: feed,
  });
  await readModels.start();
  const counted: EventStore = {
    ...store,
    subscribeAll: (options) => {
      dispatchSubscriptions += 1;
      return store.subscribeAll(options);
    },
  };
  const time = new FakeTime("2026-03-01T08:00:00.000Z");
  const commands: CommandDeps = {
    store,
    clock: time,
    ids: uuidV7Ids,
    hasher: plainTextHasher,
    offerTtlSeconds: 30,
  };
  dispatch = await startDispatch({
    store: counted,
    sql,
    lock,
    liveBus: bus,
    commands,
    positions: new LivePositions(bus, time),
    policy: { ...DEFAULT_DISPATCH_POLICY, offerTimeoutSeconds: 30 },
    routeSampleMs: 10_000,
    log: silent,
    timers: time,
    appendFeed: feed,
  });
  // Opening PGlite takes seconds, many more when the machine is busy.
}, 180_000);

afterAll(async () => {
  await dispatch?.stop();
  await readModels?.stop();
  await feed?.close();
  await store?.close();
});

describe("dispatch on the node's shared append feed", () => {
  it("its queue follows new requests without a $all subscription of its own", async () => {
    const { position } = await requestHelp(
      {
        store,
        clock: new FakeTime("2026-03-01T08:00:00.000Z"),
        ids: uuidV7Ids,
        hasher: plainTextHasher,
        offerTtlSeconds: 30,
      },
      { requestId: "r-shared-feed", latitude: 25.2, longitude: 55.27 },
    );
    await dispatch.runner.waitForPosition(position!, { signal: AbortSignal.timeout(10_000) });
    expect(dispatch.runner.status()[0]).toMatchObject({ name: "dispatch_queue", state: "live" });
    expect(dispatchSubscriptions).toBe(0);
  });
});
