import type { RecordedEvent } from "../../../domain/ports/eventStore";
import type { Sql } from "../../../domain/ports/sql";

/*
 * Idempotency for every read model: each projection keeps, per stream, the revision of the last
 * event it applied. Within a stream the store never reorders, so an event at or below that revision
 * is a redelivery and is dropped — exactly, for counters too. Across streams nothing is assumed:
 * a stream's events are judged only against that stream, so out-of-order delivery between streams
 * never makes an event look like a duplicate. The table holds one row per stream, not per event.
 */

export const streamRevisionTable = (projection: string): string => `${projection}_stream_revision`;

export function streamRevisionDdl(projection: string): string {
  return `CREATE TABLE IF NOT EXISTS ${streamRevisionTable(projection)} (
    stream_id text PRIMARY KEY,
    revision bigint NOT NULL
  )`;
}

/**
 * The events of the batch not applied before, in order; records their revisions in the same
 * transaction. One statement, so one round trip (a live batch is a few statements): it returns the
 * revisions as they stood before it (a data-modifying CTE's table reads see the statement's
 * snapshot, not its own writes) and raises each stream's revision to the batch's highest, which is
 * what recording only the unseen events would leave too (GREATEST keeps a higher stored one).
 */
export async function claimUnseenEvents(
  tx: Sql,
  projection: string,
  events: readonly RecordedEvent[],
): Promise<RecordedEvent[]> {
  if (events.length === 0) return [];
  const table = streamRevisionTable(projection);
  const highest = new Map<string, bigint>();
  for (const event of events) {
    const known = highest.get(event.streamId);
    if (known === undefined || event.revision > known) highest.set(event.streamId, event.revision);
  }
  const streams = [...highest.keys()];
  // Revisions go as text: the `pg` driver cannot bind a bigint.
  const { rows } = await tx.query<{ stream_id: string; revision: string }>(
    `WITH recorded AS (
       INSERT INTO ${table} (stream_id, revision)
       SELECT * FROM unnest($1::text[], $2::bigint[])
       ON CONFLICT (stream_id) DO UPDATE SET revision = GREATEST(${table}.revision, excluded.revision)
     )
     SELECT stream_id, revision::text AS revision FROM ${table} WHERE stream_id = ANY($1::text[])`,
    [streams, streams.map((stream) => String(highest.get(stream)))],
    // One text per table, on every live batch: planned once per connection.
    { prepared: true },
  );
  const applied = new Map(rows.map((row) => [row.stream_id, BigInt(row.revision)]));

  const unseen: RecordedEvent[] = [];
  for (const event of events) {
    const last = applied.get(event.streamId);
    if (last !== undefined && event.revision <= last) continue;
    applied.set(event.streamId, event.revision);
    unseen.push(event);
  }
  return unseen;
}
