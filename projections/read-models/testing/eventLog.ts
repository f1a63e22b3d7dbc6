import { randomUUID } from "node:crypto";
import { currentSchemaVersion } from "../../../domain/events";
import { payoutRunStream } from "../../../domain/payout/events";
import type { Actor, RecordedEvent } from "../../../domain/ports/eventStore";
import {
  accountStream,
  chatStream,
  photosStream,
  providerStream,
  requestStream,
  shareStream,
} from "../../../domain/streams";
import type { ReadModelEvent } from "../shared/domainEvent";

export interface RecordOptions {
  stream?: string;
  actor?: Actor;
  occurredAt?: string;
}

/**
 * Turns domain events into stored events the way an event store would: per-stream revisions from 0,
 * increasing global positions, metadata with the actor. `record` returns the stored event, so a test
 * can deliver it twice or out of order on purpose.
 */
export class EventLog {
  private commit = 0n;
  private readonly revisions = new Map<string, bigint>();

  record(event: ReadModelEvent, options: RecordOptions = {}): RecordedEvent {
    const stream = options.stream ?? streamOf(event);
    const revision = (this.revisions.get(stream) ?? -1n) + 1n;
    this.revisions.set(stream, revision);
    this.commit += 1n;
    return {
      type: event.type,
      data: event.data,
      streamId: stream,
      revision,
      position: { commit: this.commit, prepare: this.commit },
      metadata: {
        eventId: randomUUID(),
        correlationId: randomUUID(),
        causationId: null,
        actor: options.actor ?? actorOf(event),
        occurredAt: options.occurredAt ?? timeOf(event),
        schemaVersion: currentSchemaVersion(event.type),
      },
    };
  }

  recordAll(events: readonly ReadModelEvent[]): RecordedEvent[] {
    return events.map((event) => this.record(event));
  }
}

function streamOf(event: ReadModelEvent): string {
  switch (event.type) {
    case "ChatMessageSent":
    case "ChatImageUploaded":
    case "ChatMessagesRead":
      return chatStream(event.data.requestId);
    case "PhotoUploaded":
      return photosStream(event.data.requestId);
    case "TripShared":
    case "SharePushSubscriptionAdded":
    case "SharePushSubscriptionRemoved":
      return shareStream(event.data.requestId);
    case "PayoutRunPrepared":
    case "PayoutRunPaid":
      return payoutRunStream(event.data.runId);
    default:
      if ("accountId" in event.data) return accountStream(event.data.accountId);
      if ("requestId" in event.data) return requestStream(event.data.requestId);
      return providerStream(event.data.providerId);
  }
}

function actorOf(event: ReadModelEvent): Actor {
  switch (event.type) {
    case "ServiceRequested":
      return { userId: event.data.customerId, role: "customer" };
    // As command-api/commands/registration.ts records it: the new account, in its own role.
    case "AccountRegistered":
      return { userId: event.data.accountId, role: event.data.userType };
    case "JobOffered":
    case "OfferWithdrawn":
    case "RequestUnassigned":
      return { userId: "system", role: "system" };
    case "RequestCancelled":
      return { userId: event.data.cancelledBy, role: event.data.byRole };
    case "ReviewPosted":
      return { userId: event.data.reviewerId, role: event.data.reviewerRole };
    case "ChatMessageSent":
      return { userId: event.data.senderId, role: "customer" };
    case "ChatMessagesRead":
      return { userId: event.data.readerId, role: "customer" };
    case "PhotoUploaded":
    case "ChatImageUploaded":
      return { userId: event.data.uploadedBy, role: "customer" };
    case "TripShared":
      return { userId: event.data.sharedBy, role: "customer" };
    // Reviews are an admin's (seeding approves as the system); expiry is the system's process.
    case "CaptainApproved":
    case "CaptainRejected":
      return { userId: event.data.reviewerId, role: "admin" };
    case "CaptainDocumentExpiryWarned":
    case "CaptainDocumentExpired":
      return { userId: "system", role: "system" };
    case "PayoutRunPrepared":
      return { userId: event.data.preparedBy, role: "admin" };
    case "PayoutRunPaid":
      return { userId: event.data.paidBy, role: "admin" };
    case "RefundRequested":
      return { userId: event.data.requestedBy, role: "admin" };
    // The invoicing process issues documents; they name the captain but are not the captain's act.
    case "TaxInvoiceIssued":
    case "CreditNoteIssued":
      return { userId: "system", role: "system" };
    default:
      if ("accountId" in event.data) return { userId: event.data.accountId, role: "customer" };
      if ("providerId" in event.data && typeof event.data.providerId === "string")
        return { userId: event.data.providerId, role: "provider" };
      // Money the system records (captures, invoices, payouts): the payment and invoicing processes.
      return { userId: "system", role: "system" };
  }
}

/** Times that are not when the event happened. */
const NOT_EVENT_TIMES = new Set(["scheduledAt", "expiresAt"]);

/** The event's own time: the first ISO timestamp among its data fields named *At (or `at`). */
function timeOf(event: ReadModelEvent): string {
  for (const [key, value] of Object.entries(event.data)) {
    if (NOT_EVENT_TIMES.has(key)) continue;
    if ((key === "at" || key.endsWith("At")) && typeof value === "string") return value;
  }
  throw new Error(`${event.type} has no time field`);
}
