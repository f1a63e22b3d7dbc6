export const EVENT_STORE_FACTS = "event_store_facts";

/**
 * Running counts of the log, so the System tab's facts cost one small read however long the log is
 * (counting the audit log would scan every event). One row per event type, plus where counting got to.
 */
export const EVENT_STORE_FACTS_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS event_store_facts_by_type (
    event_type text PRIMARY KEY,
    events bigint NOT NULL DEFAULT 0,
    last_at timestamptz NOT NULL
  )`,
  // A single row (id = 1): the position of the last counted event; a redelivered event is at or before it.
  `CREATE TABLE IF NOT EXISTS event_store_facts_position (
    id integer PRIMARY KEY CHECK (id = 1),
    commit_position bigint NOT NULL,
    prepare_position bigint NOT NULL,
    last_at timestamptz NOT NULL
  )`,
];

export const EVENT_STORE_FACTS_TABLES = ["event_store_facts_by_type", "event_store_facts_position"] as const;
