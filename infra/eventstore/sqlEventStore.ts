import type { EventStore, ReadAllOptions } from "../../domain/ports/eventStore";
import { eventsBetweenGlobalPositions, START } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import type { AppendNotifier } from "./appendNotifier";
import { appendEvents } from "./sqlAppend";
import { readAllPage, readHeadPosition, readStream } from "./sqlReads";
import { DEFAULT_SUBSCRIPTION_TIMING, type SubscriptionTiming, subscribeToAll } from "./sqlSubscription";

export interface SqlEventStoreParts {
  kind: "postgres" | "pglite";
  /** Runs the store's queries; its database must have been migrated (migrateEventStore). */
  sql: Sql;
  notifier: AppendNotifier;
  timing?: Partial<SubscriptionTiming>;
  /** Errors no caller awaits: a subscription's failed read (retried). */
  onBackgroundError: (error: Error) => void;
  /** Frees what the store owns (pool, PGlite instance), after its subscriptions have stopped. */
  release?: () => Promise<void>;
}

/**
 * The EventStore port over SQL, one implementation for PostgreSQL and PGlite. The SQL lives in
 * sqlAppend.ts and sqlReads.ts, the live part in sqlSubscription.ts and appendNotifier.ts.
 * Open one with openPostgresEventStore or openPgliteEventStore.
 */
export function createSqlEventStore(parts: SqlEventStoreParts): EventStore {
  const { kind, sql, notifier, release } = parts;
  const timing = { ...DEFAULT_SUBSCRIPTION_TIMING, ...parts.timing };
  const closing = new AbortController();
  let closed: Promise<void> | undefined;

  const ensureOpen = () => {
    if (closing.signal.aborted) throw new Error(`the ${kind} event store is closed`);
  };

  /** readAll and readAllSettled: one page of `$all`, with the head of the same statement if asked. */
  const page = (caller: string, options: ReadAllOptions, withHead: boolean) => {
    ensureOpen();
    const { limit } = options;
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 0)) {
      throw new RangeError(`${caller}: limit must be a non-negative integer, got ${limit}`);
    }
    return readAllPage(sql, { after: options.after ?? START, limit, types: options.types, withHead });
  };

  return {
    kind,

    async appendToStream(stream, events, { expected }) {
      ensureOpen();
      const result = await appendEvents(sql, stream, events, expected);
      notifier.appended({
        stream,
        types: events.map((event) => event.type),
        // The append created the stream, so these events are all of it: dispatch need not read it back.
        ...(expected === "no_stream"
          ? { newStream: events.map((event, i) => ({ ...event, revision: BigInt(i) })) }
          : {}),
      });
      return result;
    },

    onAppended(listener) {
      return notifier.onAppended(listener);
    },

    async readStream(stream) {
      ensureOpen();
      return readStream(sql, stream);
    },

    async readAll(options: ReadAllOptions = {}) {
      return (await page("readAll", options, false)).events;
    },

    async readAllSettled(options: ReadAllOptions = {}) {
      const read = await page("readAllSettled", options, true);
      return { events: read.events, settledTo: read.head ?? START };
    },

    subscribeAll(options = {}) {
      ensureOpen();
      return subscribeToAll(
        { sql, notifier, storeClosed: closing.signal, timing, onError: parts.onBackgroundError },
        options,
      );
    },

    async headPosition() {
      ensureOpen();
      return readHeadPosition(sql);
    },

    eventsBetween: eventsBetweenGlobalPositions,

    close() {
      closed ??= (async () => {
        closing.abort();
        await notifier.close();
        await release?.();
      })();
      return closed;
    },
  };
}
