export const AUDIT_LOG = "audit_log";

/**
 * One row per event of `$all`. The position pair is the key: unique per event in every store,
 * the order of `$all` (commit first), and what "newest first" pages by.
 */
export const AUDIT_LOG_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS audit_log (
    commit_position bigint NOT NULL,
    global_position bigint NOT NULL,
    event_id text NOT NULL,
    stream_id text NOT NULL,
    stream_revision bigint NOT NULL,
    event_type text NOT NULL,
    actor_user_id text NOT NULL,
    actor_role text NOT NULL,
    correlation_id text NOT NULL,
    causation_id text,
    occurred_at timestamptz NOT NULL,
    schema_version integer NOT NULL,
    data jsonb NOT NULL,
    PRIMARY KEY (commit_position, global_position)
  )`,
];

/** Only the admin screen's queries read by these: built once a replay has caught up (Projection.indexes). */
export const AUDIT_LOG_INDEXES: readonly string[] = [
  // The filters of the admin screen, each ending in the page order so a filtered page is an index range.
  `CREATE INDEX IF NOT EXISTS audit_log_by_stream ON audit_log (stream_id, commit_position, global_position)`,
  `CREATE INDEX IF NOT EXISTS audit_log_by_actor ON audit_log (actor_user_id, commit_position, global_position)`,
  `CREATE INDEX IF NOT EXISTS audit_log_by_type ON audit_log (event_type, commit_position, global_position)`,
];
