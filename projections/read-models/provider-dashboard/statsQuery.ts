import type { Sql } from "../../../domain/ports/sql";
import { type Period, periodToDate } from "../shared/dubaiPeriods";
import { aed } from "../shared/rowValues";

/** GET /api/provider/dashboard-stats?period: the eight stat cards, from real data. */
export interface ProviderStats {
  period: Period;
  /** First UAE day of the period and today (inclusive). */
  from: string;
  to: string;
  /** Jobs that reached the provider (offers and direct assignments). */
  jobs: number;
  completedJobs: number;
  earningsAed: number;
  /** accepted / (accepted + declined + expired), 0..1; null without any answered offer. */
  acceptanceRate: number | null;
  /** Mean minutes from an offer reaching the provider to their accepting it. */
  meanResponseMinutes: number | null;
  /** Mean of the customers' ratings given in the period. */
  rating: number | null;
  ratingCount: number;
  /** Jobs accepted or in progress right now (not bound to the period). */
  activeJobs: number;
  /** completed / (completed + cancelled after acceptance), 0..1; null when none ended. */
  completionRate: number | null;
  /** Accepted jobs cancelled in the period. */
  cancellations: number;
}

interface StatsRow {
  offers: number;
  accepted: number;
  declined: number;
  expired: number;
  response_seconds_sum: number;
  completed: number;
  earnings: number;
  cancelled: number;
  rating_sum: number;
  rating_count: number;
  active_jobs: number;
}

export async function providerStats(
  sql: Sql,
  providerId: string,
  period: Period,
  now: Date,
): Promise<ProviderStats> {
  const range = periodToDate(period, now);
  const { rows } = await sql.query<StatsRow>(
    `SELECT coalesce(sum(offers), 0)::int AS offers, coalesce(sum(accepted), 0)::int AS accepted,
            coalesce(sum(declined), 0)::int AS declined, coalesce(sum(expired), 0)::int AS expired,
            coalesce(sum(response_seconds_sum), 0)::float8 AS response_seconds_sum,
            coalesce(sum(completed), 0)::int AS completed, coalesce(sum(earnings), 0)::float8 AS earnings,
            coalesce(sum(cancelled), 0)::int AS cancelled, coalesce(sum(rating_sum), 0)::int AS rating_sum,
            coalesce(sum(rating_count), 0)::int AS rating_count,
            (SELECT count(*)::int FROM rm.provider_dashboard_row
              WHERE provider_id = $1 AND status IN ('accepted', 'in-progress')) AS active_jobs
       FROM rm.provider_dashboard_daily
      WHERE provider_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [providerId, range.from, range.to],
  );
  const s = rows[0]!;
  const answered = s.accepted + s.declined + s.expired;
  const ended = s.completed + s.cancelled;
  return {
    period,
    from: range.from,
    to: range.to,
    jobs: s.offers,
    completedJobs: s.completed,
    earningsAed: aed(s.earnings),
    acceptanceRate: answered > 0 ? s.accepted / answered : null,
    meanResponseMinutes: s.accepted > 0 ? s.response_seconds_sum / s.accepted / 60 : null,
    rating: s.rating_count > 0 ? s.rating_sum / s.rating_count : null,
    ratingCount: s.rating_count,
    activeJobs: s.active_jobs,
    completionRate: ended > 0 ? s.completed / ended : null,
    cancellations: s.cancelled,
  };
}
