import { expect } from "vitest";
import type { EventStore } from "../../../domain/ports/eventStore";
import { createPgAdvisoryProjectionLock } from "../../../infra/locks/pgAdvisoryProjectionLock";
import type { Projection } from "../../projection";
import { readModelChecksums } from "../readModelChecksum";
import { rebuildProjection } from "../rebuildProjection";
import { appendHistory } from "./runnerTestKit";
import type { TestEnvironment } from "./testEnvironments";

/** Appends whole request lives (2,000 a round, new seeds) until at least `events` events are stored. */
export async function appendAtLeast(store: EventStore, events: number): Promise<void> {
  let appended = 0;
  for (let seed = 1; appended < events; seed++) appended += await appendHistory(store, 2000, seed);
}

/**
 * What the crash tests end with: the read models the killed runs left equal a clean rebuild of the
 * same projections (checksums of every table), and the audit log holds one row per event. (Not the
 * head's global position: appends commit concurrently, so the newest transaction's event need not
 * carry the highest position.)
 */
export async function expectEqualToCleanRebuild(
  env: TestEnvironment,
  projections: readonly Projection[],
  timeoutMs: number,
): Promise<void> {
  const afterCrashes = await readModelChecksums(env.sql, projections);
  const lock = createPgAdvisoryProjectionLock({ connectionString: env.url });
  try {
    for (const projection of projections) {
      await rebuildProjection(
        {
          store: env.store,
          sql: env.sql,
          lock,
          clock: { now: () => new Date() },
          batchSize: 5000,
          lockRetryMs: 50,
        },
        projection,
        AbortSignal.timeout(timeoutMs),
      );
    }
  } finally {
    await lock.close();
  }
  expect(await readModelChecksums(env.sql, projections)).toEqual(afterCrashes);
  const { rows } = await env.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM events");
  expect(afterCrashes["audit_log.audit_log"]?.rows).toBe(rows[0]!.n);
}
