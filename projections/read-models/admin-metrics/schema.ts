import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const ADMIN_METRICS = "admin_metrics";

/*
 * Counts are attributed to the UAE day on which each fact happened: a request to the day it was
 * made, a completion to the day it completed, revenue to the invoice's day of supply (a credit note's
 * to its day of issue), a response time to the day the
 * response came. "Today" then means what happened today, as an operations screen expects.
 */
export const ADMIN_METRICS_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS admin_metrics_daily (
    day date NOT NULL,
    emirate text NOT NULL,
    service_type text NOT NULL,
    requests integer NOT NULL DEFAULT 0,
    completed integer NOT NULL DEFAULT 0,
    cancelled integer NOT NULL DEFAULT 0,
    unassigned integer NOT NULL DEFAULT 0,
    -- Invoiced less credited (issue 20), VAT included, and net of VAT: AED.
    revenue numeric(14, 2) NOT NULL DEFAULT 0,
    revenue_net numeric(14, 2) NOT NULL DEFAULT 0,
    accepted integer NOT NULL DEFAULT 0,
    accept_seconds_sum double precision NOT NULL DEFAULT 0,
    started integer NOT NULL DEFAULT 0,
    start_seconds_sum double precision NOT NULL DEFAULT 0,
    PRIMARY KEY (day, emirate, service_type)
  )`,
  // One row per request: the dimensions later events need, and the raw durations that make p90 exact.
  `CREATE TABLE IF NOT EXISTS admin_metrics_request (
    request_id text PRIMARY KEY,
    emirate text NOT NULL,
    service_type text NOT NULL,
    requested_at timestamptz NOT NULL,
    accepted_at timestamptz,
    accepted_day date,
    request_to_accept_seconds double precision,
    started_at timestamptz,
    started_day date,
    accept_to_start_seconds double precision
  )`,
  // Accounts that issued any command on a day (from the events' actors; dispatch and timers excluded).
  `CREATE TABLE IF NOT EXISTS admin_metrics_active_user (
    day date NOT NULL,
    account_id text NOT NULL,
    role text NOT NULL,
    PRIMARY KEY (day, account_id)
  )`,
  streamRevisionDdl(ADMIN_METRICS),
];

export const ADMIN_METRICS_TABLES = [
  "admin_metrics_daily",
  "admin_metrics_request",
  "admin_metrics_active_user",
] as const;

/** Only the queries read by these: built once a replay has caught up (Projection.indexes). */
export const ADMIN_METRICS_INDEXES: readonly string[] = [
  `CREATE INDEX IF NOT EXISTS admin_metrics_request_by_accepted_day
     ON admin_metrics_request (accepted_day, emirate, service_type) WHERE accepted_day IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS admin_metrics_request_by_started_day
     ON admin_metrics_request (started_day, emirate, service_type) WHERE started_day IS NOT NULL`,
];
