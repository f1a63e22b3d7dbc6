import type { Sql } from "../../domain/ports/sql";
import type { DocumentKind } from "../../domain/provider/onboardingEvents";
import type { Projection, ProjectionChange } from "../projection";
import { parseRecorded } from "../read-models/shared/domainEvent";

/**
 * The document-expiry process's memory, kept by the projection runner so it shares its checkpoint,
 * its transaction and its single-instance lock: every captain's current APPROVED paper with its
 * expiry, and whether the warning and the lapse were recorded. Uploads wait in their own table until
 * an approval names them (the upload event carries the kind and the expiry; the approval only ids).
 * After a restart the process sweeps these rows; the decider makes a repeated command a no-op, so
 * nothing is warned twice and nothing due is skipped.
 */
export const DOCUMENT_EXPIRY = "document_expiry";
export const DOCUMENT_EXPIRY_CHANGED_TOPIC = "document_expiry.changed";

const DDL = [
  `CREATE TABLE IF NOT EXISTS document_expiry_uploads (
    document_id text PRIMARY KEY,
    provider_id text NOT NULL,
    kind text NOT NULL,
    expires_on text NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS document_expiry_uploads_by_provider ON document_expiry_uploads (provider_id, kind)",
  `CREATE TABLE IF NOT EXISTS document_expiry_approved (
    provider_id text NOT NULL,
    kind text NOT NULL,
    document_id text NOT NULL,
    expires_on text NOT NULL,
    warned boolean NOT NULL DEFAULT false,
    expired boolean NOT NULL DEFAULT false,
    PRIMARY KEY (provider_id, kind)
  )`,
  "CREATE INDEX IF NOT EXISTS document_expiry_approved_due ON document_expiry_approved (expires_on) WHERE NOT expired",
];

export const documentExpiryProjection: Projection = {
  name: DOCUMENT_EXPIRY,
  version: 1,
  handles: [
    "CaptainDocumentUploaded",
    "CaptainApproved",
    "CaptainDocumentExpiryWarned",
    "CaptainDocumentExpired",
  ],
  tables: ["document_expiry_uploads", "document_expiry_approved"],

  async migrate(tx) {
    for (const statement of DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    let approvals = 0;
    for (const recorded of events) {
      const event = parseRecorded(recorded);
      switch (event.type) {
        case "CaptainDocumentUploaded": {
          const d = event.data;
          // A newer upload of the same paper replaces one still waiting (as the decider's pending slot).
          await tx.query("DELETE FROM document_expiry_uploads WHERE provider_id = $1 AND kind = $2", [
            d.providerId,
            d.kind,
          ]);
          await tx.query(
            `INSERT INTO document_expiry_uploads (document_id, provider_id, kind, expires_on)
             VALUES ($1, $2, $3, $4) ON CONFLICT (document_id) DO NOTHING`,
            [d.documentId, d.providerId, d.kind, d.expiresOn],
          );
          break;
        }
        case "CaptainApproved": {
          // The approved upload becomes the captain's paper of its kind, replacing the one before.
          const { rowCount } = await tx.query(
            `WITH approved AS (
               DELETE FROM document_expiry_uploads WHERE document_id = ANY($1::text[]) AND provider_id = $2
               RETURNING document_id, provider_id, kind, expires_on
             )
             INSERT INTO document_expiry_approved (provider_id, kind, document_id, expires_on)
             SELECT provider_id, kind, document_id, expires_on FROM approved
             ON CONFLICT (provider_id, kind) DO UPDATE
               SET document_id = EXCLUDED.document_id, expires_on = EXCLUDED.expires_on,
                   warned = false, expired = false`,
            [event.data.documentIds, event.data.providerId],
          );
          approvals += rowCount;
          break;
        }
        case "CaptainDocumentExpiryWarned":
          await mark(tx, event.data.providerId, event.data.documentId, "warned");
          break;
        case "CaptainDocumentExpired":
          await mark(tx, event.data.providerId, event.data.documentId, "expired");
          break;
      }
    }
    // Newly approved papers may already be due (a licence expiring next week): the process looks again.
    return approvals > 0
      ? [
          {
            topic: DOCUMENT_EXPIRY_CHANGED_TOPIC,
            payload: { approved: approvals },
          } satisfies ProjectionChange,
        ]
      : [];
  },
};

async function mark(tx: Sql, providerId: string, documentId: string, column: "warned" | "expired") {
  await tx.query(
    `UPDATE document_expiry_approved SET ${column} = true WHERE provider_id = $1 AND document_id = $2`,
    [providerId, documentId],
  );
}

/** An approved paper the process must act on today. */
export interface DueDocument {
  providerId: string;
  documentId: string;
  kind: DocumentKind;
  expiresOn: string;
  /** `expire` on or after its expiry day; `warn` within the warning window before it. */
  action: "warn" | "expire";
}

/** Where a page of due papers ended: the next page starts after it. */
export type DueCursor = Pick<DueDocument, "expiresOn" | "providerId" | "kind">;

/**
 * Papers due on `today` (a UAE date): those whose expiry day has come and are not yet recorded as
 * expired, and those expiring by `warnUntil` (inclusive) not yet warned. Oldest expiry first, a page
 * at a time (`after` the previous page's last: the rows change only once the commands' events are
 * projected, so re-reading from the start would find the same page again).
 */
export async function dueDocuments(
  sql: Sql,
  p: { today: string; warnUntil: string; limit: number; after?: DueCursor | null },
): Promise<DueDocument[]> {
  const { rows } = await sql.query<{
    provider_id: string;
    document_id: string;
    kind: DocumentKind;
    expires_on: string;
  }>(
    `SELECT provider_id, document_id, kind, expires_on FROM rm.document_expiry_approved
     WHERE NOT expired AND (expires_on <= $1 OR (NOT warned AND expires_on <= $2))
       AND ($4::text IS NULL OR (expires_on, provider_id, kind) > ($4::text, $5::text, $6::text))
     ORDER BY expires_on, provider_id, kind
     LIMIT $3`,
    [
      p.today,
      p.warnUntil,
      p.limit,
      p.after?.expiresOn ?? null,
      p.after?.providerId ?? null,
      p.after?.kind ?? null,
    ],
  );
  return rows.map((r) => ({
    providerId: r.provider_id,
    documentId: r.document_id,
    kind: r.kind,
    expiresOn: r.expires_on,
    action: r.expires_on <= p.today ? "expire" : "warn",
  }));
}

/** The captain's approved papers as the process sees them (tests, support). */
export async function trackedDocumentsOf(sql: Sql, providerId: string) {
  const { rows } = await sql.query<{
    kind: DocumentKind;
    document_id: string;
    expires_on: string;
    warned: boolean;
    expired: boolean;
  }>(
    `SELECT kind, document_id, expires_on, warned, expired FROM rm.document_expiry_approved
     WHERE provider_id = $1 ORDER BY kind`,
    [providerId],
  );
  return rows.map((r) => ({
    kind: r.kind,
    documentId: r.document_id,
    expiresOn: r.expires_on,
    warned: r.warned,
    expired: r.expired,
  }));
}
