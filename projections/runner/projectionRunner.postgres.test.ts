import { afterAll, beforeAll, expect, it } from "vitest";
import { createPgAdvisoryProjectionLock } from "../../infra/locks/pgAdvisoryProjectionLock";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { auditLogProjection } from "../audit/auditLogProjection";
import type { ProjectionLock } from "./projectionLock";
import { readModelChecksums } from "./readModelChecksum";
import { rebuildProjection } from "./rebuildProjection";
import { countingProjection } from "./testing/countingProjection";
import { appendHistory, caughtUp, countsInTable, expectedCounts, startRunner } from "./testing/runnerTestKit";
import { openPostgresTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";

let env: TestEnvironment;
const locks: ProjectionLock[] = [];
const pgLock = () => {
  const lock = createPgAdvisoryProjectionLock({ connectionString: env.url });
  locks.push(lock);
  return lock;
};

/** Wraps a lock to resolve once `tryAcquire` has answered "held by another" at least `count` times. */
function countingRefusals(lock: ProjectionLock) {
  let refused = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const counted: ProjectionLock = {
    async tryAcquire(name) {
      const lease = await lock.tryAcquire(name);
      if (!lease) {
        refused++;
        for (const waiter of waiters.filter((w) => refused >= w.count)) waiter.resolve();
      }
      return lease;
    },
    close: () => lock.close(),
  };
  return {
    lock: counted,
    atLeast: (count: number) =>
      new Promise<void>((resolve) => {
        if (refused >= count) resolve();
        else waiters.push({ count, resolve });
      }),
  };
}

await describeWithPostgres("projection runner on PostgreSQL", () => {
  beforeAll(async () => {
    env = await openPostgresTestEnvironment("runner");
    await appendHistory(env.store, 150);
  });
  afterAll(async () => {
    for (const lock of locks) await lock.close();
    await env?.close();
  });

  it("runs each projection in one process only: a second runner stands by, and takes over when the first stops", async () => {
    const projection = countingProjection({ name: "singleton" });
    const first = startRunner(env, [projection], { lock: pgLock() });
    await first.started;
    await caughtUp(first, env.store);

    // The second runner's refusals are the signal: once the lock has said no twice (it stood by, waited
    // and asked again), it is standing by because the first holds the lease, not because it is slow.
    const refusals = countingRefusals(pgLock());
    const second = startRunner(env, [projection], { lock: refusals.lock });
    await second.started;
    await refusals.atLeast(2);
    expect(second.status()[0]?.state).toBe("standby");
    expect(first.status()[0]?.state).toBe("live");

    await first.stop();
    await appendHistory(env.store, 3, 11);
    await caughtUp(second, env.store);
    expect(second.status()[0]?.state).toBe("live");
    await second.stop();
    expect(await countsInTable(env.sql, "singleton_counts")).toEqual(
      await expectedCounts(env.store, projection.handles),
    );
  });

  it("reports lag in events as head minus checkpoint (global positions)", async () => {
    const projection = countingProjection({ name: "lagging", failOn: () => true });
    const runner = startRunner(env, [projection], { lock: pgLock(), options: { catchUpBatchSize: 10 } });
    await runner.started;
    const head = await env.store.headPosition();
    const deadline = Date.now() + 10_000;
    while ((runner.status()[0]?.error?.attempts ?? 0) < 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    await runner.stop();
    expect(runner.status()[0]?.lagEvents).toBe(Number(head.prepare));
    expect(runner.status()[0]?.head).toBe(`${head.commit}/${head.prepare}`);
  });

  it("a rebuild from another session while commands keep arriving ends equal to a clean rebuild", async () => {
    const projections = [
      countingProjection({ name: "under_load" }),
      { ...auditLogProjection, name: "audit_under_load" },
    ];
    const runner = startRunner(env, projections, { lock: pgLock(), options: { catchUpBatchSize: 500 } });
    await runner.started;
    await caughtUp(runner, env.store);

    // Commands keep arriving (and the live runner keeps applying them) during the whole rebuild, at a
    // pace a rebuild can outrun: one that appends faster than it replays never reaches the head.
    let appending = true;
    let appendsDuringRebuild = 0;
    const writer = (async () => {
      for (let seed = 1000; appending; seed++) {
        await appendHistory(env.store, 2, seed);
        appendsDuringRebuild++;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const otherSession = { store: env.store, sql: env.sql, lock: pgLock(), clock: { now: () => new Date() } };
    try {
      for (const projection of projections) {
        await rebuildProjection(
          { ...otherSession, batchSize: 50, lockRetryMs: 50 },
          projection,
          AbortSignal.timeout(90_000),
        );
      }
    } finally {
      appending = false;
      await writer;
    }
    expect(appendsDuringRebuild).toBeGreaterThan(1);
    await caughtUp(runner, env.store);
    const afterLoad = await readModelChecksums(env.sql, projections);

    for (const projection of projections) {
      await rebuildProjection(
        { ...otherSession, batchSize: 5000, lockRetryMs: 50 },
        projection,
        AbortSignal.timeout(90_000),
      );
    }
    await caughtUp(runner, env.store);
    await runner.stop();
    expect(await readModelChecksums(env.sql, projections)).toEqual(afterLoad);
    expect(await countsInTable(env.sql, "under_load_counts")).toEqual(
      await expectedCounts(env.store, projections[0]!.handles),
    );
  }, 180_000);
});
