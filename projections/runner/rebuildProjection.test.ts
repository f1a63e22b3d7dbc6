import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparePositions, type EventStore } from "../../domain/ports/eventStore";
import { createInProcessProjectionLock } from "./inProcessProjectionLock";
import { loadLiveCheckpoint } from "./liveCheckpoints";
import { rebuildProjection } from "./rebuildProjection";
import { shadowSchemaName } from "./shadowSchema";
import { countingProjection } from "./testing/countingProjection";
import { appendHistory, caughtUp, countsInTable, expectedCounts, startRunner } from "./testing/runnerTestKit";
import { openPgliteTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";

let env: TestEnvironment;

beforeAll(async () => {
  env = await openPgliteTestEnvironment();
  await appendHistory(env.store, 30);
});
afterAll(async () => {
  await env?.close();
});

describe("a rebuild from outside the live runner (another process, as `npm run replay` is)", () => {
  it("does not swap in tables behind the live ones: a tail read before the live runner moved on is read on from", async () => {
    const projection = countingProjection({ name: "overtaken" });
    const runner = startRunner(env, [projection]);
    await runner.started;
    await caughtUp(runner, env.store);

    // The rebuild's tail read returns; before its swap, more commands arrive and the live runner
    // commits them. Nothing tells the runner about the swap (it runs elsewhere), and then no
    // further command comes: whatever the swapped tables lack stays missing.
    let overtakeOnce = true;
    const store: EventStore = {
      ...env.store,
      async readAllSettled(options) {
        const read = await env.store.readAllSettled(options);
        if (overtakeOnce && options?.limit !== undefined && read.events.length < options.limit) {
          overtakeOnce = false;
          await appendHistory(env.store, 4, 99);
          await caughtUp(runner, env.store);
        }
        return read;
      },
    };
    const liveBefore = await loadLiveCheckpoint(env.sql, projection.name);
    await rebuildProjection(
      {
        store,
        sql: env.sql,
        lock: createInProcessProjectionLock(),
        clock: { now: () => new Date() },
        batchSize: 1000,
        lockRetryMs: 10,
      },
      projection,
      AbortSignal.timeout(30_000),
    );
    expect(overtakeOnce).toBe(false);
    await caughtUp(runner, env.store);
    await runner.stop();

    expect(await countsInTable(env.sql, "overtaken_counts")).toEqual(
      await expectedCounts(env.store, projection.handles),
    );
    const liveAfter = await loadLiveCheckpoint(env.sql, projection.name);
    expect(comparePositions(liveAfter!.position, liveBefore!.position)).toBeGreaterThan(0);
    expect(comparePositions(liveAfter!.position, env.store.lastAppended())).toBeGreaterThanOrEqual(0);
  });

  it("leaves the live tables serving in full while it replays into fresh ones, and swaps them in at the end", async () => {
    const projection = countingProjection({ name: "served" });
    const runner = startRunner(env, [projection]);
    await runner.started;
    await caughtUp(runner, env.store);
    const expected = await expectedCounts(env.store, projection.handles);
    expect(await countsInTable(env.sql, "served_counts")).toEqual(expected);
    const tableOid = async () =>
      (await env.sql.query<{ oid: string }>("SELECT 'rm.served_counts'::regclass::oid::text AS oid")).rows[0]!
        .oid;
    const liveTable = await tableOid();

    // What a reader sees between the rebuild's first and second batch: the first is in the shadow.
    let reads = 0;
    let midway: { live: Map<string, number>; shadowEvents: number } | undefined;
    const store: EventStore = {
      ...env.store,
      async readAllSettled(options) {
        if (++reads === 2) {
          const { rows } = await env.sql.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${shadowSchemaName("served")}.served_events`,
          );
          midway = { live: await countsInTable(env.sql, "served_counts"), shadowEvents: rows[0]!.n };
        }
        return env.store.readAllSettled(options);
      },
    };
    await rebuildProjection(
      {
        store,
        sql: env.sql,
        lock: createInProcessProjectionLock(),
        clock: { now: () => new Date() },
        batchSize: 10,
        lockRetryMs: 10,
      },
      projection,
      AbortSignal.timeout(30_000),
    );
    await runner.stop();

    expect(reads).toBeGreaterThan(2);
    expect(midway?.shadowEvents).toBe(10);
    expect(midway?.live).toEqual(expected);
    expect(await countsInTable(env.sql, "served_counts")).toEqual(expected);
    expect(await tableOid()).not.toBe(liveTable);
    const shadows = await env.sql.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [
      shadowSchemaName("served"),
    ]);
    expect(shadows.rows).toHaveLength(0);
  });
});
