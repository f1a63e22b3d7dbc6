import type { Sql } from "../../domain/ports/sql";
import type { FamilyPushKind, QueuedPushKind } from "../../domain/push/notificationKinds";
import { distanceKm } from "../../domain/rules/distance";
import { NEARBY_UNDER_KM } from "../../domain/rules/trackingStatus";
import type { Projection, ProjectionChange } from "../projection";
import { parseRecorded } from "../read-models/shared/domainEvent";

/**
 * The push reactor's memory, kept by its own projection runner (its checkpoint, transaction and
 * single-instance lock), like the mail queue: one row per event that calls for a notification,
 * keyed by the event id, so a redelivered event queues nothing twice. Who receives it is decided
 * here from the request's parties, which this projection follows itself (a read model on another
 * runner may lag). Which browsers receive it, and whether each got it, is the process's
 * `auth.push_deliveries`, outside these rebuildable tables, so a rebuild notifies nobody again.
 */
export const PUSH_QUEUE = "push_queue";
export const PUSH_QUEUED_TOPIC = "push_queue.queued";

/** What the message names beside its kind. */
export interface PushDetails {
  requestId: string;
  /** new-offer: when the offer lapses. */
  expiresAt?: string;
  /** chat-message: the message. */
  messageId?: string;
  /** chat-message: the receiver is the request's captain (their screen is the dashboard). */
  toCaptain?: boolean;
  /** trip-ended: how (the family's words differ). */
  ending?: "completed" | "cancelled" | "unassigned";
  /** job-completed of a booking with money: what the tax invoice says was paid. */
  receipt?: { invoiceNumber: string; grossFils: number; vatFils: number };
}

/** News is worth a push for this long (the push service holds it this long for an offline phone). */
const NEWS_WORTH_MS = 60 * 60 * 1000;

const DDL = [
  `CREATE TABLE IF NOT EXISTS push_queue (
    event_id text PRIMARY KEY,
    kind text NOT NULL,
    account_id text NOT NULL,
    queued_at timestamptz NOT NULL,
    send_until timestamptz NOT NULL,
    details text NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS push_queue_by_time ON push_queue (queued_at)",
  `CREATE TABLE IF NOT EXISTS push_queue_requests (
    request_id text PRIMARY KEY,
    customer_id text NOT NULL,
    provider_id text,
    pickup_latitude double precision NOT NULL,
    pickup_longitude double precision NOT NULL,
    started boolean NOT NULL DEFAULT false,
    nearby_told boolean NOT NULL DEFAULT false,
    completed boolean NOT NULL DEFAULT false
  )`,
  // The quote comes before the booking (ServiceRequested), so it is remembered apart: a request
  // booked with a quote gets a tax invoice, whose push is the customer's "completed" (with the receipt).
  `CREATE TABLE IF NOT EXISTS push_queue_quoted (
    request_id text PRIMARY KEY
  )`,
  // Trips shared with family: their start and end are queued for the share links' browsers too.
  `CREATE TABLE IF NOT EXISTS push_queue_shared (
    request_id text PRIMARY KEY
  )`,
];

interface Queued {
  event_id: string;
  kind: QueuedPushKind;
  account_id: string;
  queued_at: string;
  send_until: string;
  details: PushDetails;
}

const hourAfter = (at: string) => new Date(Date.parse(at) + NEWS_WORTH_MS).toISOString();

export const pushQueueProjection: Projection = {
  name: PUSH_QUEUE,
  // 2: a completion with money is told with its receipt, on TaxInvoiceIssued (push_queue_quoted);
  // a shared trip's start and end are told to its share links' browsers (push_queue_shared).
  version: 2,
  handles: [
    "TripShared",
    "QuoteIssued",
    "ServiceRequested",
    "JobOffered",
    "OfferWithdrawn",
    "JobAccepted",
    "JobReassigned",
    "JobStarted",
    "JobCompleted",
    "RequestCancelled",
    "RequestUnassigned",
    "ChatMessageSent",
    "RoutePointRecorded",
    "TaxInvoiceIssued",
  ],
  tables: ["push_queue", "push_queue_requests", "push_queue_quoted", "push_queue_shared"],

  async migrate(tx) {
    for (const statement of DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const rows: Queued[] = [];
    const queue = (
      eventId: string,
      kind: QueuedPushKind,
      accountId: string,
      at: string,
      until: string,
      details: PushDetails,
    ) =>
      rows.push({
        event_id: eventId,
        kind,
        account_id: accountId,
        queued_at: at,
        send_until: until,
        details,
      });
    /**
     * The family's notice of the same event: its own queue row (a derived id, so the customer's and
     * the family's are each sent once), addressed to the trip (the process finds its links' browsers).
     */
    const queueFamily = async (
      eventId: string,
      kind: FamilyPushKind,
      requestId: string,
      at: string,
      details: PushDetails,
    ) => {
      const { rows: shared } = await tx.query("SELECT 1 FROM push_queue_shared WHERE request_id = $1", [
        requestId,
      ]);
      if (shared.length > 0) queue(`${eventId}:family`, kind, requestId, at, hourAfter(at), details);
    };
    // New requests and quotes only insert, a busy second brings dozens: they wait here and go in one
    // statement each, before anything that reads or updates their tables (and at the end).
    const pending = new PendingRequests();
    for (const recorded of events) {
      const event = parseRecorded(recorded);
      const id = recorded.metadata.eventId;
      if (event.type === "QuoteIssued") {
        pending.quoted(event.data.requestId);
        continue;
      }
      if (event.type === "ServiceRequested") {
        const d = event.data;
        pending.requested(d.requestId, d.customerId, d.pickup.latitude, d.pickup.longitude);
        continue;
      }
      // An offer and its withdrawal only queue a row: the bookings before them need not be inserted
      // yet. Under load every booking is followed by its offer, so flushing here as well made one
      // insert per booking of what is meant to be one per batch.
      if (event.type !== "JobOffered" && event.type !== "OfferWithdrawn") await pending.flush(tx);
      switch (event.type) {
        case "TripShared":
          await tx.query("INSERT INTO push_queue_shared (request_id) VALUES ($1) ON CONFLICT DO NOTHING", [
            event.data.requestId,
          ]);
          break;
        case "RoutePointRecorded": {
          const d = event.data;
          // Once per job, the first recorded position of its captain within the tracking screen's
          // "Nearby" distance of the pickup, while they are still on the way (not yet started).
          const { rows: open } = await tx.query<{
            customer_id: string;
            pickup_latitude: number;
            pickup_longitude: number;
          }>(
            `SELECT customer_id, pickup_latitude, pickup_longitude FROM push_queue_requests
              WHERE request_id = $1 AND provider_id = $2 AND NOT started AND NOT nearby_told`,
            [d.requestId, d.providerId],
          );
          const request = open[0];
          if (!request) break;
          const km = distanceKm(
            { latitude: d.latitude, longitude: d.longitude },
            { latitude: request.pickup_latitude, longitude: request.pickup_longitude },
          );
          if (km >= NEARBY_UNDER_KM) break;
          await tx.query("UPDATE push_queue_requests SET nearby_told = true WHERE request_id = $1", [
            d.requestId,
          ]);
          queue(id, "captain-nearby", request.customer_id, d.recordedAt, hourAfter(d.recordedAt), {
            requestId: d.requestId,
          });
          break;
        }
        case "JobAccepted": {
          const d = event.data;
          await tx.query("UPDATE push_queue_requests SET provider_id = $2 WHERE request_id = $1", [
            d.requestId,
            d.providerId,
          ]);
          const customer = await customerOf(tx, d.requestId);
          if (customer)
            queue(id, "captain-accepted", customer, d.acceptedAt, hourAfter(d.acceptedAt), {
              requestId: d.requestId,
            });
          break;
        }
        case "JobReassigned":
          // The released captain is off the job: a later cancellation is no longer theirs to hear,
          // and the next captain's approach is news again.
          await tx.query(
            "UPDATE push_queue_requests SET provider_id = NULL, nearby_told = false WHERE request_id = $1",
            [event.data.requestId],
          );
          break;
        case "JobOffered": {
          const d = event.data;
          // Worth nothing once the offer lapsed: the push service drops it then too (its TTL).
          queue(id, "new-offer", d.providerId, d.offeredAt, d.expiresAt, {
            requestId: d.requestId,
            expiresAt: d.expiresAt,
          });
          break;
        }
        case "OfferWithdrawn": {
          const d = event.data;
          queue(id, "offer-withdrawn", d.providerId, d.withdrawnAt, hourAfter(d.withdrawnAt), {
            requestId: d.requestId,
          });
          break;
        }
        case "JobStarted": {
          const d = event.data;
          await tx.query("UPDATE push_queue_requests SET started = true WHERE request_id = $1", [
            d.requestId,
          ]);
          const customer = await customerOf(tx, d.requestId);
          if (customer)
            queue(id, "captain-arrived", customer, d.startedAt, hourAfter(d.startedAt), {
              requestId: d.requestId,
            });
          await queueFamily(id, "trip-started", d.requestId, d.startedAt, { requestId: d.requestId });
          break;
        }
        case "JobCompleted": {
          const d = event.data;
          await tx.query("UPDATE push_queue_requests SET completed = true WHERE request_id = $1", [
            d.requestId,
          ]);
          await queueFamily(id, "trip-ended", d.requestId, d.completedAt, {
            requestId: d.requestId,
            ending: "completed",
          });
          // A booking with a quote is invoiced moments later (the invoicing process, on this worker):
          // the customer is told once, then, with what they paid and the invoice to open. A booking
          // from before money landed has no invoice to wait for.
          const { rows: quoted } = await tx.query("SELECT 1 FROM push_queue_quoted WHERE request_id = $1", [
            d.requestId,
          ]);
          if (quoted.length > 0) break;
          const customer = await customerOf(tx, d.requestId);
          if (customer)
            queue(id, "job-completed", customer, d.completedAt, hourAfter(d.completedAt), {
              requestId: d.requestId,
            });
          break;
        }
        case "TaxInvoiceIssued": {
          const d = event.data;
          // A cancellation fee is invoiced too; only the invoice of a completed job is its receipt.
          const { rows: done } = await tx.query<{ customer_id: string }>(
            "SELECT customer_id FROM push_queue_requests WHERE request_id = $1 AND completed",
            [d.requestId],
          );
          const customer = done[0]?.customer_id;
          if (customer)
            queue(id, "job-completed", customer, d.issuedAt, hourAfter(d.issuedAt), {
              requestId: d.requestId,
              receipt: {
                invoiceNumber: d.invoiceNumber,
                grossFils: d.totals.grossFils,
                vatFils: d.totals.vatFils,
              },
            });
          break;
        }
        case "RequestCancelled": {
          const d = event.data;
          // Whoever cancelled, the family's link ends with the trip.
          await queueFamily(id, "trip-ended", d.requestId, d.cancelledAt, {
            requestId: d.requestId,
            ending: "cancelled",
          });
          // The captain on the job hears of the customer's cancellation; nobody is told of their own.
          if (d.byRole !== "customer") break;
          const { rows: parties } = await tx.query<{ provider_id: string | null }>(
            "SELECT provider_id FROM push_queue_requests WHERE request_id = $1",
            [d.requestId],
          );
          const captain = parties[0]?.provider_id;
          if (captain)
            queue(id, "job-cancelled", captain, d.cancelledAt, hourAfter(d.cancelledAt), {
              requestId: d.requestId,
            });
          break;
        }
        case "RequestUnassigned": {
          const d = event.data;
          await queueFamily(id, "trip-ended", d.requestId, d.unassignedAt, {
            requestId: d.requestId,
            ending: "unassigned",
          });
          const customer = await customerOf(tx, d.requestId);
          if (customer)
            queue(id, "nobody-took-request", customer, d.unassignedAt, hourAfter(d.unassignedAt), {
              requestId: d.requestId,
            });
          break;
        }
        case "ChatMessageSent": {
          const d = event.data;
          const { rows: parties } = await tx.query<{ provider_id: string | null }>(
            "SELECT provider_id FROM push_queue_requests WHERE request_id = $1",
            [d.requestId],
          );
          queue(id, "chat-message", d.receiverId, d.sentAt, hourAfter(d.sentAt), {
            requestId: d.requestId,
            messageId: d.messageId,
            toCaptain: parties[0]?.provider_id === d.receiverId,
          });
          break;
        }
      }
    }
    await pending.flush(tx);
    if (rows.length === 0) return [];
    await insertQueued(tx, rows);
    return [{ topic: PUSH_QUEUED_TOPIC, payload: { count: rows.length } } satisfies ProjectionChange];
  },
};

/**
 * push_queue_quoted and push_queue_requests rows not yet inserted. Like the statements they replace
 * (ON CONFLICT DO NOTHING, one per event), the first row of a request wins.
 */
class PendingRequests {
  #quoted = new Set<string>();
  #requests = new Map<string, { customerId: string; latitude: number; longitude: number }>();

  quoted(requestId: string): void {
    this.#quoted.add(requestId);
  }

  requested(requestId: string, customerId: string, latitude: number, longitude: number): void {
    if (!this.#requests.has(requestId)) this.#requests.set(requestId, { customerId, latitude, longitude });
  }

  async flush(tx: Sql): Promise<void> {
    if (this.#quoted.size > 0) {
      await tx.query(
        "INSERT INTO push_queue_quoted (request_id) SELECT * FROM unnest($1::text[]) ON CONFLICT DO NOTHING",
        [[...this.#quoted]],
      );
      this.#quoted.clear();
    }
    if (this.#requests.size > 0) {
      const ids = [...this.#requests.keys()];
      const rows = [...this.#requests.values()];
      await tx.query(
        `INSERT INTO push_queue_requests (request_id, customer_id, pickup_latitude, pickup_longitude)
         SELECT * FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[])
         ON CONFLICT (request_id) DO NOTHING`,
        [ids, rows.map((r) => r.customerId), rows.map((r) => r.latitude), rows.map((r) => r.longitude)],
      );
      this.#requests.clear();
    }
  }
}

async function customerOf(tx: Sql, requestId: string): Promise<string | null> {
  const { rows } = await tx.query<{ customer_id: string }>(
    "SELECT customer_id FROM push_queue_requests WHERE request_id = $1",
    [requestId],
  );
  return rows[0]?.customer_id ?? null;
}

async function insertQueued(tx: Sql, rows: readonly Queued[]): Promise<void> {
  await tx.query(
    `INSERT INTO push_queue (event_id, kind, account_id, queued_at, send_until, details)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::text[])
     ON CONFLICT (event_id) DO NOTHING`,
    [
      rows.map((r) => r.event_id),
      rows.map((r) => r.kind),
      rows.map((r) => r.account_id),
      rows.map((r) => r.queued_at),
      rows.map((r) => r.send_until),
      rows.map((r) => JSON.stringify(r.details)),
    ],
  );
}

/** A queued notification the process has not finished, oldest first. */
export interface PendingPush {
  eventId: string;
  kind: QueuedPushKind;
  accountId: string;
  sendUntil: Date;
  details: PushDetails;
}

export async function pendingPushes(sql: Sql, limit: number): Promise<PendingPush[]> {
  const { rows } = await sql.query<{
    event_id: string;
    kind: QueuedPushKind;
    account_id: string;
    send_until: Date | string;
    details: string;
  }>(
    `SELECT q.event_id, q.kind, q.account_id, q.send_until, q.details
     FROM rm.push_queue q
     WHERE NOT EXISTS (SELECT 1 FROM auth.push_done d WHERE d.event_id = q.event_id)
     ORDER BY q.queued_at, q.event_id
     LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    eventId: r.event_id,
    kind: r.kind,
    accountId: r.account_id,
    sendUntil: new Date(r.send_until),
    details: JSON.parse(r.details) as PushDetails,
  }));
}
