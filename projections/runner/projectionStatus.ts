import { formatPosition } from "../../domain/ports/eventStore";

/**
 * `standby`: another process holds the projection's lock; this one waits to take over.
 * `rebuilding`: the stored tables are of another version; the live tables wait for the rebuild's swap.
 * `failed`: the last batch failed and is being retried with backoff (see `error`).
 */
export type ProjectionState = "standby" | "catching-up" | "live" | "rebuilding" | "stopped" | "failed";

export interface RebuildProgress {
  projection: string;
  phase: "replaying" | "swapping" | "done";
  /** Events of `$all` replayed so far and in all (EventStore.eventsBetween: estimates on KurrentDB). */
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
  /** Events between position and head (EventStore.eventsBetween): exact on PostgreSQL/PGlite, an estimate on KurrentDB. */
  lagEvents: number;
  /** How far behind real time: while catching up, the age of the newest applied event; 0 at the head. */
  lagMs: number;
  error: { message: string; attempts: number; since: string } | null;
  rebuild: RebuildProgress | null;
  updatedAt: string;
}

export const PROGRESS_TOPIC = "projection.progress";

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
