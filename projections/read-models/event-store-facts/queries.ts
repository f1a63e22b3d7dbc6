import type { Sql } from "../../../domain/ports/sql";
import { isoTime, type SqlTimestamp } from "../shared/rowValues";

export interface EventTypeCount {
  type: string;
  events: number;
  lastAt: string;
}

export interface CountedEvents {
  totalEvents: number;
  /** "commit/prepare" of the last counted event; null before any. */
  lastPosition: string | null;
  lastEventAt: string | null;
  byType: EventTypeCount[];
}

/** What the facts read model has counted: a handful of rows, whatever the log's length. */
export async function countedEvents(sql: Sql): Promise<CountedEvents> {
  const [types, position] = await Promise.all([
    sql.query<{ event_type: string; events: string; last_at: SqlTimestamp }>(
      "SELECT event_type, events::text, last_at FROM rm.event_store_facts_by_type ORDER BY events DESC, event_type",
    ),
    sql.query<{ position: string; last_at: SqlTimestamp }>(
      `SELECT commit_position::text || '/' || prepare_position::text AS position, last_at
         FROM rm.event_store_facts_position WHERE id = 1`,
    ),
  ]);
  const byType = types.rows.map((row) => ({
    type: row.event_type,
    events: Number(row.events),
    lastAt: isoTime(row.last_at),
  }));
  const at = position.rows[0];
  return {
    totalEvents: byType.reduce((sum, entry) => sum + entry.events, 0),
    lastPosition: at?.position ?? null,
    lastEventAt: at ? isoTime(at.last_at) : null,
    byType,
  };
}
