import type { Position } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { type Projection, READ_MODEL_SCHEMA } from "../projection";
import { ADVISORY_LOCK_NAMESPACE } from "./advisoryLockKeys";
import { advanceLiveCheckpoint } from "./liveCheckpoints";
import { advanceRebuildCheckpoint } from "./rebuildCheckpoints";

/** Where a batch goes: the schema its tables are in, and the checkpoint that moves with it. */
export interface BatchTarget {
  readonly schema: string;
  /** The projection whose live-write lock (lockLiveWrites) keeps other writers out until commit; null: none needed. */
  readonly liveWriteLock: string | null;
  advance(tx: Sql, from: Position, to: Position): Promise<void>;
}

/** Serialises a live batch with a rebuild's swap (possibly in another process), so neither deadlocks the other. */
export async function lockLiveWrites(tx: Sql, projection: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [
    ADVISORY_LOCK_NAMESPACE.liveWrite,
    projection,
  ]);
}

export function liveTarget(projection: Projection): BatchTarget {
  return {
    schema: READ_MODEL_SCHEMA,
    liveWriteLock: projection.name,
    advance: (tx, from, to) => advanceLiveCheckpoint(tx, projection, from, to),
  };
}

/** A shadow schema has a single writer (the rebuild holding the projection's rebuild lease). */
export function shadowTarget(projection: Projection, shadowSchema: string): BatchTarget {
  return {
    schema: shadowSchema,
    liveWriteLock: null,
    advance: (tx, from, to) => advanceRebuildCheckpoint(tx, projection, from, to),
  };
}
