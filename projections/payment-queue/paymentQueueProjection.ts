import type { Sql } from "../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../projection";
import { parseRecorded } from "../read-models/shared/domainEvent";

/**
 * The payment process's memory, kept by its own projection runner (its checkpoint, transaction and
 * single-instance lock), like the push queue: one row per request event after which money may have
 * to move at the processor (completion, cancellation, a fee, a refund), keyed by the event id, so a
 * redelivered event queues nothing twice. The row says only which request to look at: what to do
 * is decided from the request's stream when the process gets to it (paymentActionsDue,
 * refundActionsDue), so a request looked at twice moves no money twice. What the process finished
 * is `auth.payment_done`, outside these rebuildable tables.
 */
export const PAYMENT_QUEUE = "payment_queue";
export const PAYMENT_QUEUED_TOPIC = "payment_queue.queued";

/** The request events after which a hold may have to be captured, voided or refunded. */
export const PAYMENT_TRIGGERS = [
  "JobCompleted",
  "RequestCancelled",
  "CancellationFeeCharged",
  "RefundRequested",
] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS payment_queue (
    event_id text PRIMARY KEY,
    request_id text NOT NULL,
    trigger text NOT NULL,
    queued_at timestamptz NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS payment_queue_by_time ON payment_queue (queued_at)",
];

export const paymentQueueProjection: Projection = {
  name: PAYMENT_QUEUE,
  version: 1,
  handles: PAYMENT_TRIGGERS,
  tables: ["payment_queue"],

  async migrate(tx) {
    for (const statement of DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const rows = events.map((recorded) => {
      const event = parseRecorded(recorded);
      const { requestId } = event.data as { requestId: string };
      return [recorded.metadata.eventId, requestId, event.type, recorded.metadata.occurredAt] as const;
    });
    if (rows.length === 0) return [];
    await tx.query(
      `INSERT INTO payment_queue (event_id, request_id, trigger, queued_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[])
       ON CONFLICT (event_id) DO NOTHING`,
      [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
    );
    return [{ topic: PAYMENT_QUEUED_TOPIC, payload: { count: rows.length } } satisfies ProjectionChange];
  },
};

/** A queued request event the process has not finished and may try now, oldest first. */
export interface PendingPaymentWork {
  eventId: string;
  requestId: string;
  trigger: string;
  attempts: number;
}

export async function pendingPaymentWork(sql: Sql, now: Date, limit: number): Promise<PendingPaymentWork[]> {
  const { rows } = await sql.query<{
    event_id: string;
    request_id: string;
    trigger: string;
    attempts: number | null;
  }>(
    `SELECT q.event_id, q.request_id, q.trigger, r.attempts
       FROM rm.payment_queue q
       LEFT JOIN auth.payment_retries r ON r.event_id = q.event_id
      WHERE NOT EXISTS (SELECT 1 FROM auth.payment_done d WHERE d.event_id = q.event_id)
        AND (r.next_attempt_at IS NULL OR r.next_attempt_at <= $1)
      ORDER BY q.queued_at, q.event_id
      LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => ({
    eventId: r.event_id,
    requestId: r.request_id,
    trigger: r.trigger,
    attempts: r.attempts ?? 0,
  }));
}
