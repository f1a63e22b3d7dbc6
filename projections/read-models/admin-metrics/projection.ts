import { domainEventTypes } from "../../../domain/events";
import { FILS_PER_AED } from "../../../domain/money/fils";
import type { RecordedEvent } from "../../../domain/ports/eventStore";
import type { Sql } from "../../../domain/ports/sql";
import { emirateOf } from "../../../domain/rules/emirates";
import { requestStream } from "../../../domain/streams";
import type { Projection, ProjectionChange } from "../../projection";
import { BatchTable, flushTables, type Row } from "../shared/batchTable";
import { type DataOf, parseRecorded, type RecordedReadModelEvent } from "../shared/domainEvent";
import { dubaiDate } from "../shared/dubaiPeriods";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { ADMIN_METRICS, ADMIN_METRICS_DDL, ADMIN_METRICS_INDEXES, ADMIN_METRICS_TABLES } from "./schema";

/** One per batch that changed anything: the admin panel refetches its cards. */
export const ADMIN_METRICS_CHANGED_TOPIC = "admin_metrics.changed";

const REQUEST_EVENTS = new Set([
  "ServiceRequested",
  "JobAccepted",
  "JobStarted",
  "JobCompleted",
  "RequestCancelled",
  "RequestUnassigned",
  // Revenue is what was invoiced (less credit notes), the figures the ledger posts (issue 20).
  "TaxInvoiceIssued",
  "CreditNoteIssued",
]);

/** Every event counts for "active users"; the chat, photo and share events are not in the registry yet. */
const TRIP_EXTRA_EVENTS = ["ChatMessageSent", "ChatMessagesRead", "PhotoUploaded", "TripShared"];

export const adminMetricsProjection: Projection = {
  name: ADMIN_METRICS,
  // v2: revenue from tax invoices and credit notes (gross and net of VAT), not final prices.
  version: 2,
  handles: [...domainEventTypes, ...TRIP_EXTRA_EVENTS],
  tables: [...ADMIN_METRICS_TABLES, streamRevisionTable(ADMIN_METRICS)],

  async migrate(tx) {
    for (const statement of ADMIN_METRICS_DDL) await tx.query(statement);
  },

  indexes: ADMIN_METRICS_INDEXES,

  async apply(events, tx) {
    const unseen = await claimUnseenEvents(tx, ADMIN_METRICS, events);
    if (unseen.length === 0) return [];
    const batch = new MetricsBatch();
    const requestEvents = unseen.filter((event) => REQUEST_EVENTS.has(event.type)).map(parseRecorded);
    await batch.load(tx, unseen, requestEvents);
    batch.recordActiveUsers(unseen);
    for (const event of requestEvents) batch.applyRequestEvent(event);
    await batch.flush(tx);
    return [{ topic: ADMIN_METRICS_CHANGED_TOPIC, payload: {} } satisfies ProjectionChange];
  },
};

const DAILY_COUNTERS = [
  "requests",
  "completed",
  "cancelled",
  "unassigned",
  "revenue",
  "revenue_net",
  "accepted",
  "accept_seconds_sum",
  "started",
  "start_seconds_sum",
] as const;
type DailyCounter = (typeof DAILY_COUNTERS)[number];
type DailyRow = Row & { day: string; emirate: string; service_type: string } & Record<DailyCounter, number>;

interface RequestRow extends Row {
  request_id: string;
  emirate: string;
  service_type: string;
  requested_at: string;
  accepted_at: string | null;
  accepted_day: string | null;
  request_to_accept_seconds: number | null;
  started_at: string | null;
  started_day: string | null;
  accept_to_start_seconds: number | null;
}

interface RequestDimensions {
  emirate: string;
  service_type: string;
}

/** When each request event happened (the day its counters go to). */
function timeOf(event: RecordedReadModelEvent): string | undefined {
  switch (event.type) {
    case "ServiceRequested":
      return event.data.requestedAt;
    case "JobAccepted":
      return event.data.acceptedAt;
    case "JobStarted":
      return event.data.startedAt;
    case "JobCompleted":
      return event.data.completedAt;
    case "RequestCancelled":
      return event.data.cancelledAt;
    case "TaxInvoiceIssued":
      return event.data.supplyDate;
    case "CreditNoteIssued":
      return event.data.issuedAt;
    case "RequestUnassigned":
      return event.data.unassignedAt;
    default:
      return undefined;
  }
}

const dimensionsOf = (d: DataOf<"ServiceRequested">): RequestDimensions => ({
  emirate: emirateOf(d.pickup.latitude, d.pickup.longitude),
  service_type: d.serviceType,
});

/** Seconds from `from` to `to`; a negative span (two nodes' clocks) counts as zero. */
const secondsBetween = (from: string, to: string) => Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000);

/** A batch folded in memory (shared/batchTable.ts): each table read once and written once. */
class MetricsBatch {
  private readonly daily = new BatchTable<DailyRow>("admin_metrics_daily", [
    "day",
    "emirate",
    "service_type",
  ]);
  private readonly requests = new BatchTable<RequestRow>("admin_metrics_request", ["request_id"]);
  private readonly activeUsers = new BatchTable("admin_metrics_active_user", ["day", "account_id"]);
  /** Per event given to `load`: its actor's UAE day, null for a system actor (not a user). */
  private actorDays: (string | null)[] = [];

  async load(
    tx: Sql,
    events: readonly RecordedEvent[],
    requestEvents: readonly RecordedReadModelEvent[],
  ): Promise<void> {
    const users: string[][] = [];
    this.actorDays = events.map(({ metadata }) =>
      metadata.actor.role === "system" ? null : dubaiDate(metadata.occurredAt),
    );
    for (let i = 0; i < events.length; i++) {
      const day = this.actorDays[i];
      if (day) users.push([day, events[i]!.metadata.actor.userId]);
    }
    // Issued now, read beside the requests below: a live batch's time is its round trips in a row.
    const activeUsersLoaded = this.activeUsers.load(tx, users);
    const requestIdOf = (event: RecordedReadModelEvent) => (event.data as { requestId: string }).requestId;
    // A request whose stream starts in this batch has no row yet: only its own ServiceRequested
    // makes one, and claimUnseenEvents passed that first event, so it was never applied.
    const born = new Set<string>();
    for (const event of requestEvents) {
      if (event.type === "ServiceRequested" && event.revision === 0n) {
        if (event.streamId === requestStream(event.data.requestId)) born.add(event.data.requestId);
      }
    }
    this.requests.markAbsent([...born].map((id) => [id]));
    await Promise.all([
      activeUsersLoaded,
      this.requests.load(
        tx,
        requestEvents.filter((event) => !born.has(requestIdOf(event))).map((event) => [requestIdOf(event)]),
      ),
    ]);
    const dimensions = new Map<string, RequestDimensions>();
    for (const request of this.requests.present()) dimensions.set(request.request_id, request);
    for (const event of requestEvents) {
      if (event.type === "ServiceRequested") dimensions.set(event.data.requestId, dimensionsOf(event.data));
    }
    const days: string[][] = [];
    for (const event of requestEvents) {
      const known = dimensions.get(requestIdOf(event));
      const at = timeOf(event);
      if (known && at) days.push([dubaiDate(at), known.emirate, known.service_type]);
    }
    await this.daily.load(tx, days);
  }

  async flush(tx: Sql): Promise<void> {
    await flushTables(tx, [this.activeUsers, this.requests, this.daily]);
  }

  /**
   * The events given to `load`, in its order (their UAE days were worked out there). Only metadata
   * is read here, so an event of any type counts without parsing its data.
   */
  recordActiveUsers(events: readonly RecordedEvent[]): void {
    for (let i = 0; i < events.length; i++) {
      const day = this.actorDays[i];
      if (!day) continue; // a system actor
      const { actor } = events[i]!.metadata;
      if (this.activeUsers.get(day, actor.userId)) continue;
      this.activeUsers.put({ day, account_id: actor.userId, role: actor.role });
    }
  }

  /** Adds to the (day, emirate, service) counters of the request; nothing when the request is unknown. */
  private bump(
    requestId: string,
    at: string,
    amounts: Partial<Record<DailyCounter, number>>,
    dimensions?: RequestDimensions,
  ): void {
    const known = dimensions ?? this.requests.get(requestId);
    if (!known) return;
    const day = dubaiDate(at);
    const row =
      this.daily.get(day, known.emirate, known.service_type) ??
      ({
        day,
        emirate: known.emirate,
        service_type: known.service_type,
        ...Object.fromEntries(DAILY_COUNTERS.map((counter) => [counter, 0])),
      } as DailyRow);
    // In event order, one at a time: float sums come out as they would one event per batch.
    for (const [counter, amount] of Object.entries(amounts) as [DailyCounter, number][])
      row[counter] += amount;
    this.daily.put(row);
  }

  applyRequestEvent(event: RecordedReadModelEvent): void {
    switch (event.type) {
      case "ServiceRequested": {
        const d = event.data;
        const dimensions = dimensionsOf(d);
        if (!this.requests.get(d.requestId)) {
          this.requests.put({
            request_id: d.requestId,
            ...dimensions,
            requested_at: d.requestedAt,
            accepted_at: null,
            accepted_day: null,
            request_to_accept_seconds: null,
            started_at: null,
            started_day: null,
            accept_to_start_seconds: null,
          });
        }
        this.bump(d.requestId, d.requestedAt, { requests: 1 }, dimensions);
        return;
      }
      case "JobAccepted": {
        // Only the first acceptance is a response.
        const request = this.requests.get(event.data.requestId);
        if (!request || request.accepted_at !== null) return;
        const at = event.data.acceptedAt;
        const seconds = secondsBetween(request.requested_at, at);
        Object.assign(request, {
          accepted_at: at,
          accepted_day: dubaiDate(at),
          request_to_accept_seconds: seconds,
        });
        this.requests.put(request);
        this.bump(request.request_id, at, { accepted: 1, accept_seconds_sum: seconds });
        return;
      }
      case "JobStarted": {
        const request = this.requests.get(event.data.requestId);
        if (!request || request.started_at !== null || request.accepted_at === null) return;
        const at = event.data.startedAt;
        const seconds = secondsBetween(request.accepted_at, at);
        Object.assign(request, {
          started_at: at,
          started_day: dubaiDate(at),
          accept_to_start_seconds: seconds,
        });
        this.requests.put(request);
        this.bump(request.request_id, at, { started: 1, start_seconds_sum: seconds });
        return;
      }
      case "JobCompleted":
        this.bump(event.data.requestId, event.data.completedAt, { completed: 1 });
        return;
      case "TaxInvoiceIssued":
      case "CreditNoteIssued": {
        const { totals } = event.data;
        const sign = event.type === "TaxInvoiceIssued" ? 1 : -1;
        const at = event.type === "TaxInvoiceIssued" ? event.data.supplyDate : event.data.issuedAt;
        this.bump(event.data.requestId, at, {
          revenue: (sign * totals.grossFils) / FILS_PER_AED,
          revenue_net: (sign * totals.netFils) / FILS_PER_AED,
        });
        return;
      }
      case "RequestCancelled":
        this.bump(event.data.requestId, event.data.cancelledAt, { cancelled: 1 });
        return;
      case "RequestUnassigned":
        this.bump(event.data.requestId, event.data.unassignedAt, { unassigned: 1 });
        return;
      default:
        return;
    }
  }
}
