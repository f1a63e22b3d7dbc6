import type { Sql } from "../../../domain/ports/sql";
import type { DayRange } from "../admin-metrics/metricsFilter";
import { aed } from "../shared/rowValues";
import { instantRange } from "./instantRange";

export interface LeaderboardEntry {
  providerId: string;
  /** Null while the provider directory has not seen the provider's profile. */
  name: string | null;
  jobs: number;
  /** What these jobs were invoiced less credited (the ledger's figures), VAT included. */
  revenueAed: number;
  revenueNetAed: number;
  /** Mean of the ratings customers gave for these jobs; null without any. */
  rating: number | null;
  ratings: number;
  /** Mean minutes from request to this provider's acceptance, for these jobs. */
  meanResponseMinutes: number | null;
}

/** Providers by jobs completed in the range (then revenue), best first. */
export async function providerLeaderboard(
  sql: Sql,
  range: DayRange,
  limit = 10,
): Promise<LeaderboardEntry[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new RangeError(`limit must be 1 to 100, got ${limit}`);
  const { start, end } = instantRange(range);
  const { rows } = await sql.query<{
    provider_id: string;
    name: string | null;
    jobs: number;
    revenue: number;
    revenue_net: number;
    rating: number | null;
    ratings: number;
    response_minutes: number | null;
  }>(
    `SELECT h.provider_id, d.name, count(*)::int AS jobs, coalesce(sum(e.gross), 0)::float8 / 100 AS revenue,
            coalesce(sum(e.net), 0)::float8 / 100 AS revenue_net,
            avg(h.customer_rating)::float8 AS rating, count(h.customer_rating)::int AS ratings,
            avg(m.request_to_accept_seconds)::float8 / 60 AS response_minutes
       FROM rm.request_history h
       LEFT JOIN rm.provider_directory d ON d.provider_id = h.provider_id
       LEFT JOIN rm.admin_metrics_request m ON m.request_id = h.id
       LEFT JOIN (SELECT request_id, sum(gross_fils) AS gross, sum(net_fils) AS net
                    FROM rm.captain_earnings GROUP BY request_id) e ON e.request_id = h.id
      WHERE h.status = 'completed' AND h.provider_id IS NOT NULL
        AND h.completed_at >= $1 AND h.completed_at < $2
      GROUP BY h.provider_id, d.name
      ORDER BY jobs DESC, revenue DESC, h.provider_id
      LIMIT $3`,
    [start, end, limit],
  );
  return rows.map((row) => ({
    providerId: row.provider_id,
    name: row.name,
    jobs: row.jobs,
    revenueAed: aed(row.revenue),
    revenueNetAed: aed(row.revenue_net),
    rating: row.rating === null ? null : Math.round(row.rating * 100) / 100,
    ratings: row.ratings,
    meanResponseMinutes: row.response_minutes,
  }));
}
