import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { PUSH_SETTINGS, PUSH_SETTINGS_DDL } from "./schema";

export const PUSH_SETTINGS_CHANGED_TOPIC = "push.settings_changed";

export const pushSettingsProjection: Projection = {
  name: PUSH_SETTINGS,
  version: 1,
  handles: ["PushSubscriptionAdded", "PushSubscriptionRemoved", "PushPreferenceSet"],
  tables: ["push_subscriptions", "push_preferences", streamRevisionTable(PUSH_SETTINGS)],

  async migrate(tx) {
    for (const statement of PUSH_SETTINGS_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const changed = new Set<string>();
    for (const event of (await claimUnseenEvents(tx, PUSH_SETTINGS, events)).map(parseRecorded)) {
      if (event.type === "PushSubscriptionAdded") {
        const d = event.data;
        await tx.query(
          `INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth_secret, added_at)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (endpoint) DO UPDATE SET account_id = EXCLUDED.account_id, p256dh = EXCLUDED.p256dh,
             auth_secret = EXCLUDED.auth_secret, added_at = EXCLUDED.added_at`,
          [d.endpoint, d.accountId, d.p256dh, d.authSecret, d.addedAt],
        );
        changed.add(d.accountId);
      } else if (event.type === "PushSubscriptionRemoved") {
        // Only its owner's removal: the browser may have been subscribed by another account since.
        await tx.query("DELETE FROM push_subscriptions WHERE endpoint = $1 AND account_id = $2", [
          event.data.endpoint,
          event.data.accountId,
        ]);
        changed.add(event.data.accountId);
      } else if (event.type === "PushPreferenceSet") {
        const d = event.data;
        await tx.query(
          `INSERT INTO push_preferences (account_id, kind, enabled, set_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (account_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, set_at = EXCLUDED.set_at`,
          [d.accountId, d.kind, d.enabled, d.setAt],
        );
        changed.add(d.accountId);
      }
    }
    return [...changed].map(
      (userId): ProjectionChange => ({ topic: PUSH_SETTINGS_CHANGED_TOPIC, payload: { userId } }),
    );
  },
};
