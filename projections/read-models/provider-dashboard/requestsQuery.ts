import type { Sql, SqlParam } from "../../../domain/ports/sql";
import {
  CUSTOMER_CONTACT_FOLLOW_UP_MS,
  ENDED_HELD_STATUSES,
  HOLDING_STATUSES,
  showsCustomerContact,
} from "../../../domain/rules/customerContact";
import { DELAY_TOLERANCE_MIN } from "../../../domain/rules/driverStatus";
import { isoTime, isoTimeOrNull, numberOrNull, type SqlTimestamp } from "../shared/rowValues";
import { providerLexemeSql, ROW_STATUSES, type RowStatus } from "./schema";
import { searchTsQuery } from "./searchQuery";

/** Spec §3 "Provider request row". */
export interface ProviderRequestRow {
  /** The request id: unique within one provider's dashboard. */
  id: string;
  requestId: string;
  type: string;
  location: string;
  /**
   * Only while the provider holds the job and for 2 hours after it ended (domain/rules/customerContact.ts);
   * null on offers, and until the customer's account is known to this read model.
   */
  customer: string | null;
  customerPhone: string | null;
  /** AED: the final price once completed, the estimate before. */
  amount: number;
  status: RowStatus;
  /** Why an offer was withdrawn: expired, accepted-by-another, cancelled, unassigned. */
  withdrawReason: string | null;
  priority: string;
  /** When the job reached this provider. */
  timestamp: string;
  /** km from where the provider was when offered to the pickup; null when their position was unknown. */
  distance: number | null;
  /** Minutes from start to completion, once completed. */
  duration: number | null;
  /** The customer's rating of this job. */
  rating: number | null;
  vehicleType: string | null;
  estimatedArrivalMinutes: number;
  /** Accepted at + estimated minutes; null before acceptance. */
  estimatedArrival: string | null;
  /** When the job started on site. */
  actualArrival: string | null;
  /** Arrival (or `now`, while still on the way) beyond the estimate plus the 5 min tolerance. */
  isDelayed: boolean;
  lastUpdate: string;
  coordinates: { latitude: number; longitude: number };
}

export const SORT_COLUMNS = ["id", "type", "amount", "timestamp"] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export const PAGE_SIZES = [25, 50, 100, 500] as const;
export type DashboardPageSize = (typeof PAGE_SIZES)[number];

export interface ProviderRequestsQuery {
  providerId: string;
  /** For isDelayed of jobs still on the way, and the customer's follow-up window; queries never read the clock. */
  now: Date;
  /** 1-based; default 1. */
  page?: number;
  /** 25, 50, 100 or 500; default 50 (spec §9). */
  limit?: number;
  search?: string;
  status?: RowStatus;
  /** Default timestamp, descending (spec §9). */
  sortBy?: SortColumn;
  sortDirection?: "asc" | "desc";
}

export interface ProviderRequestsPage {
  requests: ProviderRequestRow[];
  total: number;
  page: number;
  limit: number;
}

/** Up to this many rows, a provider's search filters their rows instead of using the search index. */
export const SMALL_PROVIDER_ROWS = 10_000;

async function providerRowCount(sql: Sql, providerId: string): Promise<number> {
  const { rows } = await sql.query<{ total: number }>(
    "SELECT coalesce(sum(rows), 0)::int AS total FROM rm.provider_dashboard_status_count WHERE provider_id = $1",
    [providerId],
  );
  return rows[0]?.total ?? 0;
}

/** Each sort key ends in request_id, all in one direction, matching an index in schema.ts. */
const ORDER_KEYS: Record<SortColumn, string[]> = {
  id: ["request_id"],
  type: ["service_type", "offered_at", "request_id"],
  amount: ["amount", "request_id"],
  timestamp: ["offered_at", "request_id"],
};

interface Row {
  request_id: string;
  service_type: string;
  location: string;
  customer_name: string | null;
  customer_phone: string | null;
  amount_aed: number;
  status: RowStatus;
  withdraw_reason: string | null;
  priority: string;
  offered_at: SqlTimestamp;
  distance_km: number | null;
  duration_minutes: number | null;
  rating: number | null;
  vehicle_type: string | null;
  estimated_arrival_minutes: number;
  estimated_arrival: SqlTimestamp | null;
  started_at: SqlTimestamp | null;
  completed_at: SqlTimestamp | null;
  closed_at: SqlTimestamp | null;
  is_delayed: boolean;
  last_update: SqlTimestamp;
  pickup_latitude: number;
  pickup_longitude: number;
}

/** GET /api/provider/requests: search, status filter, sort and pages, with the total for the pager. */
export async function providerRequests(
  sql: Sql,
  query: ProviderRequestsQuery,
): Promise<ProviderRequestsPage> {
  const limit = query.limit ?? 50;
  if (!PAGE_SIZES.includes(limit as DashboardPageSize)) {
    throw new RangeError(`limit must be one of ${PAGE_SIZES.join(", ")}, got ${limit}`);
  }
  const page = query.page ?? 1;
  if (!Number.isInteger(page) || page < 1)
    throw new RangeError(`page must be a whole number from 1, got ${page}`);
  if (query.status !== undefined && !ROW_STATUSES.includes(query.status)) {
    throw new RangeError(`status must be one of ${ROW_STATUSES.join(", ")}, got ${query.status}`);
  }
  const sortBy = query.sortBy ?? "timestamp";
  if (!SORT_COLUMNS.includes(sortBy))
    throw new RangeError(`sortBy must be one of ${SORT_COLUMNS.join(", ")}`);
  const direction = (query.sortDirection ?? "desc") === "asc" ? "ASC" : "DESC";

  const params: SqlParam[] = [query.providerId];
  const where = ["provider_id = $1"];
  if (query.status !== undefined) {
    params.push(query.status);
    where.push(`status = $${params.length}`);
  }
  const tsQuery = searchTsQuery(query.search ?? "");
  if (tsQuery !== null) {
    params.push(tsQuery, (query.search ?? "").trim());
    const words = `to_tsquery('simple', $${params.length - 1})`;
    // Prefix words make GIN read every matching posting list in the table, so for a provider with
    // few rows it is cheaper to test their own rows (off the provider_id btree): the coalesce keeps
    // the planner off the GIN index. A big provider's search uses the index, with their own lexeme
    // ANDed in (see schema.ts). The exact id as typed (dashes and all) also matches.
    const match =
      (await providerRowCount(sql, query.providerId)) <= SMALL_PROVIDER_ROWS
        ? `coalesce(search, ''::tsvector) @@ ${words}`
        : `search @@ (${words} && (${providerLexemeSql("$1::text")})::tsquery)`;
    params.push(query.now.toISOString());
    // A name matches only where the name may be shown: otherwise searching "Aisha" would tell which
    // old job was hers. Location words and the id match on every row.
    where.push(
      `(${match} OR request_id = $${params.length - 1})`,
      `(${contactVisibleSql(`$${params.length}::timestamptz`)} OR ${NAMELESS_VECTOR} @@ ${words} OR request_id = $${params.length - 1})`,
    );
  }
  const filter = where.join(" AND ");

  const listParams = [...params, query.now.toISOString(), limit, (page - 1) * limit];
  const [nowAt, limitAt, offsetAt] = [listParams.length - 2, listParams.length - 1, listParams.length];
  const order = ORDER_KEYS[sortBy].map((key) => `${key} ${direction}`).join(", ");
  const list = sql.query<Row>(
    `SELECT request_id, service_type, location, customer_name, customer_phone,
            -- Not aliased "amount": ORDER BY amount must bind the indexed column, not this float.
            amount::float8 AS amount_aed,
            status, withdraw_reason, priority, offered_at, distance_km,
            extract(epoch FROM completed_at - started_at)::float8 / 60 AS duration_minutes,
            rating::int AS rating, vehicle_type, estimated_arrival_minutes,
            accepted_at + estimated_arrival_minutes * interval '1 minute' AS estimated_arrival, started_at,
            completed_at, closed_at,
            coalesce(accepted_at IS NOT NULL
              AND coalesce(started_at, closed_at, $${nowAt}::timestamptz)
                  > accepted_at + (estimated_arrival_minutes + ${DELAY_TOLERANCE_MIN}) * interval '1 minute', false)
              AS is_delayed,
            last_update, pickup_latitude, pickup_longitude
       FROM rm.provider_dashboard_row
      WHERE ${filter}
      ORDER BY ${order}
      LIMIT $${limitAt} OFFSET $${offsetAt}`,
    listParams,
  );
  // Without a search the total comes from the kept counts: a count(*) would read every row of a big provider.
  const count =
    tsQuery === null
      ? sql.query<{ total: number }>(
          `SELECT coalesce(sum(rows), 0)::int AS total FROM rm.provider_dashboard_status_count
            WHERE provider_id = $1 ${query.status !== undefined ? "AND status = $2" : ""}`,
          params,
        )
      : sql.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM rm.provider_dashboard_row WHERE ${filter}`,
          params,
        );
  const [rows, totals] = await Promise.all([list, count]);
  return {
    requests: rows.rows.map((row) => toRow(row, query.now)),
    total: totals.rows[0]?.total ?? 0,
    page,
    limit,
  };
}

/** The search vector of schema.ts without the customer's name. */
const NAMELESS_VECTOR = `(to_tsvector('simple', location)
  || array_to_tsvector(ARRAY[lower(request_id), lower(right(request_id, 6))]))`;

/** SQL of showsCustomerContact (domain/rules/customerContact.ts) for a row, at `now`. */
function contactVisibleSql(now: string): string {
  const list = (statuses: readonly string[]) => statuses.map((s) => `'${s}'`).join(", ");
  return `(status IN (${list(HOLDING_STATUSES)})
    OR (status IN (${list(ENDED_HELD_STATUSES)})
        AND coalesce(completed_at, closed_at) + ${CUSTOMER_CONTACT_FOLLOW_UP_MS} * interval '1 millisecond' > ${now}))`;
}

/** The job's end, for the follow-up window: completion, or the cancellation of a held job. */
function endedAt(row: Row): string | null {
  if (row.status === "completed") return isoTimeOrNull(row.completed_at);
  if (row.status === "cancelled") return isoTimeOrNull(row.closed_at);
  return null;
}

function toRow(row: Row, now: Date): ProviderRequestRow {
  const contact = showsCustomerContact({ status: row.status, endedAt: endedAt(row) }, now);
  return {
    id: row.request_id,
    requestId: row.request_id,
    type: row.service_type,
    location: row.location,
    customer: contact ? row.customer_name : null,
    customerPhone: contact ? row.customer_phone : null,
    amount: row.amount_aed,
    status: row.status,
    withdrawReason: row.withdraw_reason,
    priority: row.priority,
    timestamp: isoTime(row.offered_at),
    distance: row.distance_km,
    duration: numberOrNull(row.duration_minutes),
    rating: row.rating,
    vehicleType: row.vehicle_type,
    estimatedArrivalMinutes: row.estimated_arrival_minutes,
    estimatedArrival: isoTimeOrNull(row.estimated_arrival),
    actualArrival: isoTimeOrNull(row.started_at),
    isDelayed: row.is_delayed,
    lastUpdate: isoTime(row.last_update),
    coordinates: { latitude: row.pickup_latitude, longitude: row.pickup_longitude },
  };
}
