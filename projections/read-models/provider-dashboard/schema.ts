import { DEFAULT_ESTIMATED_ARRIVAL_MIN } from "../../../domain/rules/driverStatus";
import { ETA_MINUTES_PER_KM } from "../../../domain/rules/eta";
import type { DeferredIndex } from "../../projection";
import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const PROVIDER_DASHBOARD = "provider_dashboard";

/** Row statuses: the request's own, plus how an offer ended for this provider without them doing the job. */
export const ROW_STATUSES = [
  "pending",
  "accepted",
  "in-progress",
  "completed",
  "cancelled",
  "declined",
  "withdrawn",
] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];

/**
 * Words of the pickup and the customer's name, plus the request id and its last 6 characters (what
 * the UI shows), plus a lexeme for the provider: searches AND it in, so GIN intersects posting lists
 * inside the index instead of fetching every "Ahmed" in the table and filtering by provider.
 * It starts with "_", which no searched word can (searches keep letters and digits only).
 */
const SEARCH_VECTOR = `to_tsvector('simple', location || ' ' || coalesce(customer_name, ''))
  || array_to_tsvector(ARRAY[lower(request_id), lower(right(request_id, 6)), ${providerLexemeSql("provider_id")}])`;

/** The provider's lexeme in `search`, for a provider id given as SQL. */
export function providerLexemeSql(providerId: string): string {
  return `'_' || md5(${providerId})`;
}

/** Spec §9: 2 min per km when the distance is known, else the default 30 min estimate. */
export const ESTIMATED_ARRIVAL_SQL = (km: string) =>
  `coalesce(ceil(${km} * ${ETA_MINUTES_PER_KM})::int, ${DEFAULT_ESTIMATED_ARRIVAL_MIN})`;

/*
 * Sort indexes: every sortable column (request_id, service_type, amount, offered_at) has one index
 * behind `provider_id` and one behind `(provider_id, status)`, ending in request_id as the tie-break.
 * A query sorts all keys in one direction, so the same index serves asc (forward) and desc (backward)
 * and a page is read straight off the index without a sort, however many rows the provider has.
 */
export const PROVIDER_DASHBOARD_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS provider_dashboard_row (
    provider_id text NOT NULL,
    request_id text NOT NULL,
    customer_id text NOT NULL,
    customer_name text,
    customer_phone text,
    service_type text NOT NULL,
    location text NOT NULL,
    pickup_latitude double precision NOT NULL,
    pickup_longitude double precision NOT NULL,
    vehicle_type text,
    priority text NOT NULL,
    status text NOT NULL,
    withdraw_reason text,
    estimated_price numeric(12, 2) NOT NULL,
    final_price numeric(12, 2),
    amount numeric(12, 2) NOT NULL,
    offered_at timestamptz NOT NULL,
    accepted_at timestamptz,
    started_at timestamptz,
    completed_at timestamptz,
    closed_at timestamptz,
    distance_km double precision,
    estimated_arrival_minutes integer NOT NULL,
    rating smallint,
    last_update timestamptz NOT NULL,
    search tsvector GENERATED ALWAYS AS (${SEARCH_VECTOR}) STORED,
    PRIMARY KEY (provider_id, request_id)
  )`,
  // Request-wide changes (cancel, unassign, another provider accepting) and customer renames: `apply` reads by these.
  "CREATE INDEX IF NOT EXISTS provider_dashboard_row_by_request ON provider_dashboard_row (request_id)",
  "CREATE INDEX IF NOT EXISTS provider_dashboard_row_by_customer ON provider_dashboard_row (customer_id)",

  // What a later offer row needs from the booking (JobOffered carries only ids and times).
  `CREATE TABLE IF NOT EXISTS provider_dashboard_request (
    request_id text PRIMARY KEY,
    customer_id text NOT NULL,
    service_type text NOT NULL,
    location text NOT NULL,
    pickup_latitude double precision NOT NULL,
    pickup_longitude double precision NOT NULL,
    vehicle_type text,
    priority text NOT NULL,
    estimated_price numeric(12, 2) NOT NULL
  )`,
  // Customer name and phone for the rows, from the account stream (may arrive before or after the request).
  `CREATE TABLE IF NOT EXISTS provider_dashboard_customer (
    account_id text PRIMARY KEY,
    name text NOT NULL,
    phone text NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  // Where each provider last was, for the distance to a pickup at the time of the offer.
  `CREATE TABLE IF NOT EXISTS provider_dashboard_provider_position (
    provider_id text PRIMARY KEY,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    at timestamptz NOT NULL
  )`,
  // Rows per provider and status, so the pager's total needs no count(*) over a big provider's rows.
  `CREATE TABLE IF NOT EXISTS provider_dashboard_status_count (
    provider_id text NOT NULL,
    status text NOT NULL,
    rows integer NOT NULL,
    PRIMARY KEY (provider_id, status)
  )`,
  // Per provider and UAE day: counters for period stats, so a year is 365 rows, not every job.
  `CREATE TABLE IF NOT EXISTS provider_dashboard_daily (
    provider_id text NOT NULL,
    day date NOT NULL,
    offers integer NOT NULL DEFAULT 0,
    accepted integer NOT NULL DEFAULT 0,
    declined integer NOT NULL DEFAULT 0,
    expired integer NOT NULL DEFAULT 0,
    response_seconds_sum double precision NOT NULL DEFAULT 0,
    completed integer NOT NULL DEFAULT 0,
    earnings numeric(14, 2) NOT NULL DEFAULT 0,
    cancelled integer NOT NULL DEFAULT 0,
    rating_sum integer NOT NULL DEFAULT 0,
    rating_count integer NOT NULL DEFAULT 0,
    PRIMARY KEY (provider_id, day)
  )`,
  streamRevisionDdl(PROVIDER_DASHBOARD),
];

/** The list's sort and search indexes: created after a replay has caught up (see Projection.indexes). */
export const PROVIDER_DASHBOARD_INDEXES: readonly DeferredIndex[] = [
  // First: the longest build (1.2 s after a 1,000,000-event replay, the btrees 0.3–0.8 s), so the
  // others fill the other builders meanwhile instead of leaving it to run alone at the end.
  // Without the pending list (fastupdate): with it, new entries wait in a list of up to 4 MB that
  // every search reads through, and the write that fills it merges them all into the index while its
  // transaction waits (after a 1,000,000-event replay and a few live runs the list held 16,178
  // entries on 477 pages; autovacuum empties it too, but only when it gets to the table).
  [
    "CREATE INDEX IF NOT EXISTS provider_dashboard_row_search ON provider_dashboard_row USING gin (search) WITH (fastupdate = off)",
    // An index made before that keeps its option until told, and its pending entries until merged.
    "ALTER INDEX provider_dashboard_row_search SET (fastupdate = off)",
    "SELECT gin_clean_pending_list('provider_dashboard_row_search'::regclass)",
  ],
  "CREATE INDEX IF NOT EXISTS provider_dashboard_row_by_time ON provider_dashboard_row (provider_id, offered_at, request_id)",
  "CREATE INDEX IF NOT EXISTS provider_dashboard_row_by_amount ON provider_dashboard_row (provider_id, amount, request_id)",
  `CREATE INDEX IF NOT EXISTS provider_dashboard_row_by_type
     ON provider_dashboard_row (provider_id, service_type, offered_at, request_id)`,
  `CREATE INDEX IF NOT EXISTS provider_dashboard_row_by_status_id
     ON provider_dashboard_row (provider_id, status, request_id)`,
  `CREATE INDEX IF NOT EXISTS provider_dashboard_row_by_status_time
     ON provider_dashboard_row (provider_id, status, offered_at, request_id)`,
  `CREATE INDEX IF NOT EXISTS provider_dashboard_row_by_status_amount
     ON provider_dashboard_row (provider_id, status, amount, request_id)`,
  `CREATE INDEX IF NOT EXISTS provider_dashboard_row_by_status_type
     ON provider_dashboard_row (provider_id, status, service_type, offered_at, request_id)`,
];

export const PROVIDER_DASHBOARD_TABLES = [
  "provider_dashboard_row",
  "provider_dashboard_request",
  "provider_dashboard_customer",
  "provider_dashboard_provider_position",
  "provider_dashboard_status_count",
  "provider_dashboard_daily",
] as const;
