import type { Position, RecordedEvent } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../projection";
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
    await tx.query("SET LOCAL synchronous_commit = off");
    await target.lockWrites(tx);
    await useSchema(tx, target.schema);
    const changes = batch.events.length > 0 ? await projection.apply(batch.events, tx) : [];
    if (options.finishCatchUp) await createDeferredIndexes(tx, projection);
    await target.advance(tx, batch.from, batch.to);
    return changes;
  });
}
