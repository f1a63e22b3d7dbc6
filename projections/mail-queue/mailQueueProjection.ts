import { verificationLinkExpiry } from "../../domain/account/emailVerification";
import type { Sql } from "../../domain/ports/sql";
import type { DocumentKind } from "../../domain/provider/onboardingEvents";
import { uaeInstant } from "../../domain/rules/uaeTime";
import type { Projection, ProjectionChange } from "../projection";
import { parseRecorded } from "../read-models/shared/domainEvent";

/**
 * The mail process's memory, kept by the projection runner so it shares its checkpoint, its
 * transaction and its single-instance lock: one row per event that calls for a mail, keyed by the
 * event id (a redelivered event queues nothing twice). The mail process sends what is queued and
 * not yet sent; what was sent is recorded in `auth.mail_sent`, outside the rebuildable tables, so
 * a rebuild of this queue never mails anyone again.
 */
export const MAIL_QUEUE = "mail_queue";
export const MAIL_QUEUED_TOPIC = "mail_queue.queued";

export type MailKind =
  | "password-reset"
  | "password-changed"
  | "verify-email"
  | "document-expiry-warning"
  | "document-expired"
  | "captain-approved"
  | "captain-rejected";

/** What a captain's mail names beside the account: the paper, its expiry, the admin's words. */
export interface MailDetails {
  kind?: DocumentKind;
  expiresOn?: string;
  note?: string;
  reason?: string;
}

/** A security notice is worth sending for this long; a reset link for as long as it works. */
const NOTICE_WORTH_MS = 24 * 3600 * 1000;
/** An answer to a captain's application, or news of a lapsed paper, is still worth a week later. */
const CAPTAIN_NEWS_WORTH_MS = 7 * 24 * 3600 * 1000;

const DDL = [
  `CREATE TABLE IF NOT EXISTS mail_queue (
    event_id text PRIMARY KEY,
    kind text NOT NULL,
    account_id text NOT NULL,
    reset_id text,
    recipient text,
    queued_at timestamptz NOT NULL,
    send_until timestamptz NOT NULL,
    details text
  )`,
  "CREATE INDEX IF NOT EXISTS mail_queue_by_time ON mail_queue (queued_at)",
];

interface QueuedMail {
  event_id: string;
  kind: MailKind;
  account_id: string;
  reset_id: string | null;
  /** Where the event says to send it; otherwise the account's email in the accounts read model. */
  recipient: string | null;
  queued_at: string;
  send_until: string;
  /** MailDetails as JSON, for the captains' mails; null for the others. */
  details: string | null;
}

export const mailQueueProjection: Projection = {
  name: MAIL_QUEUE,
  // 2: verification links (AccountRegistered, EmailVerificationRequested). 3: captains' mails
  // (expiry warning and lapse, approval, rejection) and their `details`. A rebuild re-queues old
  // mails, but `auth.mail_sent` remembers what went out, and mails past their time are never sent.
  version: 3,
  handles: [
    "PasswordResetRequested",
    "PasswordChanged",
    "PasswordReset",
    "AccountRegistered",
    "EmailVerificationRequested",
    "CaptainDocumentExpiryWarned",
    "CaptainDocumentExpired",
    "CaptainApproved",
    "CaptainRejected",
  ],
  tables: ["mail_queue"],

  async migrate(tx) {
    for (const statement of DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const rows: QueuedMail[] = [];
    for (const recorded of events) {
      const event = parseRecorded(recorded);
      const eventId = recorded.metadata.eventId;
      if (event.type === "PasswordResetRequested") {
        const d = event.data;
        rows.push({
          event_id: eventId,
          kind: "password-reset",
          account_id: d.accountId,
          reset_id: d.resetId,
          recipient: null,
          queued_at: d.requestedAt,
          send_until: d.expiresAt,
          details: null,
        });
      } else if (event.type === "AccountRegistered") {
        // A sign-up mails its first verification link; accounts the system made (demo accounts,
        // the fleet, admins from the CLI) are not someone's new inbox to check.
        if (recorded.metadata.actor.role === "system") continue;
        // The address comes with the event: the accounts read model may not have this account yet.
        rows.push(verificationMail(eventId, event.data.accountId, event.data.email, event.data.registeredAt));
      } else if (event.type === "EmailVerificationRequested") {
        rows.push(verificationMail(eventId, event.data.accountId, event.data.email, event.data.requestedAt));
      } else if (event.type === "PasswordChanged" || event.type === "PasswordReset") {
        const at = event.type === "PasswordChanged" ? event.data.changedAt : event.data.resetAt;
        rows.push({
          event_id: eventId,
          kind: "password-changed",
          account_id: event.data.accountId,
          reset_id: null,
          recipient: null,
          queued_at: at,
          send_until: new Date(Date.parse(at) + NOTICE_WORTH_MS).toISOString(),
          details: null,
        });
      } else if (event.type === "CaptainDocumentExpiryWarned") {
        const d = event.data;
        // Worth sending until the paper lapses; from then the lapse has its own mail.
        const until = uaeInstant(d.expiresOn, 0).toISOString();
        rows.push(captainMail(eventId, "document-expiry-warning", d.providerId, d.warnedAt, until, d));
      } else if (event.type === "CaptainDocumentExpired") {
        const d = event.data;
        rows.push(
          captainMail(eventId, "document-expired", d.providerId, d.at, weekAfter(d.at), {
            kind: d.kind,
            expiresOn: d.expiredOn,
          }),
        );
      } else if (event.type === "CaptainApproved") {
        // The system approves the captains it makes itself (demo, simulated fleet): nobody to tell.
        if (recorded.metadata.actor.role === "system") continue;
        const d = event.data;
        rows.push(
          captainMail(eventId, "captain-approved", d.providerId, d.approvedAt, weekAfter(d.approvedAt), {
            note: d.note,
          }),
        );
      } else if (event.type === "CaptainRejected") {
        const d = event.data;
        rows.push(
          captainMail(eventId, "captain-rejected", d.providerId, d.rejectedAt, weekAfter(d.rejectedAt), {
            reason: d.reason,
          }),
        );
      }
    }
    if (rows.length === 0) return [];
    await insertQueued(tx, rows);
    return [{ topic: MAIL_QUEUED_TOPIC, payload: { count: rows.length } } satisfies ProjectionChange];
  },
};

function verificationMail(eventId: string, accountId: string, email: string, at: string): QueuedMail {
  return {
    event_id: eventId,
    kind: "verify-email",
    account_id: accountId,
    reset_id: null,
    recipient: email,
    queued_at: at,
    send_until: verificationLinkExpiry(at),
    details: null,
  };
}

const weekAfter = (at: string) => new Date(Date.parse(at) + CAPTAIN_NEWS_WORTH_MS).toISOString();

/** A mail to a captain (the provider's account), sent to the account's address at sending time. */
function captainMail(
  eventId: string,
  kind: MailKind,
  providerId: string,
  at: string,
  sendUntil: string,
  details: MailDetails,
): QueuedMail {
  const { kind: paper, expiresOn, note, reason } = details;
  return {
    event_id: eventId,
    kind,
    account_id: providerId,
    reset_id: null,
    recipient: null,
    queued_at: at,
    send_until: sendUntil,
    details: JSON.stringify({ kind: paper, expiresOn, note, reason }),
  };
}

async function insertQueued(tx: Sql, rows: readonly QueuedMail[]): Promise<void> {
  await tx.query(
    `INSERT INTO mail_queue (event_id, kind, account_id, reset_id, recipient, queued_at, send_until, details)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[], $8::text[])
     ON CONFLICT (event_id) DO NOTHING`,
    [
      rows.map((r) => r.event_id),
      rows.map((r) => r.kind),
      rows.map((r) => r.account_id),
      rows.map((r) => r.reset_id),
      rows.map((r) => r.recipient),
      rows.map((r) => r.queued_at),
      rows.map((r) => r.send_until),
      rows.map((r) => r.details),
    ],
  );
}

/** A queued mail the mail process has not sent yet, oldest first. */
export interface PendingMail {
  eventId: string;
  kind: MailKind;
  accountId: string;
  resetId: string | null;
  recipient: string | null;
  sendUntil: Date;
  details: MailDetails;
}

export async function pendingMails(sql: Sql, limit: number): Promise<PendingMail[]> {
  const { rows } = await sql.query<{
    event_id: string;
    kind: MailKind;
    account_id: string;
    reset_id: string | null;
    recipient: string | null;
    send_until: Date | string;
    details: string | null;
  }>(
    `SELECT q.event_id, q.kind, q.account_id, q.reset_id, q.recipient, q.send_until, q.details
     FROM rm.mail_queue q
     WHERE NOT EXISTS (SELECT 1 FROM auth.mail_sent s WHERE s.event_id = q.event_id)
     ORDER BY q.queued_at, q.event_id
     LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    eventId: r.event_id,
    kind: r.kind,
    accountId: r.account_id,
    resetId: r.reset_id,
    recipient: r.recipient,
    sendUntil: new Date(r.send_until),
    details: r.details ? (JSON.parse(r.details) as MailDetails) : {},
  }));
}
