import type { Position, RecordedEvent } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../projection";
import { ADVISORY_LOCK_NAMESPACE } from "./advisoryLockKeys";
import type { BatchTarget } from "./batchTarget";
import { quoteIdent } from "./sqlIdentifier";

/** Points unqualified table names at the target schema for the rest of the transaction only. */
export async function useSchema(tx: Sql, schema: string): Promise<void> {
  await tx.query(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`);
}

/** Builds the query-only indexes (Projection.createIndexes) in the transaction's schema. */
export async function createDeferredIndexes(tx: Sql, projection: Projection): Promise<void> {
  if (!projection.createIndexes) return;
  // Sorting the rows of a big table for a GIN or btree build wants more than the default 64 MB.
  await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
  await projection.createIndexes(tx);
}

/**
 * The start of a batch's transaction in one round trip (a live batch is a few statements, so each
 * one counts): SET LOCAL synchronous_commit = off and SET LOCAL search_path (as useSchema), then
 * the target's live-write lock, if any (as lockLiveWrites).
 */
async function beginBatch(tx: Sql, target: BatchTarget): Promise<void> {
  const searchPath = `${quoteIdent(target.schema)}, public`;
  if (target.liveWriteLock === null) {
    await tx.query(
      "SELECT set_config('synchronous_commit', 'off', true), set_config('search_path', $1, true)",
      [searchPath],
    );
    return;
  }
  await tx.query(
    `SELECT set_config('synchronous_commit', 'off', true), set_config('search_path', $1, true),
            pg_advisory_xact_lock($2, hashtext($3))`,
    [searchPath, ADVISORY_LOCK_NAMESPACE.liveWrite, target.liveWriteLock],
  );
}

/**
 * Applies a batch and moves its checkpoint from `from` to `to` in one transaction: a crash
 * anywhere leaves both as they were, so the batch is simply read and applied again.
 * `to` may lie beyond the last event when the reader knows nothing relevant lies between.
 * `finishCatchUp` also builds the query-only indexes, so the checkpoint that says "caught up" and
 * the indexes arrive together.
 *
 * The commit does not wait for the WAL flush (synchronous_commit off, this transaction only): read
 * models are derived data, and since the checkpoint commits atomically with the rows, a crash of
 * the server loses at most the last few batches as a whole, rows and checkpoint alike — they are
 * simply read and applied again from the event store. Nothing is lost or doubled; a few ms are
 * saved per batch, which is most of a small live batch's cost.
 */
export async function commitBatch(
  sql: Sql,
  projection: Projection,
  target: BatchTarget,
  batch: { events: readonly RecordedEvent[]; from: Position; to: Position },
  options: { finishCatchUp?: boolean } = {},
): Promise<ProjectionChange[]> {
  return sql.transaction(async (tx) => {
    await beginBatch(tx, target);
    const changes = batch.events.length > 0 ? await projection.apply(batch.events, tx) : [];
    if (options.finishCatchUp) await createDeferredIndexes(tx, projection);
    await target.advance(tx, batch.from, batch.to);
    return changes;
  });
}
