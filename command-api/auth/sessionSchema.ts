import type { Sql } from "../../domain/ports/sql";
import { lockAuthSchemaDdl } from "../../projections/read-models/accounts/authSchemaLock";

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
  // The idle timeout (sessionStore.ts); null on sessions issued before it, which count from created_at.
  "ALTER TABLE auth.sessions ADD COLUMN IF NOT EXISTS last_seen_at timestamptz",
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
  // Where each account signed in from lately: spared the account-wide slow-down (loginRateLimiter.ts).
  `CREATE TABLE IF NOT EXISTS auth.known_sign_in_addresses (
    account_key text NOT NULL,
    address text NOT NULL,
    last_ms bigint NOT NULL,
    PRIMARY KEY (account_key, address)
  )`,
  // One row per sign-up still in the window: see signUpRateLimiter.ts.
  `CREATE TABLE IF NOT EXISTS auth.sign_up_attempts (
    id bigserial PRIMARY KEY,
    address text NOT NULL,
    at_ms bigint NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS sign_up_attempts_by_address ON auth.sign_up_attempts (address, at_ms)",
];

/** Idempotent; nodes starting together queue on the auth schema's DDL lock (authSchemaLock.ts). */
export async function ensureAuthTables(sql: Sql): Promise<void> {
  await sql.transaction(async (tx) => {
    await lockAuthSchemaDdl(tx);
    for (const statement of SESSION_DDL) await tx.query(statement);
  });
}
