import type { Sql } from "../../../domain/ports/sql";
import type { IsoDate } from "../../../domain/rules/uaeTime";
import { dubaiDate } from "../shared/dubaiPeriods";
import { aed } from "../shared/rowValues";

/** GET /api/admin/user-metrics/today: accounts that issued any command today (UAE day of `now`). */
export async function userMetricsToday(sql: Sql, now: Date): Promise<{ activeUsers: number }> {
  const { rows } = await sql.query<{ active_users: number }>(
    "SELECT count(*)::int AS active_users FROM rm.admin_metrics_active_user WHERE day = $1::date",
    [dubaiDate(now)],
  );
  return { activeUsers: rows[0]?.active_users ?? 0 };
}

/** GET /api/admin/request-metrics/today: requests made today. */
export async function requestMetricsToday(sql: Sql, now: Date): Promise<{ totalRequests: number }> {
  const totals = await dayTotals(sql, dubaiDate(now));
  return { totalRequests: totals.requests };
}

/** GET /api/admin/revenue-metrics/today: AED of jobs completed today. */
export async function revenueMetricsToday(sql: Sql, now: Date): Promise<{ totalRevenue: number }> {
  const totals = await dayTotals(sql, dubaiDate(now));
  return { totalRevenue: aed(totals.revenue) };
}

async function dayTotals(sql: Sql, day: IsoDate): Promise<{ requests: number; revenue: number }> {
  const { rows } = await sql.query<{ requests: number; revenue: number }>(
    `SELECT coalesce(sum(requests), 0)::int AS requests, coalesce(sum(revenue), 0)::float8 AS revenue
       FROM rm.admin_metrics_daily WHERE day = $1::date`,
    [day],
  );
  return rows[0] ?? { requests: 0, revenue: 0 };
}
