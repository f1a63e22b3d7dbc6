import type { Position, RecordedEvent } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../projection";
import type { BatchTarget } from "./batchTarget";
import { quoteIdent } from "./sqlIdentifier";

/** Points unqualified table names at the target schema for the rest of the transaction only. */
export async function useSchema(tx: Sql, schema: string): Promise<void> {
  await tx.query(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`);
}

/**
 * Applies a batch and moves its checkpoint from `from` to `to` in one transaction: a crash
 * anywhere leaves both as they were, so the batch is simply read and applied again.
 * `to` may lie beyond the last event when the reader knows nothing relevant lies between.
 */
export async function commitBatch(
  sql: Sql,
  projection: Projection,
  target: BatchTarget,
  batch: { events: readonly RecordedEvent[]; from: Position; to: Position },
): Promise<ProjectionChange[]> {
  return sql.transaction(async (tx) => {
    await target.lockWrites(tx);
    await useSchema(tx, target.schema);
    const changes = batch.events.length > 0 ? await projection.apply(batch.events, tx) : [];
    await target.advance(tx, batch.from, batch.to);
    return changes;
  });
}
