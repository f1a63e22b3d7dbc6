import { comparePositions } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { withAnalyticsViewsDropped } from "../analytics/analyticsViews";
import { type Projection, type ProjectionChange, READ_MODEL_SCHEMA } from "../projection";
import { lockLiveWrites } from "./batchTarget";
import { declareReadModelTransaction, useSchema } from "./commitBatch";
import { copyTableGrants } from "./copyTableGrants";
import { loadLiveCheckpoint, replaceLiveCheckpoint } from "./liveCheckpoints";
import { LiveTablesAhead } from "./liveTablesAhead";
import type { Batch } from "./readNextBatch";
import { advanceRebuildCheckpoint, deleteRebuildCheckpoint } from "./rebuildCheckpoints";
import { qualified, quoteIdent } from "./sqlIdentifier";

/** The steps of a swap at which a stress test may hold it (to widen a race), in order. */
export type SwapStep = "begin" | "locked" | "checked" | "tail-applied" | "swapped";
export type SwapPause = (step: SwapStep, tail: Batch) => Promise<void>;
const noPause: SwapPause = async () => {};

/**
 * The end of a rebuild, in one transaction: apply the tail into the shadow tables, replace the
 * live tables with them, and install the new checkpoint. Readers see the old tables until the
 * commit and the new ones after it. Holding the live-write lock keeps the live runner (in this
 * process or another) out meanwhile; its next batch then finds the checkpoint moved and reloads.
 * The checkpoint never moves back: when the live tables are already past the tail, nothing is
 * swapped and LiveTablesAhead says how far the rebuild must read first.
 */
export async function swapShadowTables(
  sql: Sql,
  projection: Projection,
  shadowSchema: string,
  tail: Batch,
  pause: SwapPause = noPause,
): Promise<ProjectionChange[]> {
  await pause("begin", tail);
  return sql.transaction(async (tx) => {
    await declareReadModelTransaction(tx);
    await lockLiveWrites(tx, projection.name);
    await pause("locked", tail);
    const previous = await loadLiveCheckpoint(tx, projection.name);
    if (previous && comparePositions(previous.position, tail.to) > 0) {
      throw new LiveTablesAhead(projection.name, tail.to, previous.position);
    }
    await pause("checked", tail);
    await useSchema(tx, shadowSchema);
    const changes = tail.events.length > 0 ? await projection.apply(tail.events, tx) : [];
    await advanceRebuildCheckpoint(tx, projection, tail.from, tail.to);
    await pause("tail-applied", tail);

    for (const table of projection.tables) await copyTableGrants(tx, table, shadowSchema);
    // Drop the old version's tables too: a table the new version no longer has must not linger.
    const liveTables = [...new Set([...(previous?.tables ?? []), ...projection.tables])];
    // The analytics views depend on live tables, which PostgreSQL would then refuse to drop: they
    // are dropped and created again over the swapped-in tables in this same transaction.
    await withAnalyticsViewsDropped(tx, async () => {
      if (liveTables.length > 0) {
        // One statement, so foreign keys between the projection's own tables do not block it.
        await tx.query(
          `DROP TABLE IF EXISTS ${liveTables.map((t) => qualified(READ_MODEL_SCHEMA, t)).join(", ")}`,
        );
      }
      for (const table of projection.tables) {
        await tx.query(
          `ALTER TABLE ${qualified(shadowSchema, table)} SET SCHEMA ${quoteIdent(READ_MODEL_SCHEMA)}`,
        );
      }
    });
    await replaceLiveCheckpoint(tx, projection, tail.to);
    await deleteRebuildCheckpoint(tx, projection.name);
    await tx.query(`DROP SCHEMA ${quoteIdent(shadowSchema)} CASCADE`);
    await pause("swapped", tail);
    return changes;
  });
}
