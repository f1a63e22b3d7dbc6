import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const ACCOUNTS = "accounts";

/**
 * Credentials live outside `rm`, in a schema analysts are never granted. This projection is the one
 * that writes outside the runner's search_path, so it names `auth.credentials` in full.
 */
export const CREDENTIALS_SCHEMA = "auth";
export const CREDENTIALS_TABLE = `${CREDENTIALS_SCHEMA}.credentials`;

export const ACCOUNTS_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS accounts (
    id text PRIMARY KEY,
    name text NOT NULL,
    email text NOT NULL,
    phone text NOT NULL,
    user_type text NOT NULL,
    address text,
    city text NOT NULL,
    emirates_id text,
    -- Set while an admin has the account suspended (AccountSuspended), cleared on reinstatement.
    suspension_reason text,
    suspended_at timestamptz,
    email_verified boolean NOT NULL DEFAULT false,
    -- The language the owner chose (PreferredLanguageSet): "en" or "ar"; null until they choose.
    preferred_language text,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  // Ratings received as reviewee; apart from the profile because a review may arrive before the account.
  `CREATE TABLE IF NOT EXISTS accounts_rating (
    account_id text PRIMARY KEY,
    rating_sum integer NOT NULL DEFAULT 0,
    rating_count integer NOT NULL DEFAULT 0
  )`,
  // Spec §3 isVerified for captains: whether an admin approved their current application (apart
  // from the profile because the provider stream's events may come before the account's).
  `CREATE TABLE IF NOT EXISTS accounts_captain_approval (
    account_id text PRIMARY KEY,
    approved boolean NOT NULL
  )`,
  streamRevisionDdl(ACCOUNTS),
  `CREATE SCHEMA IF NOT EXISTS ${CREDENTIALS_SCHEMA}`,
  `CREATE TABLE IF NOT EXISTS ${CREDENTIALS_TABLE} (
    account_id text PRIMARY KEY,
    email text NOT NULL UNIQUE,
    password_hash text NOT NULL,
    user_type text NOT NULL,
    created_at timestamptz NOT NULL
  )`,
  // When the password last changed (reset or change): an older event replayed never rolls it back.
  `ALTER TABLE ${CREDENTIALS_SCHEMA}.credentials ADD COLUMN IF NOT EXISTS password_changed_at timestamptz`,
];
