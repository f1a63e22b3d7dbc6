import type { Sql } from "../../../domain/ports/sql";
import { IDENTITY_KEEPING_STATUSES } from "../../../domain/rules/customerContact";
import { distanceKm } from "../../../domain/rules/distance";
import { DEFAULT_ESTIMATED_ARRIVAL_MIN } from "../../../domain/rules/driverStatus";
import { ETA_MINUTES_PER_KM } from "../../../domain/rules/eta";
import { requestStream } from "../../../domain/streams";
import { BatchTable, flushTables } from "../shared/batchTable";
import type { DataOf, RecordedReadModelEvent } from "../shared/domainEvent";
import { dubaiDate } from "../shared/dubaiPeriods";

/*
 * One row per (provider, request) the provider was offered or assigned. A row keeps its history:
 * declined and withdrawn offers stay (with that status) because the provider's acceptance rate is
 * computed from them; the list filters them out with the status filter when wanted.
 *
 * The customer's name and phone are copied in only when the provider accepts (domain/rules/customerContact.ts):
 * an offer, open or ended, never holds them, so a captain who was merely offered a job cannot read who
 * booked it. Held rows keep them; the list hides them again two hours after the job ended.
 *
 * A batch is folded in memory (shared/batchTable.ts): the rows, lookups and daily counters it
 * touches are read once, every event changes them in order, and each table is written once.
 */

export interface RowKey {
  providerId: string;
  requestId: string;
}

export interface RowChange extends RowKey {
  status: string;
}

interface DashboardRow {
  [column: string]: unknown;
  provider_id: string;
  request_id: string;
  customer_id: string;
  customer_name: string | null;
  customer_phone: string | null;
  service_type: string;
  location: string;
  pickup_latitude: number;
  pickup_longitude: number;
  vehicle_type: string | null;
  priority: string;
  status: string;
  withdraw_reason: string | null;
  estimated_price: number;
  final_price: number | null;
  amount: number;
  offered_at: string;
  accepted_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  closed_at: string | null;
  distance_km: number | null;
  estimated_arrival_minutes: number;
  rating: number | null;
  last_update: string;
}

interface RequestRow {
  [column: string]: unknown;
  request_id: string;
  customer_id: string;
  service_type: string;
  location: string;
  pickup_latitude: number;
  pickup_longitude: number;
  vehicle_type: string | null;
  priority: string;
  estimated_price: number;
}

interface CustomerRow {
  [column: string]: unknown;
  account_id: string;
  name: string;
  phone: string;
  updated_at: string;
}

interface PositionRow {
  [column: string]: unknown;
  provider_id: string;
  latitude: number;
  longitude: number;
  at: string;
}

const DAILY_COUNTERS = [
  "offers",
  "accepted",
  "declined",
  "expired",
  "response_seconds_sum",
  "completed",
  "earnings",
  "cancelled",
  "rating_sum",
  "rating_count",
] as const;
type DailyCounter = (typeof DAILY_COUNTERS)[number];

type DailyRow = { [column: string]: unknown; provider_id: string; day: string } & Record<
  DailyCounter,
  number
>;

const time = (iso: string) => Date.parse(iso);

/** provider_dashboard_status_count's columns as arrays: provider ids, statuses, deltas. */
type StatusCountColumns = [string[], string[], number[]];

interface Touch {
  requestId?: string;
  providerId?: string;
  at?: string;
}

const NOTHING: Touch = {};

/** The provider and time of every event that may create or change a row, for preloading. */
function touches(event: RecordedReadModelEvent): Touch {
  switch (event.type) {
    case "ServiceRequested":
      return {
        requestId: event.data.requestId,
        providerId: event.data.providerId ?? undefined,
        at: event.data.requestedAt,
      };
    // The ids only: spreading `data` would copy every field of every event of a replay.
    case "JobOffered":
      return { requestId: event.data.requestId, providerId: event.data.providerId, at: event.data.offeredAt };
    case "JobDeclined":
      return {
        requestId: event.data.requestId,
        providerId: event.data.providerId,
        at: event.data.declinedAt,
      };
    case "OfferWithdrawn":
      return {
        requestId: event.data.requestId,
        providerId: event.data.providerId,
        at: event.data.withdrawnAt,
      };
    case "JobAccepted":
      return {
        requestId: event.data.requestId,
        providerId: event.data.providerId,
        at: event.data.acceptedAt,
      };
    case "JobStarted":
      return { requestId: event.data.requestId, providerId: event.data.providerId, at: event.data.startedAt };
    case "JobCompleted":
      return {
        requestId: event.data.requestId,
        providerId: event.data.providerId,
        at: event.data.completedAt,
      };
    case "RequestCancelled":
      return { requestId: event.data.requestId, at: event.data.cancelledAt };
    case "JobReassigned":
      return {
        requestId: event.data.requestId,
        providerId: event.data.providerId,
        at: event.data.reassignedAt,
      };
    case "RequestUnassigned":
      return { requestId: event.data.requestId, at: event.data.unassignedAt };
    case "ReviewPosted":
      return { requestId: event.data.requestId, providerId: event.data.revieweeId, at: event.data.postedAt };
    default:
      return NOTHING;
  }
}

export class DashboardBatch {
  private readonly rows = new BatchTable<DashboardRow>("provider_dashboard_row", [
    "provider_id",
    "request_id",
  ]);
  private readonly requests = new BatchTable<RequestRow>("provider_dashboard_request", ["request_id"]);
  private readonly customers = new BatchTable<CustomerRow>("provider_dashboard_customer", ["account_id"]);
  private readonly positions = new BatchTable<PositionRow>("provider_dashboard_provider_position", [
    "provider_id",
  ]);
  private readonly daily = new BatchTable<DailyRow>("provider_dashboard_daily", ["provider_id", "day"]);
  /** Providers with a row per request (loaded or made in this batch): request-wide changes. */
  private readonly providersByRequest = new Map<string, Set<string>>();
  private readonly statusDeltas = new Map<string, { providerId: string; status: string; delta: number }>();
  /** Customers whose name or phone changed: rows not in memory follow in one statement at flush. */
  private readonly renamed = new Set<string>();
  readonly changed = new Map<string, RowChange>();

  /**
   * Reads everything the batch's events will touch in two rounds: what the events name, then what
   * those rows name (a request its customer, a stored row the providers whose daily counters move).
   * Each round's reads are issued together: a live batch commits in a group whose time is about its
   * longest projection's round trips, and this one had five in a row here.
   */
  async load(tx: Sql, events: readonly RecordedReadModelEvent[]): Promise<void> {
    const requestIds = new Set<string>();
    const providerIds = new Set<string>();
    const accountIds = new Set<string>();
    const touched = events.map(touches); // read three times below
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      const { requestId, providerId } = touched[i]!;
      if (requestId) requestIds.add(requestId);
      if (providerId) providerIds.add(providerId);
      if (event.type === "ServiceRequested") accountIds.add(event.data.customerId);
      if (event.type === "AccountRegistered" || event.type === "ProfileUpdated")
        accountIds.add(event.data.accountId);
      if (event.type === "ProviderProfileCreated" || event.type === "ProviderWentOnline")
        providerIds.add(event.data.providerId);
    }
    // A request whose stream starts in this batch has nothing stored: rows and lookups come only
    // from its own stream's events, and claimUnseenEvents passed its first one, so none was applied.
    const born = new Set<string>();
    for (const event of events) {
      if (event.type === "ServiceRequested" && event.revision === 0n) {
        if (event.streamId === requestStream(event.data.requestId)) born.add(event.data.requestId);
      }
    }
    const stored = [...requestIds].filter((id) => !born.has(id));
    this.requests.markAbsent([...born].map((id) => [id]));
    this.rows.markAbsentWhere("request_id", born);
    const [, storedRows] = await Promise.all([
      this.requests.load(
        tx,
        stored.map((id) => [id]),
      ),
      this.rows.loadWhere(tx, "request_id", stored),
      this.positions.load(
        tx,
        [...providerIds].map((id) => [id]),
      ),
    ]);
    for (const row of storedRows) this.indexRow(row);
    for (const request of this.requests.present()) accountIds.add(request.customer_id);

    // Daily counters: the event's provider, or every provider with a row of the request, on the event's day.
    const mentioned = new Map<string, Set<string>>();
    for (const { requestId, providerId } of touched) {
      if (requestId && providerId) {
        const set = mentioned.get(requestId) ?? new Set<string>();
        set.add(providerId);
        mentioned.set(requestId, set);
      }
    }
    const dailyKeys: string[][] = [];
    for (const { requestId, providerId, at } of touched) {
      if (!at) continue;
      const day = dubaiDate(at);
      if (providerId) dailyKeys.push([providerId, day]);
      if (requestId) {
        for (const p of this.providersByRequest.get(requestId) ?? []) dailyKeys.push([p, day]);
        for (const p of mentioned.get(requestId) ?? []) dailyKeys.push([p, day]);
      }
    }
    await Promise.all([
      this.customers.load(
        tx,
        [...accountIds].map((id) => [id]),
      ),
      this.daily.load(tx, dailyKeys),
    ]);
  }

  apply(event: RecordedReadModelEvent): void {
    switch (event.type) {
      case "ServiceRequested": {
        this.rememberRequest(event.data);
        const { providerId, requestId, requestedAt } = event.data;
        // The customer's chosen provider sees the job at once, offer event or not (a scheduled booking has none yet).
        if (providerId !== null) this.offer({ providerId, requestId }, requestedAt);
        return;
      }
      case "JobOffered":
        this.offer(event.data, event.data.offeredAt);
        return;
      case "JobDeclined":
        this.decline(event.data, event.data.declinedAt);
        return;
      case "OfferWithdrawn":
        this.withdraw(event.data, event.data.reason, event.data.withdrawnAt);
        return;
      case "JobAccepted":
        this.accept(event.data, event.data.acceptedAt);
        return;
      case "JobReassigned": {
        // The captain abandoned the job and support took it back: it is no longer theirs, nor the customer's details.
        const at = event.data.reassignedAt;
        this.transition(event.data, ["accepted"], (r) => {
          r.status = "withdrawn";
          forgetCustomer(r);
          r.withdraw_reason = "reassigned";
          r.closed_at = at;
          r.last_update = at;
        });
        return;
      }
      case "JobStarted": {
        const at = event.data.startedAt;
        this.transition(event.data, ["accepted"], (row) => {
          row.status = "in-progress";
          row.started_at = at;
          row.last_update = at;
        });
        return;
      }
      case "JobCompleted": {
        const { finalPrice, completedAt: at } = event.data;
        const row = this.transition(event.data, ["accepted", "in-progress"], (r) => {
          r.status = "completed";
          r.final_price = finalPrice;
          r.amount = finalPrice;
          r.completed_at = at;
          r.last_update = at;
        });
        if (row) this.bumpDaily(event.data.providerId, at, { completed: 1, earnings: finalPrice });
        return;
      }
      case "RequestCancelled":
        this.closeRequest(event.data.requestId, "cancelled", event.data.cancelledAt);
        return;
      case "RequestUnassigned":
        this.closeRequest(event.data.requestId, "unassigned", event.data.unassignedAt);
        return;
      case "ReviewPosted": {
        if (event.data.reviewerRole !== "customer") return;
        const { rating, postedAt: at } = event.data;
        const key = { providerId: event.data.revieweeId, requestId: event.data.requestId };
        const row = this.rows.get(key.providerId, key.requestId);
        if (!row || row.rating !== null) return;
        row.rating = rating;
        row.last_update = at;
        this.changedRow(row, row.status);
        this.bumpDaily(key.providerId, at, { rating_sum: rating, rating_count: 1 });
        return;
      }
      case "AccountRegistered":
        this.rememberCustomer(
          event.data.accountId,
          event.data.name,
          event.data.phone,
          event.data.registeredAt,
        );
        return;
      case "ProfileUpdated":
        this.rememberCustomer(event.data.accountId, event.data.name, event.data.phone, event.data.updatedAt);
        return;
      case "ProviderProfileCreated":
        this.rememberPosition(
          event.data.providerId,
          event.data.latitude,
          event.data.longitude,
          event.data.createdAt,
        );
        return;
      case "ProviderWentOnline":
        this.rememberPosition(
          event.data.providerId,
          event.data.latitude,
          event.data.longitude,
          event.data.at,
        );
        return;
      default:
        return;
    }
  }

  /** The status counts and the tables side by side (one round trip), then renamed customers' rows. */
  async flush(tx: Sql): Promise<void> {
    // The counts' statement is issued first, so it runs before (never inside) the savepoint that a
    // COPY of the tables' new rows opens while catching up.
    const counts = this.flushStatusCounts(tx);
    await Promise.all([
      counts,
      flushTables(tx, [this.requests, this.customers, this.positions, this.rows, this.daily]),
    ]);
    if (this.renamed.size > 0) {
      // Only rows of jobs the provider held carry the customer; offers stay blank.
      await tx.query(
        `UPDATE provider_dashboard_row r SET customer_name = c.name, customer_phone = c.phone
           FROM provider_dashboard_customer c
          WHERE c.account_id = ANY($1::text[]) AND r.customer_id = c.account_id
            AND r.status = ANY($2::text[])
            AND (r.customer_name IS DISTINCT FROM c.name OR r.customer_phone IS DISTINCT FROM c.phone)`,
        [[...this.renamed], [...IDENTITY_KEEPING_STATUSES]],
      );
    }
  }

  private indexRow(row: DashboardRow): void {
    const providers = this.providersByRequest.get(row.request_id) ?? new Set<string>();
    providers.add(row.provider_id);
    this.providersByRequest.set(row.request_id, providers);
  }

  private changedRow(row: DashboardRow, from: string | null): void {
    this.rows.put(row);
    if (from !== row.status) {
      if (from !== null) this.moveCount(row.provider_id, from, -1);
      this.moveCount(row.provider_id, row.status, 1);
    }
    this.changed.set(`${row.provider_id}\u0000${row.request_id}`, {
      providerId: row.provider_id,
      requestId: row.request_id,
      status: row.status,
    });
  }

  /** Every status a row moved through gets a count row (zero included), whatever the batch size. */
  private moveCount(providerId: string, status: string, delta: number): void {
    const key = `${providerId}\u0000${status}`;
    const entry = this.statusDeltas.get(key) ?? { providerId, status, delta: 0 };
    entry.delta += delta;
    this.statusDeltas.set(key, entry);
  }

  /**
   * A row that moves through statuses within one batch leaves deltas of zero behind (pending +1 −1):
   * most of a replay batch's entries. Those only make sure the count row exists, so they insert or
   * do nothing; updating them would lock and rewrite rows that do not change.
   */
  private async flushStatusCounts(tx: Sql): Promise<void> {
    if (this.statusDeltas.size === 0) return;
    const moved: StatusCountColumns = [[], [], []];
    const zero: StatusCountColumns = [[], [], []];
    for (const { providerId, status, delta } of this.statusDeltas.values()) {
      const columns = delta === 0 ? zero : moved;
      columns[0].push(providerId);
      columns[1].push(status);
      columns[2].push(delta);
    }
    await tx.query(
      `WITH zero AS (
         INSERT INTO provider_dashboard_status_count (provider_id, status, rows)
         SELECT * FROM unnest($4::text[], $5::text[], $6::int[])
         ON CONFLICT (provider_id, status) DO NOTHING
       )
       INSERT INTO provider_dashboard_status_count (provider_id, status, rows)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
       ON CONFLICT (provider_id, status) DO UPDATE SET rows = provider_dashboard_status_count.rows + excluded.rows`,
      [...moved, ...zero],
      { prepared: true },
    );
  }

  /** Adds to the provider's counters of the UAE day on which `at` falls (in event order: float sums match). */
  private bumpDaily(providerId: string, at: string, amounts: Partial<Record<DailyCounter, number>>): void {
    const day = dubaiDate(at);
    const row =
      this.daily.get(providerId, day) ??
      ({
        provider_id: providerId,
        day,
        ...Object.fromEntries(DAILY_COUNTERS.map((counter) => [counter, 0])),
      } as DailyRow);
    for (const [counter, amount] of Object.entries(amounts) as [DailyCounter, number][]) {
      row[counter] += amount;
    }
    this.daily.put(row);
  }

  /** Changes the row when its status is one of `from`; returns it if it changed. */
  private transition(
    key: RowKey,
    from: readonly string[],
    change: (row: DashboardRow) => void,
  ): DashboardRow | undefined {
    const row = this.rows.get(key.providerId, key.requestId);
    if (!row || !from.includes(row.status)) return undefined;
    const before = row.status;
    change(row);
    this.changedRow(row, before);
    return row;
  }

  /**
   * The job reaches a provider (offer, the customer's choice, or a direct accept). A new row — or a
   * withdrawn offer made again — counts as an offer that day; an offer already open changes nothing.
   */
  private offer(key: RowKey, at: string): void {
    const existing = this.rows.get(key.providerId, key.requestId);
    if (existing) {
      if (existing.status !== "withdrawn") return;
      existing.status = "pending";
      existing.withdraw_reason = null;
      existing.closed_at = null;
      existing.last_update = at;
      this.changedRow(existing, "withdrawn");
      this.bumpDaily(key.providerId, at, { offers: 1 });
      return;
    }
    const request = this.requests.get(key.requestId);
    if (!request) return;
    const position = this.positions.get(key.providerId);
    const km = position
      ? distanceKm(position, { latitude: request.pickup_latitude, longitude: request.pickup_longitude })
      : null;
    const row: DashboardRow = {
      provider_id: key.providerId,
      request_id: key.requestId,
      customer_id: request.customer_id,
      // An offer shows the service, the area and the distance; the customer only once the job is accepted.
      customer_name: null,
      customer_phone: null,
      service_type: request.service_type,
      location: request.location,
      pickup_latitude: request.pickup_latitude,
      pickup_longitude: request.pickup_longitude,
      vehicle_type: request.vehicle_type,
      priority: request.priority,
      status: "pending",
      withdraw_reason: null,
      estimated_price: request.estimated_price,
      final_price: null,
      amount: request.estimated_price,
      offered_at: at,
      accepted_at: null,
      started_at: null,
      completed_at: null,
      closed_at: null,
      distance_km: km,
      // Spec §9: 2 min per km when the distance is known, else the default estimate.
      estimated_arrival_minutes:
        km === null ? DEFAULT_ESTIMATED_ARRIVAL_MIN : Math.ceil(km * ETA_MINUTES_PER_KM),
      rating: null,
      last_update: at,
    };
    this.indexRow(row);
    this.changedRow(row, null);
    this.bumpDaily(key.providerId, at, { offers: 1 });
  }

  private decline(key: RowKey, at: string): void {
    const row = this.transition(key, ["pending"], (r) => {
      r.status = "declined";
      forgetCustomer(r);
      r.closed_at = at;
      r.last_update = at;
    });
    if (row) this.bumpDaily(key.providerId, at, { declined: 1 });
  }

  /** An offer ends without the provider: expired, taken by another, request cancelled or unassigned. */
  private withdraw(key: RowKey, reason: string, at: string): void {
    const row = this.transition(key, ["pending"], (r) => {
      r.status = "withdrawn";
      forgetCustomer(r);
      r.withdraw_reason = reason;
      r.closed_at = at;
      r.last_update = at;
    });
    // Only an offer left to expire says something about the provider; the other reasons are not theirs.
    if (row && reason === "expired") this.bumpDaily(key.providerId, at, { expired: 1 });
  }

  private accept(key: RowKey, at: string): void {
    this.offer(key, at);
    const row = this.transition(key, ["pending", "withdrawn"], (r) => {
      r.status = "accepted";
      // Holding the job: the captain may now call the customer (unknown yet: filled in when the account arrives).
      const customer = this.customers.get(r.customer_id);
      r.customer_name = customer?.name ?? null;
      r.customer_phone = customer?.phone ?? null;
      r.accepted_at = at;
      r.closed_at = null;
      r.withdraw_reason = null;
      r.last_update = at;
    });
    if (row) {
      // A negative span (two nodes' clocks) counts as zero.
      const seconds = Math.max(0, (time(at) - time(row.offered_at)) / 1000);
      this.bumpDaily(key.providerId, at, { accepted: 1, response_seconds_sum: seconds });
    }
    // A provider chosen by the customer has no offer event to withdraw, so close every other open row here.
    for (const providerId of this.providersByRequest.get(key.requestId) ?? []) {
      if (providerId === key.providerId) continue;
      this.transition({ providerId, requestId: key.requestId }, ["pending"], (r) => {
        r.status = "withdrawn";
        forgetCustomer(r);
        r.withdraw_reason = "accepted-by-another";
        r.closed_at = at;
        r.last_update = at;
      });
    }
  }

  /** The request is over: an assigned provider's job is cancelled; open offers are withdrawn. */
  private closeRequest(requestId: string, reason: "cancelled" | "unassigned", at: string): void {
    const closing = reason === "cancelled" ? ["pending", "accepted", "in-progress"] : ["pending"];
    for (const providerId of this.providersByRequest.get(requestId) ?? []) {
      const row = this.transition({ providerId, requestId }, closing, (r) => {
        const pending = r.status === "pending";
        r.status = pending ? "withdrawn" : "cancelled";
        if (pending) forgetCustomer(r);
        r.withdraw_reason = pending ? reason : null;
        r.closed_at = at;
        r.last_update = at;
      });
      if (row?.status === "cancelled") this.bumpDaily(providerId, at, { cancelled: 1 });
    }
  }

  private rememberRequest(d: DataOf<"ServiceRequested">): void {
    if (this.requests.get(d.requestId)) return;
    this.requests.put({
      request_id: d.requestId,
      customer_id: d.customerId,
      service_type: d.serviceType,
      location: d.pickup.location,
      pickup_latitude: d.pickup.latitude,
      pickup_longitude: d.pickup.longitude,
      vehicle_type: d.vehicle.vehicleType,
      priority: d.priority,
      estimated_price: d.estimatedPrice,
    });
  }

  /** Latest name and phone win by the event's time; rows already showing the customer follow. */
  private rememberCustomer(accountId: string, name: string, phone: string, at: string): void {
    const existing = this.customers.get(accountId);
    if (existing && time(existing.updated_at) > time(at)) return;
    this.customers.put({ account_id: accountId, name, phone, updated_at: at });
    // Rows accepted later in the batch copy the new values; held rows already stored follow at flush.
    this.renamed.add(accountId);
  }

  private rememberPosition(providerId: string, latitude: number, longitude: number, at: string): void {
    const existing = this.positions.get(providerId);
    if (existing && time(existing.at) > time(at)) return;
    this.positions.put({ provider_id: providerId, latitude, longitude, at });
  }
}

/** An offer that ended keeps no trace of who booked it. */
function forgetCustomer(row: DashboardRow): void {
  row.customer_name = null;
  row.customer_phone = null;
}
