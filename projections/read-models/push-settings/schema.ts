import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const PUSH_SETTINGS = "push";

/**
 * Which browsers may be sent notifications, and which kinds each account switched off. One
 * endpoint belongs to one browser profile: when another account subscribes the same browser (a
 * shared phone, a new sign-in), the newest owner has it, so nobody is told about someone else's jobs.
 */
export const PUSH_SETTINGS_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS push_subscriptions (
    endpoint text PRIMARY KEY,
    account_id text NOT NULL,
    p256dh text NOT NULL,
    auth_secret text NOT NULL,
    added_at timestamptz NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS push_subscriptions_by_account ON push_subscriptions (account_id)",
  `CREATE TABLE IF NOT EXISTS push_preferences (
    account_id text NOT NULL,
    kind text NOT NULL,
    enabled boolean NOT NULL,
    set_at timestamptz NOT NULL,
    PRIMARY KEY (account_id, kind)
  )`,
  streamRevisionDdl(PUSH_SETTINGS),
];
