import type { Sql, SqlParam } from "../../../domain/ports/sql";
import type { IsoDate } from "../../../domain/rules/uaeTime";
import { aed } from "../shared/rowValues";
import { assertRange, type DurationStats, filterSql, type MetricsFilter } from "./metricsFilter";

export interface DailyMetrics {
  day: IsoDate;
  emirate: string;
  serviceType: string;
  requests: number;
  completed: number;
  cancelled: number;
  unassigned: number;
  /** Invoiced that day less credited (the ledger's gross billed), VAT included. */
  revenueAed: number;
  /** The same, net of VAT. */
  revenueNetAed: number;
  /** Request → accept, for acceptances that day. */
  requestToAccept: DurationStats;
  /** Accept → start, for starts that day. */
  acceptToStart: DurationStats;
}

interface DailyRow {
  day: string;
  emirate: string;
  service_type: string;
  requests: number;
  completed: number;
  cancelled: number;
  unassigned: number;
  revenue: number;
  revenue_net: number;
  accepted: number;
  accept_mean: number | null;
  accept_p90: number | null;
  started: number;
  start_mean: number | null;
  start_p90: number | null;
}

/** Per UAE day × emirate × service, for the analytics charts and exports. */
export async function dailyMetrics(sql: Sql, filter: MetricsFilter): Promise<DailyMetrics[]> {
  assertRange(filter);
  const params: SqlParam[] = [];
  const daily = filterSql(filter, "day", params, "d");
  const accepted = filterSql(filter, "accepted_day", params);
  const started = filterSql(filter, "started_day", params);
  const { rows } = await sql.query<DailyRow>(
    `WITH accept AS (
       SELECT accepted_day AS day, emirate, service_type,
              percentile_cont(0.9) WITHIN GROUP (ORDER BY request_to_accept_seconds) AS p90
         FROM rm.admin_metrics_request WHERE ${accepted} GROUP BY 1, 2, 3),
     start AS (
       SELECT started_day AS day, emirate, service_type,
              percentile_cont(0.9) WITHIN GROUP (ORDER BY accept_to_start_seconds) AS p90
         FROM rm.admin_metrics_request WHERE ${started} GROUP BY 1, 2, 3)
     SELECT d.day::text AS day, d.emirate, d.service_type, d.requests, d.completed, d.cancelled, d.unassigned,
            d.revenue::float8 AS revenue,
            d.revenue_net::float8 AS revenue_net, d.accepted, d.accept_seconds_sum / nullif(d.accepted, 0) / 60 AS accept_mean,
            a.p90 / 60 AS accept_p90, d.started, d.start_seconds_sum / nullif(d.started, 0) / 60 AS start_mean,
            s.p90 / 60 AS start_p90
       FROM rm.admin_metrics_daily d
       LEFT JOIN accept a ON a.day = d.day AND a.emirate = d.emirate AND a.service_type = d.service_type
       LEFT JOIN start s ON s.day = d.day AND s.emirate = d.emirate AND s.service_type = d.service_type
      WHERE ${daily}
      ORDER BY d.day, d.emirate, d.service_type`,
    params,
  );
  return rows.map((row) => ({
    day: row.day,
    emirate: row.emirate,
    serviceType: row.service_type,
    requests: row.requests,
    completed: row.completed,
    cancelled: row.cancelled,
    unassigned: row.unassigned,
    revenueAed: aed(row.revenue),
    revenueNetAed: aed(row.revenue_net),
    requestToAccept: { count: row.accepted, meanMinutes: row.accept_mean, p90Minutes: row.accept_p90 },
    acceptToStart: { count: row.started, meanMinutes: row.start_mean, p90Minutes: row.start_p90 },
  }));
}

interface DurationRow {
  count: number;
  mean: number | null;
  p90: number | null;
}

/** Response times over a whole range (and optionally one emirate or service): mean and exact p90. */
export async function responseTimes(
  sql: Sql,
  filter: MetricsFilter,
): Promise<{ requestToAccept: DurationStats; acceptToStart: DurationStats }> {
  assertRange(filter);
  const stats = async (dayColumn: string, seconds: string): Promise<DurationStats> => {
    const params: SqlParam[] = [];
    const where = filterSql(filter, dayColumn, params);
    const { rows } = await sql.query<DurationRow>(
      `SELECT count(*)::int AS count, avg(${seconds}) / 60 AS mean,
              percentile_cont(0.9) WITHIN GROUP (ORDER BY ${seconds}) / 60 AS p90
         FROM rm.admin_metrics_request WHERE ${where}`,
      params,
    );
    const row = rows[0]!;
    return { count: row.count, meanMinutes: row.mean, p90Minutes: row.p90 };
  };
  return {
    requestToAccept: await stats("accepted_day", "request_to_accept_seconds"),
    acceptToStart: await stats("started_day", "accept_to_start_seconds"),
  };
}
