import type { Sql } from "../../domain/ports/sql";
import { lockAuthSchemaDdl } from "../../projections/read-models/accounts/authSchemaLock";

/**
 * The push reactor's record of what it did, in the `auth` schema (never granted to analysts, never
 * rebuilt): `push_done` marks a queued event as turned into deliveries; `push_deliveries` holds one
 * row per (event, subscription), the unique key that makes each notification go out once (its
 * `account_id` the recipient: an account, or `share:<shareId>` for a family link's browser), with its
 * attempts and state (`pending`, `sent`, `gone`, `failed`, `stale`, `unsubscribed`).
 */
const PUSH_DDL: readonly string[] = [
  "CREATE SCHEMA IF NOT EXISTS auth",
  `CREATE TABLE IF NOT EXISTS auth.push_done (
    event_id text PRIMARY KEY,
    deliveries integer NOT NULL,
    at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS auth.push_deliveries (
    event_id text NOT NULL,
    endpoint text NOT NULL,
    account_id text NOT NULL,
    payload text NOT NULL,
    urgency text NOT NULL,
    send_until timestamptz NOT NULL,
    state text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL,
    last_error text,
    finished_at timestamptz,
    PRIMARY KEY (event_id, endpoint)
  )`,
  "CREATE INDEX IF NOT EXISTS push_deliveries_due ON auth.push_deliveries (next_attempt_at) WHERE state = 'pending'",
];

/** Idempotent; safe beside the API nodes' own `auth` DDL (authSchemaLock.ts). */
export async function ensurePushTables(sql: Sql): Promise<void> {
  await sql.transaction(async (tx) => {
    await lockAuthSchemaDdl(tx);
    for (const statement of PUSH_DDL) await tx.query(statement);
  });
}
