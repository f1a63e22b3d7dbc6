import { domainEventTypes } from "../../../domain/events";
import type { RecordedEvent } from "../../../domain/ports/eventStore";
import type { Sql } from "../../../domain/ports/sql";
import { emirateOf } from "../../../domain/rules/emirates";
import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded, type RecordedReadModelEvent } from "../shared/domainEvent";
import { dubaiDate } from "../shared/dubaiPeriods";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { ADMIN_METRICS, ADMIN_METRICS_DDL, ADMIN_METRICS_TABLES } from "./schema";

/** One per batch that changed anything: the admin panel refetches its cards. */
export const ADMIN_METRICS_CHANGED_TOPIC = "admin_metrics.changed";

const REQUEST_EVENTS = new Set([
  "ServiceRequested",
  "JobAccepted",
  "JobStarted",
  "JobCompleted",
  "RequestCancelled",
  "RequestUnassigned",
]);

/** Every event counts for "active users"; the chat, photo and share events are not in the registry yet. */
const TRIP_EXTRA_EVENTS = ["ChatMessageSent", "ChatMessagesRead", "PhotoUploaded", "TripShared"];

export const adminMetricsProjection: Projection = {
  name: ADMIN_METRICS,
  version: 1,
  handles: [...domainEventTypes, ...TRIP_EXTRA_EVENTS],
  tables: [...ADMIN_METRICS_TABLES, streamRevisionTable(ADMIN_METRICS)],

  async migrate(tx) {
    for (const statement of ADMIN_METRICS_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const unseen = await claimUnseenEvents(tx, ADMIN_METRICS, events);
    for (const event of unseen) {
      await recordActiveUser(tx, event);
      if (REQUEST_EVENTS.has(event.type)) await applyRequestEvent(tx, parseRecorded(event));
    }
    return unseen.length === 0
      ? []
      : [{ topic: ADMIN_METRICS_CHANGED_TOPIC, payload: {} } satisfies ProjectionChange];
  },
};

/** Only metadata is read here, so an event of any type counts without parsing its data. */
async function recordActiveUser(tx: Sql, event: RecordedEvent): Promise<void> {
  const { actor, occurredAt } = event.metadata;
  if (actor.role === "system") return;
  await tx.query(
    `INSERT INTO admin_metrics_active_user (day, account_id, role) VALUES ($1::date, $2, $3)
     ON CONFLICT (day, account_id) DO NOTHING`,
    [dubaiDate(occurredAt), actor.userId, actor.role],
  );
}

type DailyCounter =
  | "requests"
  | "completed"
  | "cancelled"
  | "unassigned"
  | "revenue"
  | "accepted"
  | "accept_seconds_sum"
  | "started"
  | "start_seconds_sum";

interface RequestDimensions {
  emirate: string;
  service_type: string;
}

/** Adds to the (day, emirate, service) counters of the request; nothing when the request is unknown. */
async function bump(
  tx: Sql,
  requestId: string,
  at: string,
  amounts: Partial<Record<DailyCounter, number>>,
  dimensions?: RequestDimensions,
): Promise<void> {
  const known =
    dimensions ??
    (
      await tx.query<RequestDimensions>(
        "SELECT emirate, service_type FROM admin_metrics_request WHERE request_id = $1",
        [requestId],
      )
    ).rows[0];
  if (!known) return;
  const entries = Object.entries(amounts) as [DailyCounter, number][];
  const columns = entries.map(([column]) => column);
  await tx.query(
    `INSERT INTO admin_metrics_daily (day, emirate, service_type, ${columns.join(", ")})
     VALUES ($1::date, $2, $3, ${entries.map((_, i) => `$${i + 4}`).join(", ")})
     ON CONFLICT (day, emirate, service_type) DO UPDATE
       SET ${columns.map((c) => `${c} = admin_metrics_daily.${c} + excluded.${c}`).join(", ")}`,
    [dubaiDate(at), known.emirate, known.service_type, ...entries.map(([, amount]) => amount)],
  );
}

async function applyRequestEvent(tx: Sql, event: RecordedReadModelEvent): Promise<void> {
  switch (event.type) {
    case "ServiceRequested": {
      const d = event.data;
      const dimensions = {
        emirate: emirateOf(d.pickup.latitude, d.pickup.longitude),
        service_type: d.serviceType,
      };
      await tx.query(
        `INSERT INTO admin_metrics_request (request_id, emirate, service_type, requested_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT (request_id) DO NOTHING`,
        [d.requestId, dimensions.emirate, dimensions.service_type, d.requestedAt],
      );
      await bump(tx, d.requestId, d.requestedAt, { requests: 1 }, dimensions);
      return;
    }
    case "JobAccepted": {
      // Only the first acceptance is a response; a negative span (two nodes' clocks) counts as zero.
      const { rows } = await tx.query<{ seconds: number }>(
        `UPDATE admin_metrics_request
            SET accepted_at = $2, accepted_day = $3::date,
                request_to_accept_seconds = greatest(0, extract(epoch FROM $2::timestamptz - requested_at))
          WHERE request_id = $1 AND accepted_at IS NULL
         RETURNING request_to_accept_seconds::float8 AS seconds`,
        [event.data.requestId, event.data.acceptedAt, dubaiDate(event.data.acceptedAt)],
      );
      if (rows[0]) {
        await bump(tx, event.data.requestId, event.data.acceptedAt, {
          accepted: 1,
          accept_seconds_sum: rows[0].seconds,
        });
      }
      return;
    }
    case "JobStarted": {
      const { rows } = await tx.query<{ seconds: number }>(
        `UPDATE admin_metrics_request
            SET started_at = $2, started_day = $3::date,
                accept_to_start_seconds = greatest(0, extract(epoch FROM $2::timestamptz - accepted_at))
          WHERE request_id = $1 AND started_at IS NULL AND accepted_at IS NOT NULL
         RETURNING accept_to_start_seconds::float8 AS seconds`,
        [event.data.requestId, event.data.startedAt, dubaiDate(event.data.startedAt)],
      );
      if (rows[0]) {
        await bump(tx, event.data.requestId, event.data.startedAt, {
          started: 1,
          start_seconds_sum: rows[0].seconds,
        });
      }
      return;
    }
    case "JobCompleted":
      await bump(tx, event.data.requestId, event.data.completedAt, {
        completed: 1,
        revenue: event.data.finalPrice,
      });
      return;
    case "RequestCancelled":
      await bump(tx, event.data.requestId, event.data.cancelledAt, { cancelled: 1 });
      return;
    case "RequestUnassigned":
      await bump(tx, event.data.requestId, event.data.unassignedAt, { unassigned: 1 });
      return;
    default:
      return;
  }
}
