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
 * transaction. One statement, so one round trip (a live batch is a few statements). It raises each
 * stream's revision to the batch's highest where that is higher (GREATEST, as recording only the
 * unseen events would leave it) and answers, per stream it wrote, whether the stream is new and,
 * if not, its revision before (the statement's snapshot: a data-modifying CTE's writes are not
 * visible to the rest of the statement). A stream it did not write already had the batch's highest
 * revision or more: all of its events here were applied before.
 *
 * Only the streams that were there already are read back, one key probe each: in a replay most of
 * a batch's streams are new, and reading every one back (what this did) was a third of the cost.
 * New streams are the ones not answered for.
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
  // Revisions go as text: the `pg` driver cannot bind a bigint. `xmax = 0` tells an inserted row
  // from an updated one in RETURNING (an update through ON CONFLICT leaves the locker's xid there).
  // Only streams that were there already come back (a replay batch's streams are mostly new: no
  // row to send and parse for them): an updated one with its revision before, one left alone
  // (nothing new for it) with null.
  const { rows } = await tx.query<{ stream_id: string; before: string | null }>(
    `WITH recorded AS (
       INSERT INTO ${table} AS t (stream_id, revision)
       SELECT * FROM unnest($1::text[], $2::bigint[])
       ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision WHERE t.revision < excluded.revision
       RETURNING stream_id, xmax = 0 AS inserted
     )
     SELECT stream_id, (SELECT revision::text FROM ${table} s WHERE s.stream_id = recorded.stream_id) AS before
       FROM recorded WHERE NOT inserted
     UNION ALL
     SELECT stream_id, NULL FROM unnest($1::text[]) AS u(stream_id)
      WHERE stream_id NOT IN (SELECT stream_id FROM recorded)`,
    [streams, streams.map((stream) => String(highest.get(stream)))],
    // One text per table, on every live batch: planned once per connection.
    { prepared: true },
  );
  /** Per stream: the revision applied before this batch (-1: a new stream, the default). */
  const applied = new Map<string, bigint>();
  const allSeen = new Set<string>();
  for (const row of rows) {
    if (row.before === null) allSeen.add(row.stream_id);
    else applied.set(row.stream_id, BigInt(row.before));
  }

  const unseen: RecordedEvent[] = [];
  for (const event of events) {
    if (allSeen.has(event.streamId)) continue;
    const last = applied.get(event.streamId) ?? -1n;
    if (event.revision <= last) continue;
    applied.set(event.streamId, event.revision);
    unseen.push(event);
  }
  return unseen;
}
