import type { Sql } from "../../domain/ports/sql";
import { ADVISORY_LOCK_NAMESPACE } from "../../projections/runner/advisoryLockKeys";

/**
 * Sessions and sign-in attempts are not domain facts (nothing in the business depends on who is
 * signed in where, or who mistyped a password), so they live in plain tables next to the
 * credentials, in the `auth` schema analysts are never granted.
 */
const SESSION_DDL: readonly string[] = [
  "CREATE SCHEMA IF NOT EXISTS auth",
  `CREATE TABLE IF NOT EXISTS auth.sessions (
    token_digest text PRIMARY KEY,
    account_id text NOT NULL,
    role text NOT NULL,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS sessions_by_account ON auth.sessions (account_id)",
  "CREATE INDEX IF NOT EXISTS sessions_by_expiry ON auth.sessions (expires_at)",
  // One row per key (account, address) per attempt still counted: see loginRateLimiter.ts.
  `CREATE TABLE IF NOT EXISTS auth.login_attempts (
    attempt_id uuid NOT NULL,
    key text NOT NULL,
    at_ms bigint NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS login_attempts_by_key ON auth.login_attempts (key, at_ms)",
  "CREATE INDEX IF NOT EXISTS login_attempts_by_attempt ON auth.login_attempts (attempt_id)",
  "CREATE INDEX IF NOT EXISTS login_attempts_by_time ON auth.login_attempts (at_ms)",
];

/** PostgreSQL's answers when two connections create the same schema or table at once. */
const CONCURRENT_DDL_CODES = new Set(["23505", "42P06", "42P07"]);

/**
 * Idempotent. Nodes starting together queue on a transaction lock: `CREATE ... IF NOT EXISTS` run
 * at the same moment still collide on the catalog (a duplicate key in pg_class), and retrying alone
 * lost to three nodes and a worker starting at once. The accounts projection creates the schema
 * without this lock, so a collision with it is still retried.
 */
export async function ensureAuthTables(sql: Sql): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock($1, hashtext('auth'))", [
          ADVISORY_LOCK_NAMESPACE.metaDdl,
        ]);
        for (const statement of SESSION_DDL) await tx.query(statement);
      });
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 3 || typeof code !== "string" || !CONCURRENT_DDL_CODES.has(code)) throw error;
    }
  }
}
