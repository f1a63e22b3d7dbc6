import type { Sql } from "../../domain/ports/sql";
import { looksLikeSessionToken, newSessionToken, sessionTokenDigest } from "./sessionToken";

/**
 * Reset links carry a 256-bit token like a session's; only its SHA-256 is stored (a leaked table
 * resets nobody's password). One live token per reset: mailing a reset again (after a crash between
 * sending and recording it) replaces the hash, so only the newest link of that reset works.
 */
export async function issueResetToken(
  sql: Sql,
  reset: { resetId: string; accountId: string; expiresAt: Date },
): Promise<string> {
  const token = newSessionToken();
  await sql.query(
    `INSERT INTO auth.password_reset_tokens (token_digest, reset_id, account_id, expires_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (reset_id) DO UPDATE SET token_digest = excluded.token_digest`,
    [sessionTokenDigest(token), reset.resetId, reset.accountId, reset.expiresAt],
  );
  return token;
}

/** Whose reset a token is, while it has not expired; null for anything else. */
export async function resetOfToken(
  sql: Sql,
  token: string,
  now: Date,
): Promise<{ resetId: string; accountId: string } | null> {
  if (!looksLikeSessionToken(token)) return null;
  const { rows } = await sql.query<{ reset_id: string; account_id: string }>(
    "SELECT reset_id, account_id FROM auth.password_reset_tokens WHERE token_digest = $1 AND expires_at > $2",
    [sessionTokenDigest(token), now],
  );
  const row = rows[0];
  return row ? { resetId: row.reset_id, accountId: row.account_id } : null;
}

/** A used link, and every expired one (nothing else needs a timer to sweep them). */
export async function forgetResetTokens(sql: Sql, accountId: string, now: Date): Promise<void> {
  await sql.query("DELETE FROM auth.password_reset_tokens WHERE account_id = $1 OR expires_at <= $2", [
    accountId,
    now,
  ]);
}
