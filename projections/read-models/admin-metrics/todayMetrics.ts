import { filsToAed } from "../../../domain/money/fils";
import type { Sql } from "../../../domain/ports/sql";
import type { IsoDate } from "../../../domain/rules/uaeTime";
import { revenueByDay } from "../ledger/queries";
import { dubaiDate } from "../shared/dubaiPeriods";

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

/** GET /api/admin/revenue-metrics/today: the ledger's gross billed today (invoiced less credited, VAT included). */
export async function revenueMetricsToday(sql: Sql, now: Date): Promise<{ totalRevenue: number }> {
  const { grossAed } = await revenueToday(sql, now);
  return { totalRevenue: grossAed };
}

/** Today's billing from the ledger: gross (VAT included), net of VAT, and the VAT, in AED. */
export async function revenueToday(
  sql: Sql,
  now: Date,
): Promise<{ grossAed: number; netAed: number; vatAed: number }> {
  const day = dubaiDate(now);
  const [today] = await revenueByDay(sql, { from: day, to: day });
  return {
    grossAed: filsToAed(today?.grossFils ?? 0),
    netAed: filsToAed(today?.netFils ?? 0),
    vatAed: filsToAed(today?.vatFils ?? 0),
  };
}

async function dayTotals(sql: Sql, day: IsoDate): Promise<{ requests: number }> {
  const { rows } = await sql.query<{ requests: number }>(
    "SELECT coalesce(sum(requests), 0)::int AS requests FROM rm.admin_metrics_daily WHERE day = $1::date",
    [day],
  );
  return rows[0] ?? { requests: 0 };
}
