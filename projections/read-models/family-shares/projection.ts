import type { Sql } from "../../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded, type RecordedReadModelEvent } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { FAMILY_SHARES, FAMILY_SHARES_DDL } from "./schema";

export const FAMILY_SHARE_CHANGED_TOPIC = "family_shares.changed";

export const familySharesProjection: Projection = {
  name: FAMILY_SHARES,
  version: 1,
  handles: ["TripShared", "JobCompleted", "RequestCancelled", "RequestUnassigned"],
  tables: [FAMILY_SHARES, "family_shares_request_end", streamRevisionTable(FAMILY_SHARES)],

  async migrate(tx) {
    for (const statement of FAMILY_SHARES_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const changed = new Set<string>();
    for (const event of (await claimUnseenEvents(tx, FAMILY_SHARES, events)).map(parseRecorded)) {
      const requestId = await applyEvent(tx, event);
      if (requestId) changed.add(requestId);
    }
    return [...changed].map(
      (requestId): ProjectionChange => ({
        topic: FAMILY_SHARE_CHANGED_TOPIC,
        payload: { requestId },
      }),
    );
  },
};

async function applyEvent(tx: Sql, event: RecordedReadModelEvent): Promise<string | null> {
  switch (event.type) {
    case "TripShared": {
      const d = event.data;
      await tx.query(
        `INSERT INTO family_shares (id, request_id, share_token, shared_with_name, shared_with_phone, include_location,
           include_eta, include_provider_details, shared_by, shared_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
                 (SELECT ended_at FROM family_shares_request_end WHERE request_id = $2))
         ON CONFLICT DO NOTHING`,
        [
          d.shareId,
          d.requestId,
          d.shareToken,
          d.sharedWithName,
          d.sharedWithPhone,
          d.includeLocation,
          d.includeETA,
          d.includeProviderDetails,
          d.sharedBy,
          d.sharedAt,
        ],
      );
      return d.requestId;
    }
    case "JobCompleted":
      return endJob(tx, event.data.requestId, event.data.completedAt);
    case "RequestCancelled":
      return endJob(tx, event.data.requestId, event.data.cancelledAt);
    case "RequestUnassigned":
      return endJob(tx, event.data.requestId, event.data.unassignedAt);
    default:
      return null;
  }
}

/** The first end of the job is when its tokens stop working. */
async function endJob(tx: Sql, requestId: string, endedAt: string): Promise<string> {
  await tx.query(
    `INSERT INTO family_shares_request_end (request_id, ended_at) VALUES ($1, $2) ON CONFLICT (request_id) DO NOTHING`,
    [requestId, endedAt],
  );
  await tx.query("UPDATE family_shares SET expires_at = $2 WHERE request_id = $1 AND expires_at IS NULL", [
    requestId,
    endedAt,
  ]);
  return requestId;
}
