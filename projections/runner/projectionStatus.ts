import { formatPosition, type Position } from "../../domain/ports/eventStore";

/**
 * `standby`: another process holds the projection's lock; this one waits to take over.
 * `rebuilding`: the stored tables are of another version; the live tables wait for the rebuild's swap.
 * `failed`: the last batch failed and is being retried with backoff (see `error`).
 */
export type ProjectionState = "standby" | "catching-up" | "live" | "rebuilding" | "stopped" | "failed";

export interface RebuildProgress {
  projection: string;
  phase: "replaying" | "swapping" | "done";
  /** Events replayed so far and in all (on PostgreSQL/PGlite, positions count events). */
  done: number;
  total: number;
  /** Events the projection actually applied (only its types). */
  applied: number;
  eventsPerSecond: number;
  /** Null until a rate is known. */
  etaSeconds: number | null;
}

/** JSON-safe (positions as "commit/prepare"), so it can cross any live bus as is. */
export interface ProjectionStatus {
  name: string;
  version: number;
  state: ProjectionState;
  position: string;
  head: string;
  /** head.prepare − position.prepare: exact on PostgreSQL/PGlite (prepare = global position), an estimate on KurrentDB. */
  lagEvents: number;
  /** How far behind real time: while catching up, the age of the newest applied event; 0 at the head. */
  lagMs: number;
  error: { message: string; attempts: number; since: string } | null;
  rebuild: RebuildProgress | null;
  updatedAt: string;
}

export const PROGRESS_TOPIC = "projection.progress";

export function lagInEvents(position: Position, head: Position): number {
  // START is -1 and the first global position 1: from the start, `head.prepare` events are behind.
  const behind = head.prepare - (position.prepare > 0n ? position.prepare : 0n);
  return behind > 0n ? Number(behind) : 0;
}

export function initialStatus(name: string, version: number, at: Date): ProjectionStatus {
  const start = formatPosition({ commit: -1n, prepare: -1n });
  return {
    name,
    version,
    state: "stopped",
    position: start,
    head: start,
    lagEvents: 0,
    lagMs: 0,
    error: null,
    rebuild: null,
    updatedAt: at.toISOString(),
  };
}
