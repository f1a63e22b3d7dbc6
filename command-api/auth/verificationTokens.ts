import type { Sql } from "../../domain/ports/sql";
import { looksLikeSessionToken, newSessionToken, sessionTokenDigest } from "./sessionToken";

/**
 * Verification links carry a 256-bit token like reset links; only its SHA-256 is stored. One live
 * token per mail: mailing it again (after a crash between sending and recording) replaces the hash.
 */
export async function issueVerificationToken(
  sql: Sql,
  link: { mailEventId: string; accountId: string; expiresAt: Date },
): Promise<string> {
  const token = newSessionToken();
  await sql.query(
    `INSERT INTO auth.email_verification_tokens (token_digest, mail_event_id, account_id, expires_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (mail_event_id) DO UPDATE SET token_digest = excluded.token_digest`,
    [sessionTokenDigest(token), link.mailEventId, link.accountId, link.expiresAt],
  );
  return token;
}

/**
 * Whose link a token is, used up in the same statement: of two clicks racing, only one gets the
 * account. Null for anything unknown, used or expired.
 */
export async function spendVerificationToken(sql: Sql, token: string, now: Date): Promise<string | null> {
  if (!looksLikeSessionToken(token)) return null;
  const { rows } = await sql.query<{ account_id: string; expires_at: Date | string }>(
    "DELETE FROM auth.email_verification_tokens WHERE token_digest = $1 RETURNING account_id, expires_at",
    [sessionTokenDigest(token)],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at) <= now) return null;
  return row.account_id;
}

/** Once verified, every other link of the account is useless; expired ones of anyone go too. */
export async function forgetVerificationTokens(sql: Sql, accountId: string, now: Date): Promise<void> {
  await sql.query("DELETE FROM auth.email_verification_tokens WHERE account_id = $1 OR expires_at <= $2", [
    accountId,
    now,
  ]);
}
