import type { Sql } from "../../domain/ports/sql";

/** The LISTEN/NOTIFY channel that tells store instances on one database that events were appended. */
export const EVENTS_APPENDED_CHANNEL = "events_appended";

/** Constraint names the append path recognises in unique violations. */
export const EVENT_ID_CONSTRAINT = "events_event_id_key";
export const STREAM_REVISION_CONSTRAINT = "events_stream_revision_key";

/** Any fixed number: the advisory lock that keeps two processes from migrating at once. */
const MIGRATION_LOCK_KEY = 7_240_115_001;

/**
 * The events table. `transaction_id` is the writing transaction's xid8: readers of `$all` order by
 * (transaction_id, global_position) and only look below their snapshot's xmin, so an event whose
 * transaction commits late can never be passed over (see sqlReads.ts).
 */
const CREATE_EVENTS_TABLE = `
CREATE TABLE IF NOT EXISTS events (
  global_position bigserial PRIMARY KEY,
  stream_id       text   NOT NULL,
  stream_revision bigint NOT NULL CHECK (stream_revision >= 0),
  event_id        uuid   NOT NULL,
  type            text   NOT NULL,
  data            jsonb  NOT NULL,
  metadata        jsonb  NOT NULL,
  transaction_id  xid8   NOT NULL DEFAULT pg_current_xact_id(),
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ${EVENT_ID_CONSTRAINT} UNIQUE (event_id),
  CONSTRAINT ${STREAM_REVISION_CONSTRAINT} UNIQUE (stream_id, stream_revision)
)`;

/** What `$all` readers scan, in their order. */
const CREATE_READ_ALL_INDEX =
  "CREATE INDEX IF NOT EXISTS events_transaction_order_idx ON events (transaction_id, global_position)";

/**
 * The append as a function, for one reason: PL/pgSQL caches its statements' plans per connection,
 * while the same CTE sent as text is planned on every call, which measured at about half the
 * throughput. The client still makes one round trip per append.
 *
 * `p_events` is the batch as one JSON array of {type, data, metadata} (metadata.eventId is the
 * event id): one parameter, parsed once, costs the client half the CPU of four parallel arrays.
 *
 * Returns one row: the stream's revision before the append, and for the last inserted event its
 * revision, global position and transaction (all NULL when the expectation did not hold).
 * A concurrent writer that wins the race surfaces as a unique violation, handled by the caller.
 *
 * Changing the arguments adds an overload and changing the result columns fails: drop the old
 * function in the migration first.
 */
const CREATE_APPEND_FUNCTION = `
CREATE OR REPLACE FUNCTION append_events(
  p_stream_id text,
  p_expected_kind text,       -- 'any' | 'no_stream' | 'stream_exists' | 'exact'
  p_expected_revision bigint, -- with 'exact'
  p_events jsonb
) RETURNS TABLE (
  revision_before bigint,
  appended_revision bigint,
  appended_position bigint,
  appended_transaction xid8
) LANGUAGE plpgsql AS $$
DECLARE
  current_revision bigint;
BEGIN
  -- A read-model transaction is invisible to the $all horizon (see sqlReads.ts): events it wrote
  -- could be passed over by readers, so it may not write any.
  IF current_setting('roadside.read_model_transaction', true) = 'on' THEN
    RAISE EXCEPTION 'append_events: this transaction declared itself a read-model transaction, which must not append events'
      USING ERRCODE = 'P0001';
  END IF;
  SELECT max(e.stream_revision) INTO current_revision FROM events e WHERE e.stream_id = p_stream_id;

  IF (CASE p_expected_kind
        WHEN 'any' THEN true
        WHEN 'no_stream' THEN current_revision IS NULL
        WHEN 'stream_exists' THEN current_revision IS NOT NULL
        WHEN 'exact' THEN current_revision = p_expected_revision
      END) IS NOT TRUE THEN
    RETURN QUERY SELECT current_revision, NULL::bigint, NULL::bigint, NULL::xid8;
    RETURN;
  END IF;

  RETURN QUERY
    WITH inserted AS (
      INSERT INTO events AS e (stream_id, stream_revision, event_id, type, data, metadata)
      SELECT p_stream_id, coalesce(current_revision, -1) + batch.ordinality,
             (batch.event -> 'metadata' ->> 'eventId')::uuid, batch.event ->> 'type',
             batch.event -> 'data', batch.event -> 'metadata'
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS batch (event, ordinality)
      ORDER BY batch.ordinality -- global positions follow the batch order
      RETURNING e.stream_revision, e.global_position, e.transaction_id
    )
    SELECT current_revision, i.stream_revision, i.global_position, i.transaction_id
    FROM inserted i
    ORDER BY i.stream_revision DESC
    LIMIT 1;
END
$$;
`;

/**
 * Creates what the SQL event store needs; safe to run on every start and from several processes
 * at once (PostgreSQL serialises them on an advisory lock; PGlite has a single connection).
 */
export async function migrateEventStore(sql: Sql): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    // One statement per query: PGlite's extended protocol takes no multi-statement strings.
    for (const statement of [CREATE_EVENTS_TABLE, CREATE_READ_ALL_INDEX, CREATE_APPEND_FUNCTION]) {
      await tx.query(statement);
    }
  });
}
