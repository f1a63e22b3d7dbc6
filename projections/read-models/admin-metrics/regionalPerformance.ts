import type { Sql } from "../../../domain/ports/sql";
import {
  ADMIN_REGIONS,
  type AdminRegion,
  adminRegionOf,
  EMIRATES,
  type Emirate,
} from "../../../domain/rules/emirates";
import { aed } from "../shared/rowValues";
import { assertRange, type DayRange } from "./metricsFilter";

export interface RegionPerformance {
  region: AdminRegion;
  emirate: Emirate;
  requests: number;
  /** Invoiced less credited, VAT included. */
  revenueAed: number;
  revenueNetAed: number;
  completed: number;
  /** Mean minutes from request to acceptance. */
  meanResponseMinutes: number | null;
  /** completed / (completed + cancelled + unassigned) among requests that ended in the range. */
  completionRate: number | null;
}

interface RegionRow {
  emirate: string;
  requests: number;
  revenue: number;
  revenue_net: number;
  completed: number;
  ended: number;
  accepted: number;
  accept_seconds_sum: number;
}

/** The admin panel's seven regions (spec §2.11), in its order, each present even without data. */
export async function regionalPerformance(sql: Sql, range: DayRange): Promise<RegionPerformance[]> {
  assertRange(range);
  const { rows } = await sql.query<RegionRow>(
    `SELECT emirate, sum(requests)::int AS requests, sum(revenue)::float8 AS revenue,
            sum(revenue_net)::float8 AS revenue_net,
            sum(completed)::int AS completed, sum(completed + cancelled + unassigned)::int AS ended,
            sum(accepted)::int AS accepted, sum(accept_seconds_sum)::float8 AS accept_seconds_sum
       FROM rm.admin_metrics_daily WHERE day BETWEEN $1::date AND $2::date
      GROUP BY emirate`,
    [range.from, range.to],
  );
  const byEmirate = new Map(rows.map((row) => [row.emirate, row]));
  const emirateOfRegion = new Map(EMIRATES.map((emirate) => [adminRegionOf(emirate), emirate]));
  return ADMIN_REGIONS.map((region) => {
    const emirate = emirateOfRegion.get(region)!;
    const row = byEmirate.get(emirate);
    return {
      region,
      emirate,
      requests: row?.requests ?? 0,
      revenueAed: aed(row?.revenue ?? 0),
      revenueNetAed: aed(row?.revenue_net ?? 0),
      completed: row?.completed ?? 0,
      meanResponseMinutes: row && row.accepted > 0 ? row.accept_seconds_sum / row.accepted / 60 : null,
      completionRate: row && row.ended > 0 ? row.completed / row.ended : null,
    };
  });
}
