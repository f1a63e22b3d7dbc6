import type { RecordedEvent } from "../../domain/ports/eventStore";
import type { Projection, ProjectionChange } from "../projection";

/**
 * Dispatch's own memory, kept by the projection runner so it shares its checkpoint, its transaction
 * and its single-instance lock: which requests still wait for a provider, and which providers are on
 * a job. After a restart the process manager resumes from these rows plus the events after them.
 */
export const DISPATCH_QUEUE = "dispatch_queue";
export const DISPATCH_CHANGED_TOPIC = "dispatch_queue.changed";

export interface DispatchQueueChange {
  requestId: string;
  /** Still waiting for a provider after this batch. */
  open: boolean;
  /** A provider who took this job (busy) or finished or lost it (free) in this batch. */
  provider: { providerId: string; busy: boolean } | null;
}

const DDL = [
  `CREATE TABLE IF NOT EXISTS dispatch_queue_open (
    request_id text PRIMARY KEY,
    scheduled_at timestamptz,
    requested_at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS dispatch_queue_busy (
    request_id text PRIMARY KEY,
    provider_id text NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS dispatch_queue_busy_provider ON dispatch_queue_busy (provider_id)",
];

const HANDLED = [
  "ServiceRequested",
  "JobOffered",
  "OfferWithdrawn",
  "JobDeclined",
  "JobAccepted",
  "JobCompleted",
  "RequestCancelled",
  "RequestUnassigned",
] as const;

interface RequestData {
  requestId: string;
  providerId?: string;
  scheduledAt?: string | null;
  requestedAt?: string;
}

export const dispatchQueueProjection: Projection = {
  name: DISPATCH_QUEUE,
  version: 1,
  handles: HANDLED,
  tables: ["dispatch_queue_open", "dispatch_queue_busy"],

  async migrate(tx) {
    for (const statement of DDL) await tx.query(statement);
  },

  async apply(events: readonly RecordedEvent[], tx) {
    const changes = new Map<string, DispatchQueueChange>();
    for (const event of events) {
      const data = event.data as RequestData;
      const change = changes.get(data.requestId) ?? {
        requestId: data.requestId,
        open: false,
        provider: null,
      };
      switch (event.type) {
        case "ServiceRequested":
          await tx.query(
            `INSERT INTO dispatch_queue_open (request_id, scheduled_at, requested_at) VALUES ($1, $2, $3)
             ON CONFLICT DO NOTHING`,
            [data.requestId, data.scheduledAt ?? null, data.requestedAt!],
          );
          change.open = true;
          break;
        case "JobAccepted":
          await tx.query("DELETE FROM dispatch_queue_open WHERE request_id = $1", [data.requestId]);
          await tx.query(
            "INSERT INTO dispatch_queue_busy (request_id, provider_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            [data.requestId, data.providerId!],
          );
          change.open = false;
          change.provider = { providerId: data.providerId!, busy: true };
          break;
        case "JobCompleted":
        case "RequestCancelled":
        case "RequestUnassigned": {
          await tx.query("DELETE FROM dispatch_queue_open WHERE request_id = $1", [data.requestId]);
          const { rows } = await tx.query<{ provider_id: string }>(
            "DELETE FROM dispatch_queue_busy WHERE request_id = $1 RETURNING provider_id",
            [data.requestId],
          );
          change.open = false;
          if (rows[0]) change.provider = { providerId: rows[0].provider_id, busy: false };
          break;
        }
        default: {
          // Offers, declines, withdrawals: the request is still open if it was; dispatch looks again.
          const { rowCount } = await tx.query("SELECT 1 FROM dispatch_queue_open WHERE request_id = $1", [
            data.requestId,
          ]);
          change.open = rowCount > 0;
        }
      }
      changes.set(data.requestId, change);
    }
    return [...changes.values()].map(
      (payload): ProjectionChange => ({ topic: DISPATCH_CHANGED_TOPIC, payload }),
    );
  },
};

/** Every request still waiting for a provider. */
export async function openDispatchRequests(sql: import("../../domain/ports/sql").Sql): Promise<string[]> {
  const { rows } = await sql.query<{ request_id: string }>(
    "SELECT request_id FROM rm.dispatch_queue_open ORDER BY requested_at",
  );
  return rows.map((row) => row.request_id);
}

/** Who is on which job now: provider → request. */
export async function busyProviders(sql: import("../../domain/ports/sql").Sql): Promise<Map<string, string>> {
  const { rows } = await sql.query<{ request_id: string; provider_id: string }>(
    "SELECT request_id, provider_id FROM rm.dispatch_queue_busy",
  );
  return new Map(rows.map((row) => [row.provider_id, row.request_id]));
}
