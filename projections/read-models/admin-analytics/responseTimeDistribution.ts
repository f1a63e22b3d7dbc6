import type { Sql } from "../../../domain/ports/sql";
import { assertRange, type DayRange } from "../admin-metrics/metricsFilter";

export interface ResponseTimeBucket {
  /** "0–1 min", …, "30+ min". */
  label: string;
  minMinutes: number;
  /** Null for the open last bucket. */
  maxMinutes: number | null;
  count: number;
}

/** Bucket edges in minutes: fine where most answers fall, coarse in the tail operations worries about. */
export const RESPONSE_BUCKET_EDGES = [0, 1, 2, 5, 10, 15, 30] as const;

function labelOf(index: number): string {
  const min = RESPONSE_BUCKET_EDGES[index]!;
  const max = RESPONSE_BUCKET_EDGES[index + 1];
  return max === undefined ? `${min}+ min` : `${min}–${max} min`;
}

/**
 * How long requests waited for a provider to accept (request → accept), for acceptances on the days
 * of the range: every bucket present, in order, so a chart's axis never shifts.
 */
export async function responseTimeDistribution(sql: Sql, range: DayRange): Promise<ResponseTimeBucket[]> {
  assertRange(range);
  // width_bucket with an array of lower bounds: bucket i (1-based) holds [edges[i-1], edges[i]).
  const { rows } = await sql.query<{ bucket: number; count: number }>(
    `SELECT width_bucket(request_to_accept_seconds / 60, $3::float8[]) AS bucket, count(*)::int AS count
       FROM rm.admin_metrics_request
      WHERE accepted_day BETWEEN $1::date AND $2::date AND request_to_accept_seconds IS NOT NULL
      GROUP BY 1`,
    [range.from, range.to, RESPONSE_BUCKET_EDGES.map(String)],
  );
  const counts = new Map(rows.map((row) => [Number(row.bucket), row.count]));
  return RESPONSE_BUCKET_EDGES.map((min, index) => ({
    label: labelOf(index),
    minMinutes: min,
    maxMinutes: RESPONSE_BUCKET_EDGES[index + 1] ?? null,
    count: counts.get(index + 1) ?? 0,
  }));
}
