import type { SqlParam } from "../../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded, type RecordedReadModelEvent } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { PROVIDER_DIRECTORY, PROVIDER_DIRECTORY_DDL } from "./schema";

/** Announced after commit so maps can refresh a provider's marker. */
export const PROVIDER_CHANGED_TOPIC = "provider_directory.changed";

interface Statement {
  /** The provider whose row the statement writes; the row is created first when missing. */
  providerId: string | null;
  /** The event's time: a row created for it starts there, so a rebuild writes the same values. */
  at: string;
  text: string;
  params: SqlParam[];
}

export const providerDirectoryProjection: Projection = {
  name: PROVIDER_DIRECTORY,
  version: 1,
  handles: [
    "ProviderProfileCreated",
    "ProviderServicesChanged",
    "ProviderWentOnline",
    "ProviderWentOffline",
    "JobAccepted",
    "JobStarted",
    "JobCompleted",
    "RequestCancelled",
    "ReviewPosted",
  ],
  tables: [PROVIDER_DIRECTORY, "provider_directory_open_job", streamRevisionTable(PROVIDER_DIRECTORY)],

  async migrate(tx) {
    for (const statement of PROVIDER_DIRECTORY_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const touched = new Set<string>();
    for (const event of await claimUnseenEvents(tx, PROVIDER_DIRECTORY, events)) {
      for (const statement of statementsFor(parseRecorded(event))) {
        if (statement.providerId !== null) {
          // Request events about a provider may arrive before their profile (another stream): keep the facts.
          await tx.query(
            "INSERT INTO provider_directory (provider_id, updated_at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            [statement.providerId, statement.at],
          );
          touched.add(statement.providerId);
        }
        await tx.query(statement.text, statement.params);
      }
    }
    return [...touched].map(
      (providerId): ProjectionChange => ({
        topic: PROVIDER_CHANGED_TOPIC,
        payload: { providerId },
      }),
    );
  },
};

/*
 * Position and online state are "latest wins" by the event's own time rather than by arrival, so a
 * later telemetry source (another stream) and the provider's stream can both write them safely.
 */
function statementsFor(event: RecordedReadModelEvent): Statement[] {
  switch (event.type) {
    case "ProviderProfileCreated": {
      const d = event.data;
      return [
        {
          providerId: d.providerId,
          at: d.createdAt,
          text: `UPDATE provider_directory
                    SET name = $2, phone = $3, services = $4::text[], response_time_minutes = $5, created_at = $8,
                        latitude = CASE WHEN position_at IS NULL OR position_at <= $8 THEN $6 ELSE latitude END,
                        longitude = CASE WHEN position_at IS NULL OR position_at <= $8 THEN $7 ELSE longitude END,
                        position_at = greatest(position_at, $8), updated_at = $8
                  WHERE provider_id = $1`,
          params: [
            d.providerId,
            d.name,
            d.phone,
            d.services,
            d.responseTimeMinutes,
            d.latitude,
            d.longitude,
            d.createdAt,
          ],
        },
      ];
    }
    case "ProviderServicesChanged":
      return [
        {
          providerId: event.data.providerId,
          at: event.data.changedAt,
          text: `UPDATE provider_directory SET services = $2::text[], updated_at = $3 WHERE provider_id = $1`,
          params: [event.data.providerId, event.data.services, event.data.changedAt],
        },
      ];
    case "ProviderWentOnline": {
      const d = event.data;
      return [
        {
          providerId: d.providerId,
          at: d.at,
          text: `UPDATE provider_directory
                    SET online = CASE WHEN online_changed_at IS NULL OR online_changed_at <= $4 THEN true ELSE online END,
                        online_changed_at = greatest(online_changed_at, $4),
                        latitude = CASE WHEN position_at IS NULL OR position_at <= $4 THEN $2 ELSE latitude END,
                        longitude = CASE WHEN position_at IS NULL OR position_at <= $4 THEN $3 ELSE longitude END,
                        position_at = greatest(position_at, $4), updated_at = $4
                  WHERE provider_id = $1`,
          params: [d.providerId, d.latitude, d.longitude, d.at],
        },
      ];
    }
    case "ProviderWentOffline":
      return [
        {
          providerId: event.data.providerId,
          at: event.data.at,
          text: `UPDATE provider_directory
                    SET online = CASE WHEN online_changed_at IS NULL OR online_changed_at <= $2 THEN false ELSE online END,
                        online_changed_at = greatest(online_changed_at, $2), updated_at = $2
                  WHERE provider_id = $1`,
          params: [event.data.providerId, event.data.at],
        },
      ];
    case "JobAccepted":
      return [
        {
          providerId: null,
          at: event.data.acceptedAt,
          text: `INSERT INTO provider_directory_open_job (request_id, provider_id, accepted_at) VALUES ($1, $2, $3)
                 ON CONFLICT (request_id) DO UPDATE SET provider_id = excluded.provider_id, accepted_at = excluded.accepted_at`,
          params: [event.data.requestId, event.data.providerId, event.data.acceptedAt],
        },
      ];
    case "JobStarted":
      // Measured accept→start; a negative span (clocks of two nodes) counts as zero.
      return [
        {
          providerId: event.data.providerId,
          at: event.data.startedAt,
          text: `WITH job AS (
                   DELETE FROM provider_directory_open_job WHERE request_id = $1 RETURNING provider_id, accepted_at)
                 UPDATE provider_directory p
                    SET measured_response_seconds_sum = measured_response_seconds_sum
                          + greatest(0, extract(epoch FROM $2::timestamptz - job.accepted_at)),
                        measured_response_count = measured_response_count + 1, updated_at = $2
                   FROM job WHERE p.provider_id = job.provider_id`,
          params: [event.data.requestId, event.data.startedAt],
        },
      ];
    case "JobCompleted":
      return [
        {
          providerId: event.data.providerId,
          at: event.data.completedAt,
          text: `UPDATE provider_directory SET total_jobs = total_jobs + 1, updated_at = $2 WHERE provider_id = $1`,
          params: [event.data.providerId, event.data.completedAt],
        },
        closeOpenJob(event.data.requestId, event.data.completedAt),
      ];
    case "RequestCancelled":
      return [closeOpenJob(event.data.requestId, event.data.cancelledAt)];
    case "ReviewPosted":
      if (event.data.reviewerRole !== "customer") return [];
      return [
        {
          providerId: event.data.revieweeId,
          at: event.data.postedAt,
          text: `UPDATE provider_directory
                    SET rating_sum = rating_sum + $2, rating_count = rating_count + 1, updated_at = $3
                  WHERE provider_id = $1`,
          params: [event.data.revieweeId, event.data.rating, event.data.postedAt],
        },
      ];
    default:
      return [];
  }
}

const closeOpenJob = (requestId: string, at: string): Statement => ({
  providerId: null,
  at,
  text: "DELETE FROM provider_directory_open_job WHERE request_id = $1",
  params: [requestId],
});
