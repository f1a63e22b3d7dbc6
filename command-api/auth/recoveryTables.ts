import type { Sql } from "../../domain/ports/sql";
import { lockAuthSchemaDdl } from "../../projections/read-models/accounts/authSchemaLock";

/**
 * Account recovery's bookkeeping, beside the sessions in the `auth` schema analysts are never
 * granted: the hashes of reset and verification links that were mailed, and which mails went out (kept outside the
 * rebuildable mail queue, so replaying history never mails anyone twice).
 */
const RECOVERY_DDL: readonly string[] = [
  "CREATE SCHEMA IF NOT EXISTS auth",
  `CREATE TABLE IF NOT EXISTS auth.password_reset_tokens (
    token_digest text PRIMARY KEY,
    reset_id text NOT NULL UNIQUE,
    account_id text NOT NULL,
    expires_at timestamptz NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS password_reset_tokens_by_expiry ON auth.password_reset_tokens (expires_at)",
  // One live link per verification mail (keyed by the mail's event): re-mailing after a crash replaces it.
  `CREATE TABLE IF NOT EXISTS auth.email_verification_tokens (
    token_digest text PRIMARY KEY,
    mail_event_id text NOT NULL UNIQUE,
    account_id text NOT NULL,
    expires_at timestamptz NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS email_verification_tokens_by_account ON auth.email_verification_tokens (account_id)",
  `CREATE TABLE IF NOT EXISTS auth.mail_sent (
    event_id text PRIMARY KEY,
    outcome text NOT NULL,
    at timestamptz NOT NULL
  )`,
];

/** Idempotent; API nodes and the mail process may run it at the same moment (authSchemaLock.ts). */
export async function ensureRecoveryTables(sql: Sql): Promise<void> {
  await sql.transaction(async (tx) => {
    await lockAuthSchemaDdl(tx);
    for (const statement of RECOVERY_DDL) await tx.query(statement);
  });
}
