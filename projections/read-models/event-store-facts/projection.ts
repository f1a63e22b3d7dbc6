import { comparePositions, type Position, type RecordedEvent } from "../../../domain/ports/eventStore";
import { ALL_EVENT_TYPES, type Projection } from "../../projection";
import { EVENT_STORE_FACTS, EVENT_STORE_FACTS_DDL, EVENT_STORE_FACTS_TABLES } from "./schema";

/** Counts every event of `$all` by type; one statement per batch for the counts, one for the position. */
export const eventStoreFactsProjection: Projection = {
  name: EVENT_STORE_FACTS,
  version: 1,
  handles: [ALL_EVENT_TYPES],
  tables: [...EVENT_STORE_FACTS_TABLES],

  async migrate(tx) {
    for (const statement of EVENT_STORE_FACTS_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    if (events.length === 0) return [];
    const { rows } = await tx.query<{ commit_position: string; prepare_position: string }>(
      "SELECT commit_position::text, prepare_position::text FROM event_store_facts_position WHERE id = 1",
      [],
      // Constant texts on every batch of every event: planned once per connection.
      { prepared: true },
    );
    const counted: Position | null = rows[0]
      ? { commit: BigInt(rows[0].commit_position), prepare: BigInt(rows[0].prepare_position) }
      : null;
    // $all is delivered in order, so anything at or before the last counted position (stored, or
    // earlier in this batch) is a redelivery.
    const fresh: RecordedEvent[] = [];
    let last = counted;
    for (const event of events) {
      if (last && comparePositions(event.position, last) <= 0) continue;
      fresh.push(event);
      last = event.position;
    }
    const newest = fresh.at(-1);
    if (!newest) return [];
    // The latest time kept parsed too: a replay compares every event of the store here.
    const byType = new Map<string, { events: number; lastAt: string; lastMs: number }>();
    for (const event of fresh) {
      const at = event.metadata.occurredAt;
      const ms = Date.parse(at);
      const entry = byType.get(event.type);
      if (!entry) {
        byType.set(event.type, { events: 1, lastAt: at, lastMs: ms });
        continue;
      }
      entry.events += 1;
      if (ms > entry.lastMs) {
        entry.lastAt = at;
        entry.lastMs = ms;
      }
    }
    const types = [...byType.entries()];
    // Both writes at once (one round trip): disjoint tables.
    const byTypeWritten = tx.query(
      `INSERT INTO event_store_facts_by_type (event_type, events, last_at)
       SELECT type, n::bigint, at::timestamptz FROM unnest($1::text[], $2::text[], $3::text[]) AS u(type, n, at)
       ON CONFLICT (event_type) DO UPDATE
         SET events = event_store_facts_by_type.events + excluded.events,
             last_at = greatest(event_store_facts_by_type.last_at, excluded.last_at)`,
      [types.map(([type]) => type), types.map(([, e]) => String(e.events)), types.map(([, e]) => e.lastAt)],
      { prepared: true },
    );
    const positionWritten = tx.query(
      `INSERT INTO event_store_facts_position (id, commit_position, prepare_position, last_at)
       VALUES (1, $1::bigint, $2::bigint, $3::timestamptz)
       ON CONFLICT (id) DO UPDATE SET commit_position = excluded.commit_position,
         prepare_position = excluded.prepare_position, last_at = excluded.last_at`,
      [newest.position.commit.toString(), newest.position.prepare.toString(), newest.metadata.occurredAt],
      { prepared: true },
    );
    await Promise.all([byTypeWritten, positionWritten]);
    return [];
  },
};
