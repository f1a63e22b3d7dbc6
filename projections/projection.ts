import type { RecordedEvent } from "../domain/ports/eventStore";
import type { Sql } from "../domain/ports/sql";

/**
 * A read model: its tables, and how a batch of events changes them.
 * The runner owns reading `$all`, batching, the checkpoint and the transaction. It sets
 * `search_path` to the schema being written (the live `rm` schema, or a shadow schema during a
 * rebuild that is swapped in afterwards), so `migrate` and `apply` use unqualified table names
 * and run only on the `tx` they are given: a batch and its checkpoint commit together.
 */
export interface Projection {
  /** Also the prefix of its tables, e.g. `request_history`. */
  readonly name: string;
  /** Bump when the tables or the mapping change: the runner then rebuilds from position 0. */
  readonly version: number;
  /** Event types it reads; the runner fetches only these. `[ALL_EVENT_TYPES]` reads every event (audit log). */
  readonly handles: readonly string[];
  /** Tables it owns (unqualified), so a rebuild knows what to swap and a checksum what to read. */
  readonly tables: readonly string[];
  /**
   * Tables it writes outside the runner's schema, qualified (`auth.credentials`): written in place,
   * also during a rebuild, so a rebuild does not swap them, but checksums must read them all the same.
   */
  readonly inPlaceTables?: readonly string[];
  /** Idempotent DDL (`CREATE TABLE IF NOT EXISTS ...`) for its tables and indexes. */
  migrate(tx: Sql): Promise<void>;
  /**
   * Idempotent DDL for indexes only the queries need (`apply` does not): the runner creates them
   * once a projection has caught up, so a replay into empty tables does not maintain them row by
   * row on the way (a big table's sort and search indexes cost more than the rows themselves).
   * Entries are built side by side, each in a transaction of its own (see deferredIndexes.ts).
   */
  readonly indexes?: readonly DeferredIndex[];
  /** Applies events in order. Must be idempotent per event (a redelivered event changes nothing). */
  apply(events: readonly RecordedEvent[], tx: Sql): Promise<ProjectionChange[]>;
}

/** One statement, or statements that must follow each other (an index, then an ALTER of it). */
export type DeferredIndex = string | readonly string[];

/** In `handles`, stands for every event type: the runner then reads `$all` unfiltered. */
export const ALL_EVENT_TYPES = "*";

/** Read models live here; analysts are granted this schema and nothing else. */
export const READ_MODEL_SCHEMA = "rm";

/** What a batch changed, announced on the live bus after the commit (for subscriptions and /ws). */
export interface ProjectionChange {
  topic: string;
  payload: unknown;
}
