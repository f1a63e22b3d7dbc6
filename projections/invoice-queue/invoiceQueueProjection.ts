import type { Sql } from "../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../projection";
import { parseRecorded } from "../read-models/shared/domainEvent";

/**
 * The invoicing process's memory, kept by its own projection runner (its checkpoint, transaction
 * and single-instance lock), like the push and payment queues, one row per event keyed by its id
 * (a redelivered event queues nothing twice):
 * - `issue` rows after a completion, a cancellation fee or a refund paid out: the request may owe a
 *   tax invoice or a credit note, which the process decides from the request's state;
 * - `mail` rows after a tax invoice or credit note was issued: its PDF goes to the customer.
 * What the process finished is `auth.invoice_done`, outside these rebuildable tables, so a rebuild
 * numbers and mails nothing again.
 */
export const INVOICE_QUEUE = "invoice_queue";
export const INVOICE_QUEUED_TOPIC = "invoice_queue.queued";

const ISSUE_TRIGGERS = new Set(["JobCompleted", "CancellationFeeCharged", "PaymentRefunded"]);

const DDL = [
  `CREATE TABLE IF NOT EXISTS invoice_queue (
    event_id text PRIMARY KEY,
    request_id text NOT NULL,
    kind text NOT NULL,
    document_number text,
    queued_at timestamptz NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS invoice_queue_by_time ON invoice_queue (queued_at)",
];

export const invoiceQueueProjection: Projection = {
  name: INVOICE_QUEUE,
  version: 1,
  handles: [...ISSUE_TRIGGERS, "TaxInvoiceIssued", "CreditNoteIssued"],
  tables: ["invoice_queue"],

  async migrate(tx) {
    for (const statement of DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const rows = events.map((recorded) => {
      const event = parseRecorded(recorded);
      const { requestId } = event.data as { requestId: string };
      const number =
        event.type === "TaxInvoiceIssued"
          ? event.data.invoiceNumber
          : event.type === "CreditNoteIssued"
            ? event.data.creditNoteNumber
            : null;
      const kind = ISSUE_TRIGGERS.has(event.type) ? "issue" : "mail";
      return [recorded.metadata.eventId, requestId, kind, number, recorded.metadata.occurredAt] as const;
    });
    if (rows.length === 0) return [];
    await tx.query(
      `INSERT INTO invoice_queue (event_id, request_id, kind, document_number, queued_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
       ON CONFLICT (event_id) DO NOTHING`,
      [
        rows.map((r) => r[0]),
        rows.map((r) => r[1]),
        rows.map((r) => r[2]),
        rows.map((r) => r[3]),
        rows.map((r) => r[4]),
      ],
    );
    return [{ topic: INVOICE_QUEUED_TOPIC, payload: { count: rows.length } } satisfies ProjectionChange];
  },
};

export interface PendingInvoiceWork {
  eventId: string;
  requestId: string;
  kind: "issue" | "mail";
  /** mail: the issued document's number. */
  documentNumber: string | null;
  attempts: number;
}

/** Queued work the process has not finished and may try now, oldest first. */
export async function pendingInvoiceWork(sql: Sql, now: Date, limit: number): Promise<PendingInvoiceWork[]> {
  const { rows } = await sql.query<{
    event_id: string;
    request_id: string;
    kind: "issue" | "mail";
    document_number: string | null;
    attempts: number | null;
  }>(
    `SELECT q.event_id, q.request_id, q.kind, q.document_number, r.attempts
       FROM rm.invoice_queue q
       LEFT JOIN auth.invoice_retries r ON r.event_id = q.event_id
      WHERE NOT EXISTS (SELECT 1 FROM auth.invoice_done d WHERE d.event_id = q.event_id)
        AND (r.next_attempt_at IS NULL OR r.next_attempt_at <= $1)
      ORDER BY q.queued_at, q.event_id
      LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => ({
    eventId: r.event_id,
    requestId: r.request_id,
    kind: r.kind,
    documentNumber: r.document_number,
    attempts: r.attempts ?? 0,
  }));
}
