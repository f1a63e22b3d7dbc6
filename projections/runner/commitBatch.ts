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

const DECLARE_READ_MODEL_TRANSACTION = `set_config('roadside.read_model_transaction', 'on', true),
  pg_advisory_xact_lock_shared(${ADVISORY_LOCK_NAMESPACE.readModelTransaction}, 0),
  pg_current_xact_id_if_assigned() IS NOT NULL AS wrote_before`;

function refuseLateDeclaration(rows: readonly { wrote_before: boolean }[]): void {
  if (rows[0]?.wrote_before) {
    throw new Error(
      "a read-model transaction must declare itself before its first write: it already has an xid the $all horizon would skip",
    );
  }
}

/**
 * Declares that this transaction writes read models and appends no events: the shared lock the
 * SQL event store's `$all` horizon recognises (so this transaction does not hold back readers of
 * new events) and the setting its append function refuses. It must come before the transaction's
 * first write, so the declaration holds for as long as the transaction has an xid; declared any
 * later, it throws (and the transaction rolls back).
 */
export async function declareReadModelTransaction(tx: Sql): Promise<void> {
  const { rows } = await tx.query<{ wrote_before: boolean }>(`SELECT ${DECLARE_READ_MODEL_TRANSACTION}`);
  refuseLateDeclaration(rows);
}

/**
 * The start of a read-model batch's transaction in one round trip (a live batch is a few
 * statements, so each one counts): the declaration above, SET LOCAL synchronous_commit = off and
 * search_path (as useSchema), then the live-write locks of the projections written, if any (as
 * lockLiveWrites), in name order, as any writer taking several must.
 */
export async function beginReadModelBatch(
  tx: Sql,
  schema: string,
  liveWriteLocks: readonly string[],
): Promise<void> {
  const { rows } = await tx.query<{ wrote_before: boolean }>(
    `SELECT ${DECLARE_READ_MODEL_TRANSACTION}, set_config('synchronous_commit', 'off', true),
            set_config('search_path', $1, true),
            (SELECT count(pg_advisory_xact_lock($2, hashtext(name))) FROM unnest($3::text[]) AS u(name))`,
    [`${quoteIdent(schema)}, public`, ADVISORY_LOCK_NAMESPACE.liveWrite, [...liveWriteLocks].sort()],
    // A constant text opening every batch: planned once per connection.
    { prepared: true },
  );
  refuseLateDeclaration(rows);
}

/**
 * Applies a batch and moves its checkpoint from `from` to `to` in one transaction: a crash
 * anywhere leaves both as they were, so the batch is simply read and applied again.
 * `to` may lie beyond the last event when the reader knows nothing relevant lies between.
 * The batch that ends a catch-up commits after its query-only indexes are built (see
 * deferredIndexes.ts), so a checkpoint that says "caught up" never comes without them.
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
): Promise<ProjectionChange[]> {
  return sql.transaction(async (tx) => {
    await beginReadModelBatch(tx, target.schema, target.liveWriteLock === null ? [] : [target.liveWriteLock]);
    const changes = batch.events.length > 0 ? await projection.apply(batch.events, tx) : [];
    await target.advance(tx, batch.from, batch.to);
    return changes;
  });
}
