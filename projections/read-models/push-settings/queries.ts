import type { PushTarget } from "../../../domain/ports/pushSender";
import type { Sql } from "../../../domain/ports/sql";
import { PUSH_KIND_DEFAULT_ON, type PushKind, pushKindsFor } from "../../../domain/push/notificationKinds";

/** Each kind of the role with its switch (the default where never switched). */
export async function pushPreferencesOf(
  sql: Sql,
  accountId: string,
  role: string,
): Promise<Array<{ kind: PushKind; enabled: boolean }>> {
  const { rows } = await sql.query<{ kind: string; enabled: boolean }>(
    "SELECT kind, enabled FROM rm.push_preferences WHERE account_id = $1",
    [accountId],
  );
  const set = new Map(rows.map((r) => [r.kind, r.enabled]));
  return pushKindsFor(role).map((kind) => ({ kind, enabled: set.get(kind) ?? PUSH_KIND_DEFAULT_ON }));
}

/** The endpoints of the account's subscribed browsers (what the settings screen may know). */
export async function pushEndpointsOf(sql: Sql, accountId: string): Promise<string[]> {
  const { rows } = await sql.query<{ endpoint: string }>(
    "SELECT endpoint FROM rm.push_subscriptions WHERE account_id = $1 ORDER BY added_at, endpoint",
    [accountId],
  );
  return rows.map((r) => r.endpoint);
}

/** Where a notification of this kind goes for this account: none when it is switched off. */
export async function pushTargetsFor(sql: Sql, accountId: string, kind: PushKind): Promise<PushTarget[]> {
  const { rows } = await sql.query<{ endpoint: string; p256dh: string; auth_secret: string }>(
    `SELECT s.endpoint, s.p256dh, s.auth_secret FROM rm.push_subscriptions s
      WHERE s.account_id = $1
        AND COALESCE((SELECT p.enabled FROM rm.push_preferences p WHERE p.account_id = $1 AND p.kind = $2), $3)
      ORDER BY s.endpoint`,
    [accountId, kind, PUSH_KIND_DEFAULT_ON],
  );
  return rows.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth_secret } }));
}

/** Which of these accounts have a subscribed browser at all: the others cannot be sent anything. */
export async function accountsWithPushBrowsers(
  sql: Sql,
  accountIds: readonly string[],
): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const { rows } = await sql.query<{ account_id: string }>(
    "SELECT DISTINCT account_id FROM rm.push_subscriptions WHERE account_id = ANY($1::text[])",
    [[...new Set(accountIds)]],
  );
  return new Set(rows.map((r) => r.account_id));
}
