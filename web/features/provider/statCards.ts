import { formatRating } from "../../shared/format";

/** The server's ProviderStats, as far as the cards read it. */
export interface StatsInput {
  readonly jobs: number;
  readonly completedJobs: number;
  readonly acceptanceRate: number | null;
  readonly meanResponseMinutes: number | null;
  readonly rating: number | null;
  readonly ratingCount: number;
  readonly activeJobs: number;
  readonly completionRate: number | null;
  readonly cancellations: number;
}

export interface StatCard {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly hint: string;
}

const NONE = "—";

function percent(rate: number | null): string {
  return rate === null ? NONE : `${Math.round(rate * 100)}%`;
}

/**
 * The seven count and rate cards a captain needs (spec §2.10), from the period's figures; "—" where nothing
 * was measured yet. Earnings are not here: they come from the ledger (EarningsCard), not from estimated prices.
 */
export function statCards(stats: StatsInput): readonly StatCard[] {
  return [
    { key: "jobs", label: "Jobs", value: String(stats.jobs), hint: `${stats.completedJobs} completed` },
    {
      key: "acceptance",
      label: "Acceptance rate",
      value: percent(stats.acceptanceRate),
      hint: "Of offers answered or expired",
    },
    {
      key: "response",
      label: "Avg response time",
      value: stats.meanResponseMinutes === null ? NONE : `${stats.meanResponseMinutes.toFixed(1)} min`,
      hint: "From offer to accept",
    },
    {
      key: "rating",
      label: "Rating",
      value: stats.rating === null ? NONE : `${formatRating(stats.rating)} ★`,
      hint: `${stats.ratingCount} ${stats.ratingCount === 1 ? "rating" : "ratings"}`,
    },
    {
      key: "active",
      label: "Active jobs",
      value: String(stats.activeJobs),
      hint: "Accepted or in progress now",
    },
    {
      key: "completion",
      label: "Completion rate",
      value: percent(stats.completionRate),
      hint: "Of jobs you took that ended",
    },
    {
      key: "cancellations",
      label: "Cancellations",
      value: String(stats.cancellations),
      hint: "Accepted jobs cancelled",
    },
  ];
}
