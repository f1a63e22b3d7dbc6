/**
 * The event store port. Type-only contracts plus the one error every adapter throws,
 * so command handlers and projectors can depend on it without knowing which store runs.
 */

export type Role = "customer" | "provider" | "admin" | "system";

export interface Actor {
  userId: string;
  role: Role;
}

/** Carried by every event; `eventId` doubles as the idempotency key of an append. */
export interface EventMetadata {
  eventId: string;
  correlationId: string;
  causationId: string | null;
  actor: Actor;
  occurredAt: string;
  schemaVersion: number;
}

export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  metadata: EventMetadata;
}

/**
 * A global position in `$all`, compared as (commit, prepare).
 * PostgreSQL/PGlite: commit = the appending transaction's xid8, prepare = global_position.
 * KurrentDB: its own commit/prepare log positions.
 */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export const START: Position = Object.freeze({ commit: -1n, prepare: -1n });

/** eventsBetween where `prepare` numbers the events of `$all` (START is -1, the first event 0 or 1). */
export function eventsBetweenGlobalPositions(from: Position, to: Position): number {
  const behind = to.prepare - (from.prepare > 0n ? from.prepare : 0n);
  return behind > 0n ? Number(behind) : 0;
}

export interface RecordedEvent<T extends string = string, D = unknown> extends NewEvent<T, D> {
  streamId: string;
  revision: bigint;
  position: Position;
}

/** A committed append, as `onAppended` tells of it. */
export interface AppendedToStream {
  stream: string;
  types: readonly string[];
  /**
   * When this very instance's append created the stream (`no_stream`): its events, which are the
   * whole stream as of that append, so a listener that would read it back need not. A listener may
   * still find more events when it reads later; other instances' hints never carry this.
   */
  newStream?: readonly NewStreamEvent[];
}

/** An event of a newly created stream, as its appender knows it (no `$all` position yet). */
export interface NewStreamEvent extends NewEvent {
  revision: bigint;
}

/** `no_stream`: the stream must not exist; `stream_exists`: it must; a bigint: its last revision (0-based). */
export type ExpectedRevision = "no_stream" | "stream_exists" | "any" | bigint;

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: bigint;
  /** Position of the last appended event in `$all`. */
  position: Position;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Defaults to the start. */
  after?: Position;
  limit?: number;
  /** Only these event types (others are skipped, not counted against `limit`). */
  types?: readonly string[];
}

export interface SettledRead {
  events: RecordedEvent[];
  settledTo: Position;
}

export interface SubscribeAllOptions extends Omit<ReadAllOptions, "limit"> {
  signal?: AbortSignal;
  /** How many events one read fetches while catching up. */
  batchSize?: number;
}

export type EventStoreKind = "pglite" | "postgres" | "kurrentdb";

export interface EventStore {
  readonly kind: EventStoreKind;
  appendToStream(
    stream: string,
    events: readonly NewEvent[],
    options: { expected: ExpectedRevision },
  ): Promise<AppendResult>;
  /** All events of one stream in revision order; an empty array when the stream does not exist. */
  readStream(stream: string): Promise<RecordedEvent[]>;
  /** Events of `$all` in global order, after `options.after`. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * As `readAll`, and how far the answer is complete: when fewer than `limit` events came back,
   * every event (of `types`) after `after` up to `settledTo` is among them, and none can appear at
   * or before it later. `settledTo` is the newest event the read could see (START when none).
   * Readers that move a checkpoint past their last event (to the head) must take this bound, not a
   * `headPosition()` read before: on the SQL stores each statement has its own `$all` horizon, and
   * a later statement's can lie below an earlier one's (see sqlReads.ts), so events up to an older
   * head may be missing from a newer read.
   */
  readAllSettled(options?: ReadAllOptions): Promise<SettledRead>;
  /**
   * Catch up from `after`, then go live. Never skips or reorders; resumable from the
   * position of the last event the consumer handled. Ends when `signal` aborts.
   */
  subscribeAll(options?: SubscribeAllOptions): AsyncIterable<RecordedEvent>;
  /** Position of the newest event visible to readers, or START when the store is empty. */
  headPosition(): Promise<Position>;
  /**
   * How many events lie after `from` up to and including `to` (0 when `to` is not beyond it), for
   * lag and progress figures. PostgreSQL and PGlite count global positions (exact but for the few
   * numbers an append that rolled back left unused); KurrentDB's positions are byte offsets in its
   * log, so it estimates from the spacing of events it has read.
   */
  eventsBetween(from: Position, to: Position): number;
  /**
   * Optional: hears which streams were appended to (and the types appended) as soon as each append
   * commits, on any instance, before `$all` readers may see it. A hint for latency-bound reactors
   * (dispatch), who read the stream themselves: hints can be missed, so `subscribeAll` stays the
   * source of truth. Returns the unsubscribe function.
   */
  onAppended?(listener: (appended: readonly AppendedToStream[]) => void): () => void;
  close(): Promise<void>;
}

export class WrongExpectedRevision extends Error {
  readonly code = "wrong_expected_revision";
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | "no_stream",
  ) {
    super(`stream ${stream}: expected revision ${String(expected)}, but it is at ${String(actual)}`);
    this.name = "WrongExpectedRevision";
  }
}

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function formatPosition(p: Position): string {
  return `${p.commit}/${p.prepare}`;
}

export function parsePosition(text: string): Position {
  const match = /^(-?\d+)\/(-?\d+)$/.exec(text);
  if (!match) throw new Error(`not a position: "${text}" (expected "commit/prepare")`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}
