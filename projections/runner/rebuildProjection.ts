import type { Clock } from "../../domain/ports/clock";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../projection";
import { shadowTarget } from "./batchTarget";
import type { CatchUpPages } from "./catchUpPages";
import { commitBatch } from "./commitBatch";
import { buildDeferredIndexes } from "./deferredIndexes";
import { LiveTablesAhead } from "./liveTablesAhead";
import { type ProjectionLock, waitForLease } from "./projectionLock";
import type { RebuildProgress } from "./projectionStatus";
import { readNextBatch } from "./readNextBatch";
import { RebuildMeter } from "./rebuildMeter";
import { openShadowSchema } from "./shadowSchema";
import { type SwapPause, swapShadowTables } from "./swapShadowTables";
import type { TableMaintenance } from "./tableMaintenance";

export interface RebuildDeps {
  store: EventStore;
  sql: Sql;
  lock: ProjectionLock;
  clock: Clock;
  batchSize: number;
  lockRetryMs: number;
  /** Pages of `$all` shared with other catching-up readers, if any. */
  pages?: CatchUpPages;
  /** Vacuums the shadow tables before the swap when the replay wrote many rows. */
  maintenance?: TableMaintenance;
  onProgress?: (progress: RebuildProgress) => void;
  /** The changes of the tail applied in the swap, for the live bus. */
  onChanges?: (changes: ProjectionChange[]) => void;
  /** Stress tests only: holds the swap at its steps to widen races. */
  pauseSwap?: SwapPause;
}

/**
 * Each refused swap reads on from where the live runner was; under a steady stream of commands a few
 * tries are usual. This many means the rebuild cannot catch the live tables (it stops, loudly, and
 * resumes from its shadow next time) rather than trying forever.
 */
const MAX_SWAP_ATTEMPTS = 100;

/** The lease a rebuild holds: separate from the live one, so the live tables keep being served (and fed). */
export const rebuildLeaseName = (projection: string) => `${projection}:rebuild`;

/**
 * Replays `$all` from the start into a shadow schema with large batches while the live tables
 * keep serving, then swaps the shadow tables in once it is within one batch of the head.
 * Interrupted (abort, crash), it leaves the shadow and its checkpoint for the next attempt to resume.
 */
export async function rebuildProjection(
  deps: RebuildDeps,
  projection: Projection,
  signal: AbortSignal,
): Promise<void> {
  const lease = await waitForLease(deps.lock, rebuildLeaseName(projection.name), {
    signal,
    retryMs: deps.lockRetryMs,
  });
  try {
    const held = AbortSignal.any([signal, lease.lost]);
    const shadow = await openShadowSchema(deps.sql, projection);
    const meter = new RebuildMeter(projection.name, deps.clock, shadow.from, (from, to) =>
      deps.store.eventsBetween(from, to),
    );
    let from = shadow.from;
    /** Swaps refused because the live tables had got past the tail (each is followed by another read). */
    let overtaken = 0;
    /** Events this attempt replayed into the shadow, until its tables are maintained (once). */
    let replayed = 0;
    for (;;) {
      held.throwIfAborted();
      const batch = await readNextBatch(
        deps.store,
        projection,
        from,
        deps.batchSize,
        undefined,
        deps.pages,
        `rebuild:${projection.name}`,
      );
      if (batch.full) {
        await commitBatch(deps.sql, projection, shadowTarget(projection, shadow.schema), batch);
        from = batch.to;
        replayed += batch.events.length;
        deps.onProgress?.(meter.progress(from, batch.head, batch.events.length, "replaying"));
        continue;
      }
      deps.onProgress?.(meter.progress(from, batch.head, 0, "swapping"));
      // Built before the swap's lock is taken, so the live tables keep being fed meanwhile.
      await buildDeferredIndexes(deps.sql, projection, shadow.schema);
      // So are the statistics: the swapped-in tables serve their first queries with them.
      await deps.maintenance?.afterCatchUp(projection, shadow.schema, replayed);
      replayed = 0;
      let changes: ProjectionChange[];
      try {
        changes = await swapShadowTables(deps.sql, projection, shadow.schema, batch, deps.pauseSwap);
      } catch (error) {
        if (!(error instanceof LiveTablesAhead) || ++overtaken > MAX_SWAP_ATTEMPTS) throw error;
        // The live runner got further while the tail was read: keep the tail, read on, swap again.
        await commitBatch(deps.sql, projection, shadowTarget(projection, shadow.schema), batch);
        from = batch.to;
        continue;
      }
      deps.onProgress?.(meter.progress(batch.to, batch.head, batch.events.length, "done"));
      deps.onChanges?.(changes);
      return;
    }
  } finally {
    await lease.release();
  }
}
