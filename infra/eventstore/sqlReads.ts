import type { EventMetadata, Position, RecordedEvent } from "../../domain/ports/eventStore";
import { START } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { ADVISORY_LOCK_NAMESPACE } from "../../projections/runner/advisoryLockKeys";

/**
 * How the SQL store reads. Positions map as commit = the writing transaction's xid8 and
 * prepare = global_position.
 *
 * Why `$all` is ordered by (transaction_id, global_position) and cut at a horizon: global_position
 * is taken when a row is inserted, not when its transaction commits, so a reader ordering by it
 * alone could see position 11 (committed) while 10 is still in flight, move its checkpoint past 10
 * and never see it. Below the horizon every transaction that could add events has ended, and any
 * that has yet to commit has an xid at or above it, so nothing can later appear before a position
 * already handed out.
 */

/**
 * The horizon: the oldest transaction in progress at this statement's snapshot that could still
 * add events, or the snapshot's xmax when none could. That is `pg_snapshot_xmin(pg_current_snapshot())`
 * without two kinds of transaction that cannot write to this table:
 * - those running in another database: xids are cluster-wide, so otherwise a long transaction in
 *   any database of the server (a bulk load, a test holding one open) would hold back every reader
 *   here; a backend never changes database.
 * - read-model transactions, which declared before their first write (so before they had an xid)
 *   that they append nothing: they hold the shared `readModelTransaction` advisory lock, and the
 *   append function refuses to run in them. Projections commit a batch every few milliseconds; if
 *   each held back `$all`, every new event would wait for the projections' batches in flight.
 *   The lock is matched to the xid through the virtual transaction id of the xid's *owner* (the
 *   holder of its ExclusiveLock): a virtual transaction id names one transaction only, so it cannot
 *   be mistaken for a later transaction of the same backend, and a read-model transaction that has
 *   just waited for an appender (and so holds a granted ShareLock on the appender's xid for an
 *   instant) cannot make the appender look like a read-model transaction.
 * A transaction that ends before pg_stat_activity / pg_locks is read is unknown and so kept:
 * unknown means "might write events", which only delays, never skips — within one statement. It
 * also means the horizon is not monotonic across statements: a read-model transaction recognised
 * (and skipped) by one statement can be in a later statement's snapshot yet gone from pg_locks by
 * the time that statement reads them, and the later horizon falls back below it. So a bound taken by
 * one statement (a head) says nothing about what another statement can show: a reader that moves
 * past its last event takes the bound of the same statement (ReadAllPage.head, readAllSettled).
 * Reading the head first and `$all` second once let a rebuild skip committed events (issue 27).
 *
 * A horizon is never handed out as a position (a cursor or a checkpoint): it is a transaction id,
 * and crash recovery hands out again every id whose WAL had not been written when the server died
 * (aborted transactions, and read-model batches committed without waiting for the flush), so an
 * event appended after a crash can lie below a horizon read before it. Positions are events' own: an
 * event a reader could see was committed, and so is older than any id recovery hands out. A crash
 * drill lost a booking from a read model this way (subscriptionAcrossCrash.postgres.test.ts).
 *
 * This rule was withdrawn once, when a rebuild-under-load test ended with rows missing; the cause
 * was a swap that could move the live checkpoint back (fixed in swapShadowTables.ts), which the rule
 * made likelier by speeding the live runner up, not a hole in the rule.
 */
const HORIZON = `
coalesce(
  (SELECT x FROM pg_snapshot_xip(snap.s) AS x
   -- The xids that cannot add events, as one set built once (a hashed subplan): as correlated
   -- NOT EXISTS tests, pg_locks was joined to itself again for every in-progress xid, which cost
   -- about twice as much under live load. No NULL may enter the set: NOT IN against a NULL is never
   -- true, and every in-progress xid would be skipped.
   WHERE x::xid NOT IN (
     -- pg_stat_activity without the view's joins, which cost more to plan than this costs to run
     SELECT a.backend_xid FROM pg_stat_get_activity(NULL) AS a
     WHERE a.backend_xid IS NOT NULL
       AND a.datid <> (SELECT oid FROM pg_database WHERE datname = current_database())
     UNION ALL
     SELECT own.transactionid FROM pg_locks own JOIN pg_locks marker ON marker.virtualtransaction = own.virtualtransaction
     WHERE own.locktype = 'transactionid' AND own.transactionid IS NOT NULL
       AND own.mode = 'ExclusiveLock' AND own.granted
       AND marker.locktype = 'advisory' AND marker.classid = ${ADVISORY_LOCK_NAMESPACE.readModelTransaction}
       AND marker.objid = 0 AND marker.objsubid = 2 AND marker.granted)
   ORDER BY x LIMIT 1),
  pg_snapshot_xmax(snap.s))`;

const EVENT_COLUMNS = `
  e.global_position, e.transaction_id::text AS transaction_id, e.stream_id, e.stream_revision,
  e.type, e.data, e.metadata`;

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_revision: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
    type: row.type,
    data: row.data,
    metadata: row.metadata,
  };
}

/** A position as query parameters; START (and anything before the first xid) reads from the beginning. */
function positionParams(position: Position): [commit: string, prepare: string] {
  return position.commit < 0n ? ["0", "-1"] : [String(position.commit), String(position.prepare)];
}

export async function readStream(sql: Sql, stream: string): Promise<RecordedEvent[]> {
  const { rows } = await sql.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events e WHERE e.stream_id = $1 ORDER BY e.stream_revision`,
    [stream],
    { prepared: true },
  );
  return rows.map(toRecordedEvent);
}

export interface ReadAllPage {
  events: RecordedEvent[];
  /** Committed events exist at or above the horizon: held back until an older transaction ends. */
  heldBack: boolean;
  /**
   * With `withHead`: the newest event below this statement's horizon (START when none). Everything
   * up to it is settled, and this very statement read every event (of the asked types) up to it that
   * lies after `after`, when it returned fewer than `limit`. Undefined when not asked for.
   */
  head: Position | undefined;
}

interface PageRow extends Partial<EventRow> {
  held_back: boolean;
  head_transaction: string | null;
  head_position: string | null;
}

const READ_ALL_PAGE = `
WITH horizon AS MATERIALIZED (
  SELECT ${HORIZON} AS horizon FROM (SELECT pg_current_snapshot() AS s) snap
), snapshot AS MATERIALIZED (
  -- held_back as "the newest visible event is at or above the horizon": one step down the index
  -- from its top. (An EXISTS on transaction_id >= horizon was planned as a sequential scan.)
  SELECT h.horizon,
         coalesce((SELECT e.transaction_id FROM events e ORDER BY e.transaction_id DESC LIMIT 1) >= h.horizon, false)
           AS held_back,
         hd.transaction_id AS head_transaction, hd.global_position AS head_position
  FROM horizon h
  -- The head as this statement sees it (one step down the same index): a head read by an earlier
  -- statement is no bound for this one, whose horizon may lie lower (see HORIZON).
  -- Only when asked ($5): an unfiltered subscription, which reads most pages, has it in its last event.
  LEFT JOIN LATERAL (
    SELECT e.transaction_id, e.global_position FROM events e WHERE $5::boolean AND e.transaction_id < h.horizon
    ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1
  ) hd ON true
)
SELECT snapshot.held_back,
       snapshot.head_transaction::text AS head_transaction, snapshot.head_position::text AS head_position, page.*
FROM snapshot
LEFT JOIN LATERAL (
  SELECT ${EVENT_COLUMNS}, e.transaction_id AS order_transaction
  FROM events e
  WHERE e.transaction_id < snapshot.horizon
    AND (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
    AND ($4::text[] IS NULL OR e.type = ANY ($4::text[]))
  ORDER BY e.transaction_id, e.global_position
  LIMIT $3
) page ON true
ORDER BY page.order_transaction, page.global_position`;

/** One page of `$all` strictly after `after`, in global order, within what is settled. */
export async function readAllPage(
  sql: Sql,
  options: {
    after: Position;
    limit: number | undefined;
    types: readonly string[] | undefined;
    withHead?: boolean;
  },
): Promise<ReadAllPage> {
  const { rows } = await sql.query<PageRow>(
    READ_ALL_PAGE,
    [
      ...positionParams(options.after),
      options.limit ?? null, // LIMIT NULL reads to the end
      options.types ? [...options.types] : null,
      options.withHead === true,
    ],
    { prepared: true },
  );
  const first = rows[0]!; // the snapshot row is always there, with or without events
  return {
    events: rows.filter((row): row is PageRow & EventRow => row.global_position != null).map(toRecordedEvent),
    heldBack: first.held_back,
    head: !options.withHead
      ? undefined
      : first.head_transaction === null || first.head_position === null
        ? START
        : { commit: BigInt(first.head_transaction), prepare: BigInt(first.head_position) },
  };
}

/** The newest position a reader of `$all` can see, or START. */
export async function readHeadPosition(sql: Sql): Promise<Position> {
  const { rows } = await sql.query<{ transaction_id: string; global_position: string }>(
    `SELECT e.transaction_id::text AS transaction_id, e.global_position
     FROM events e, (SELECT ${HORIZON} AS horizon FROM (SELECT pg_current_snapshot() AS s) snap) h
     WHERE e.transaction_id < h.horizon
     ORDER BY e.transaction_id DESC, e.global_position DESC
     LIMIT 1`,
    [],
    { prepared: true },
  );
  const head = rows[0];
  return head ? { commit: BigInt(head.transaction_id), prepare: BigInt(head.global_position) } : START;
}
