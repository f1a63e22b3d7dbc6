import type { Projection, ProjectionChange } from "../../projection";
import { lockAuthSchemaDdl } from "../accounts/authSchemaLock";
import { insertNew, type Row } from "../shared/batchTable";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { FAMILY_SHARES, FAMILY_SHARES_DDL, SHARE_PUSH_SUBSCRIPTIONS, SHARE_TOKENS } from "./schema";

export const FAMILY_SHARE_CHANGED_TOPIC = "family_shares.changed";

export const familySharesProjection: Projection = {
  name: FAMILY_SHARES,
  // 2: the tokens moved out of rm.family_shares into auth.family_share_tokens.
  // 3: the browsers subscribed through a link (family_shares_push_subscriptions).
  version: 3,
  handles: [
    "TripShared",
    "JobCompleted",
    "RequestCancelled",
    "RequestUnassigned",
    "SharePushSubscriptionAdded",
    "SharePushSubscriptionRemoved",
  ],
  tables: [
    FAMILY_SHARES,
    "family_shares_request_end",
    SHARE_PUSH_SUBSCRIPTIONS,
    streamRevisionTable(FAMILY_SHARES),
  ],
  inPlaceTables: [SHARE_TOKENS],

  async migrate(tx) {
    // It may create the `auth` schema, which API nodes and the accounts projection create too.
    await lockAuthSchemaDdl(tx);
    for (const statement of FAMILY_SHARES_DDL) await tx.query(statement);
  },

  /*
   * Four statements per batch (the tokens one more). The first end of a job is when its tokens stop working: every share
   * of an ended request expires then, whether it was made before the end or after — so the ends go
   * in first (the first one wins), then the shares, taking their request's end, then the shares
   * stored earlier follow. That is the state applying the events one by one leaves.
   */
  async apply(events, tx) {
    const changed = new Set<string>();
    const ends: Row[] = [];
    const shares: Row[] = [];
    const tokens: Row[] = [];
    for (const event of (await claimUnseenEvents(tx, FAMILY_SHARES, events)).map(parseRecorded)) {
      switch (event.type) {
        case "TripShared": {
          const d = event.data;
          shares.push({
            id: d.shareId,
            request_id: d.requestId,
            shared_with_name: d.sharedWithName,
            shared_with_phone: d.sharedWithPhone,
            include_location: d.includeLocation,
            include_eta: d.includeETA,
            include_provider_details: d.includeProviderDetails,
            shared_by: d.sharedBy,
            shared_at: d.sharedAt,
          });
          tokens.push({ share_id: d.shareId, share_token: d.shareToken });
          changed.add(d.requestId);
          break;
        }
        case "JobCompleted":
          ends.push({ request_id: event.data.requestId, ended_at: event.data.completedAt });
          changed.add(event.data.requestId);
          break;
        case "RequestCancelled":
          ends.push({ request_id: event.data.requestId, ended_at: event.data.cancelledAt });
          changed.add(event.data.requestId);
          break;
        case "RequestUnassigned":
          ends.push({ request_id: event.data.requestId, ended_at: event.data.unassignedAt });
          changed.add(event.data.requestId);
          break;
        // Rare (a person or two per link), so one statement each, in the order they happened.
        case "SharePushSubscriptionAdded": {
          const d = event.data;
          await tx.query(
            `INSERT INTO ${SHARE_PUSH_SUBSCRIPTIONS} (share_id, endpoint, request_id, p256dh, auth_secret, added_at)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (share_id, endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh,
               auth_secret = EXCLUDED.auth_secret, added_at = EXCLUDED.added_at`,
            [d.shareId, d.endpoint, d.requestId, d.p256dh, d.authSecret, d.addedAt],
          );
          break;
        }
        case "SharePushSubscriptionRemoved":
          await tx.query(`DELETE FROM ${SHARE_PUSH_SUBSCRIPTIONS} WHERE share_id = $1 AND endpoint = $2`, [
            event.data.shareId,
            event.data.endpoint,
          ]);
          break;
        default:
          break;
      }
    }
    await insertNew(tx, "family_shares_request_end", ends);
    await insertNew(tx, SHARE_TOKENS, tokens);
    if (shares.length > 0) {
      await tx.query(
        `INSERT INTO family_shares (id, request_id, shared_with_name, shared_with_phone, include_location,
           include_eta, include_provider_details, shared_by, shared_at, expires_at)
         SELECT s.id, s.request_id, s.shared_with_name, s.shared_with_phone, s.include_location,
                s.include_eta, s.include_provider_details, s.shared_by, s.shared_at, e.ended_at
           FROM json_populate_recordset(null::family_shares, $1::json) WITH ORDINALITY AS s
           LEFT JOIN family_shares_request_end e ON e.request_id = s.request_id
          ORDER BY s.ordinality
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(shares)],
      );
    }
    if (ends.length > 0) {
      await tx.query(
        `UPDATE family_shares s SET expires_at = e.ended_at FROM family_shares_request_end e
          WHERE e.request_id = ANY($1::text[]) AND s.request_id = e.request_id AND s.expires_at IS NULL`,
        [ends.map((end) => end.request_id)],
      );
    }
    return [...changed].map(
      (requestId): ProjectionChange => ({
        topic: FAMILY_SHARE_CHANGED_TOPIC,
        payload: { requestId },
      }),
    );
  },
};
