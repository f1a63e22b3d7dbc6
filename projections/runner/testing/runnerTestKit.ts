import type { EventStore } from "../../../domain/ports/eventStore";
import type { Sql } from "../../../domain/ports/sql";
import { createInProcessLiveBus } from "../../../infra/livebus/inProcessLiveBus";
import type { Projection } from "../../projection";
import { createInProcessProjectionLock } from "../inProcessProjectionLock";
import {
  createProjectionRunner,
  type ProjectionRunner,
  type ProjectionRunnerDeps,
} from "../projectionRunner";
import { appendInBulk } from "./appendInBulk";
import type { RecordingEventStore } from "./appendRecorder";
import { EventMix } from "./eventMix";

/** Options that keep tests quick: small batches (many transactions), fast retries. */
export const FAST_OPTIONS = {
  catchUpBatchSize: 100,
  liveBatchSize: 20,
  retry: { initialMs: 10, maxMs: 50 },
  lockRetryMs: 50,
  idleCheckpointMs: 0,
  progressEveryMs: 0,
};

export function startRunner(
  env: { store: EventStore; sql: Sql },
  projections: readonly Projection[],
  overrides: Partial<ProjectionRunnerDeps> = {},
): ProjectionRunner & { started: Promise<void> } {
  const runner = createProjectionRunner({
    store: env.store,
    sql: env.sql,
    lock: createInProcessProjectionLock(),
    liveBus: createInProcessLiveBus(),
    projections,
    options: FAST_OPTIONS,
    ...overrides,
  });
  return Object.assign(runner, { started: runner.start() });
}

/** Appends `requests` requests' lives (plus their customers and captains); returns the event count. */
export async function appendHistory(store: EventStore, requests: number, seed = 7): Promise<number> {
  const mix = new EventMix({
    seed,
    customers: Math.max(5, requests / 4),
    providers: Math.max(3, requests / 20),
  });
  return appendInBulk(store, [...mix.population(), ...mix.interleavedRequests(requests)]);
}

/** Resolves once every projection of the runner has handled everything appended through `store`. */
export async function caughtUp(runner: ProjectionRunner, store: RecordingEventStore): Promise<void> {
  await runner.waitForPosition(store.lastAppended(), { signal: AbortSignal.timeout(60_000) });
}

/** The independent answer: per stream, how many events of `types` the store holds. */
export async function expectedCounts(
  store: EventStore,
  types: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const event of await store.readAll({ types })) {
    counts.set(event.streamId, (counts.get(event.streamId) ?? 0) + 1);
  }
  return counts;
}

export async function countsInTable(sql: Sql, table: string): Promise<Map<string, number>> {
  const { rows } = await sql.query<{ stream_id: string; events: number }>(
    `SELECT stream_id, events FROM rm.${table}`,
  );
  return new Map(rows.map((r) => [r.stream_id, r.events]));
}
