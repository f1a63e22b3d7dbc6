import type { Sql } from "../../../domain/ports/sql";
import type { DayRange } from "../admin-metrics/metricsFilter";
import { instantRange } from "./instantRange";

export interface CancellationReason {
  reason: string;
  /** customer, provider, admin or system: who cancelled. */
  byRole: string;
  count: number;
}

/** Said for cancellations that gave no reason, so they still show in the chart. */
export const NO_REASON = "No reason given";

/** Why requests were cancelled on the days of the range, most common first (at most 20 lines). */
export async function cancellationReasons(sql: Sql, range: DayRange): Promise<CancellationReason[]> {
  const { start, end } = instantRange(range);
  const { rows } = await sql.query<{ reason: string; by_role: string; count: number }>(
    `SELECT coalesce(nullif(btrim(cancel_reason), ''), $3) AS reason,
            coalesce(cancelled_by_role, 'customer') AS by_role, count(*)::int AS count
       FROM rm.request_history
      WHERE cancelled_at >= $1 AND cancelled_at < $2
      GROUP BY 1, 2
      ORDER BY count DESC, reason, by_role
      LIMIT 20`,
    [start, end, NO_REASON],
  );
  return rows.map((row) => ({ reason: row.reason, byRole: row.by_role, count: row.count }));
}
