import { formatNumber, formatRating } from "../../shared/format";
import type { ProviderT } from "./messages";

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
  return rate === null ? NONE : formatNumber(rate, { style: "percent", maximumFractionDigits: 0 });
}

/**
 * The seven count and rate cards a captain needs (spec §2.10), from the period's figures; "—" where nothing
 * was measured yet. Earnings are not here: they come from the ledger (EarningsCard), not from estimated prices.
 */
export function statCards(t: ProviderT, stats: StatsInput): readonly StatCard[] {
  return [
    {
      key: "jobs",
      label: t("stats.jobs"),
      value: formatNumber(stats.jobs),
      hint: t("stats.completed", { count: stats.completedJobs }),
    },
    {
      key: "acceptance",
      label: t("stats.acceptance"),
      value: percent(stats.acceptanceRate),
      hint: t("stats.acceptanceHint"),
    },
    {
      key: "response",
      label: t("stats.response"),
      value:
        stats.meanResponseMinutes === null
          ? NONE
          : t("stats.responseValue", {
              minutes: formatNumber(stats.meanResponseMinutes, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
            }),
      hint: t("stats.responseHint"),
    },
    {
      key: "rating",
      label: t("stats.rating"),
      value: stats.rating === null ? NONE : `${formatRating(stats.rating)} ★`,
      hint: t("stats.ratings", { count: stats.ratingCount }),
    },
    {
      key: "active",
      label: t("stats.active"),
      value: formatNumber(stats.activeJobs),
      hint: t("stats.activeHint"),
    },
    {
      key: "completion",
      label: t("stats.completion"),
      value: percent(stats.completionRate),
      hint: t("stats.completionHint"),
    },
    {
      key: "cancellations",
      label: t("stats.cancellations"),
      value: formatNumber(stats.cancellations),
      hint: t("stats.cancellationsHint"),
    },
  ];
}
