import type { Sql } from "../../../domain/ports/sql";
import { isoTime, type SqlTimestamp } from "../shared/rowValues";

/** Spec §3 User, without the password (GET /api/users/{id}). */
export interface AccountProfile {
  id: string;
  name: string;
  email: string;
  phone: string;
  userType: string;
  address: string | null;
  city: string;
  emiratesId: string | null;
  /** No verification flow exists yet: false until one does. */
  isVerified: boolean;
  /** The owner opened a verification link mailed to `email` (captains must, to go online). */
  emailVerified: boolean;
  /** Mean rating received as a reviewee; null without reviews. */
  rating: number | null;
  totalRatings: number;
  createdAt: string;
  /** "en" or "ar" once the owner chose; null until then (the browser's language decides). */
  preferredLanguage: string | null;
}

interface ProfileRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  user_type: string;
  address: string | null;
  city: string;
  emirates_id: string | null;
  is_verified: boolean;
  email_verified: boolean;
  rating: number | null;
  total_ratings: number;
  created_at: SqlTimestamp;
  preferred_language: string | null;
}

export async function accountById(sql: Sql, accountId: string): Promise<AccountProfile | null> {
  const { rows } = await sql.query<ProfileRow>(
    `SELECT a.id, a.name, a.email, a.phone, a.user_type, a.address, a.city, a.emirates_id,
            coalesce(v.approved, false) AS is_verified, a.email_verified,
            r.rating_sum::float8 / nullif(r.rating_count, 0) AS rating, coalesce(r.rating_count, 0) AS total_ratings,
            a.created_at, a.preferred_language
       FROM rm.accounts a
       LEFT JOIN rm.accounts_rating r ON r.account_id = a.id
       LEFT JOIN rm.accounts_captain_approval v ON v.account_id = a.id
      WHERE a.id = $1`,
    [accountId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    userType: row.user_type,
    address: row.address,
    city: row.city,
    emiratesId: row.emirates_id,
    isVerified: row.is_verified,
    emailVerified: row.email_verified,
    rating: row.rating,
    totalRatings: row.total_ratings,
    createdAt: isoTime(row.created_at),
    preferredLanguage: row.preferred_language,
  };
}

/** Why an admin suspended this account, or null when it is not suspended (or unknown). */
export async function suspensionReasonOf(sql: Sql, accountId: string): Promise<string | null> {
  const { rows } = await sql.query<{ suspension_reason: string | null }>(
    "SELECT suspension_reason FROM rm.accounts WHERE id = $1",
    [accountId],
  );
  return rows[0]?.suspension_reason ?? null;
}

/** For login only: the command API's auth reads this; analysts' roles cannot (schema `auth`). */
export interface Credentials {
  accountId: string;
  email: string;
  passwordHash: string;
  userType: string;
}

/** Emails are stored as the Email schema normalises them (trimmed, lower case); the lookup does the same. */
export async function credentialsByEmail(sql: Sql, email: string): Promise<Credentials | null> {
  const { rows } = await sql.query<{
    account_id: string;
    email: string;
    password_hash: string;
    user_type: string;
  }>("SELECT account_id, email, password_hash, user_type FROM auth.credentials WHERE email = $1", [
    email.trim().toLowerCase(),
  ]);
  const row = rows[0];
  return row
    ? {
        accountId: row.account_id,
        email: row.email,
        passwordHash: row.password_hash,
        userType: row.user_type,
      }
    : null;
}

/** The same, by account: a password change checks the current password of the signed-in account. */
export async function credentialsOfAccount(sql: Sql, accountId: string): Promise<Credentials | null> {
  const { rows } = await sql.query<{
    account_id: string;
    email: string;
    password_hash: string;
    user_type: string;
  }>("SELECT account_id, email, password_hash, user_type FROM auth.credentials WHERE account_id = $1", [
    accountId,
  ]);
  const row = rows[0];
  return row
    ? {
        accountId: row.account_id,
        email: row.email,
        passwordHash: row.password_hash,
        userType: row.user_type,
      }
    : null;
}
