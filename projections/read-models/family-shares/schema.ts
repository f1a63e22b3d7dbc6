import { READ_MODEL_SCHEMA } from "../../projection";
import { CREDENTIALS_SCHEMA } from "../accounts/schema";
import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const FAMILY_SHARES = "family_shares";
export const SHARE_PUSH_SUBSCRIPTIONS = "family_shares_push_subscriptions";

/** Where the tracking links' tokens are, by share id (outside `rm`, so named in full). */
export const SHARE_TOKENS = `${CREDENTIALS_SCHEMA}.family_share_tokens`;

/**
 * Spec §3 Family share. A share's token works until the job ends; `expires_at` is that moment
 * (null while the job runs). The share and the job's end come from different streams, so the end
 * is remembered per request and applied whichever arrives first.
 */
export const FAMILY_SHARES_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS family_shares (
    id text PRIMARY KEY,
    request_id text NOT NULL,
    shared_with_name text NOT NULL,
    shared_with_phone text NOT NULL,
    include_location boolean NOT NULL,
    include_eta boolean NOT NULL,
    include_provider_details boolean NOT NULL,
    shared_by text NOT NULL,
    shared_at timestamptz NOT NULL,
    expires_at timestamptz
  )`,
  "CREATE INDEX IF NOT EXISTS family_shares_by_request ON family_shares (request_id, shared_at)",
  `CREATE TABLE IF NOT EXISTS family_shares_request_end (
    request_id text PRIMARY KEY,
    ended_at timestamptz NOT NULL
  )`,
  streamRevisionDdl(FAMILY_SHARES),
  // Browsers of a link's holder to tell when the trip starts and ends (issue 23), by share. Kept
  // after the trip ends: "trip ended" goes out then; nothing is sent for an ended trip after that.
  `CREATE TABLE IF NOT EXISTS ${SHARE_PUSH_SUBSCRIPTIONS} (
    share_id text NOT NULL,
    endpoint text NOT NULL,
    request_id text NOT NULL,
    p256dh text NOT NULL,
    auth_secret text NOT NULL,
    added_at timestamptz NOT NULL,
    PRIMARY KEY (share_id, endpoint)
  )`,
  `CREATE INDEX IF NOT EXISTS ${SHARE_PUSH_SUBSCRIPTIONS}_by_request ON ${SHARE_PUSH_SUBSCRIPTIONS} (request_id)`,
  // The token is a bearer credential (whoever has it follows the trip live): it lives beside the
  // passwords, in the schema analysts are never granted. Written in place, also during a rebuild,
  // insert-only like auth.credentials, so a replay never takes a working link away.
  `CREATE SCHEMA IF NOT EXISTS ${CREDENTIALS_SCHEMA}`,
  `CREATE TABLE IF NOT EXISTS ${SHARE_TOKENS} (
    share_id text PRIMARY KEY,
    share_token text NOT NULL UNIQUE
  )`,
  // Version 1 kept the tokens in rm.family_shares. Copied over here, links shared before the upgrade
  // keep working while version 2 rebuilds (its replay re-inserts the same pairs); a no-op after.
  `DO $$
   BEGIN
     IF EXISTS (SELECT 1 FROM information_schema.columns
                 WHERE table_schema = '${READ_MODEL_SCHEMA}' AND table_name = 'family_shares' AND column_name = 'share_token') THEN
       INSERT INTO ${SHARE_TOKENS} (share_id, share_token)
         SELECT id, share_token FROM ${READ_MODEL_SCHEMA}.family_shares ON CONFLICT DO NOTHING;
     END IF;
   END $$`,
];
