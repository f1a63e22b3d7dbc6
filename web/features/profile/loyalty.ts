import type { ActivityRequest } from "./profileQueries";

/**
 * Loyalty from the customer's real requests. The spec's figures (1250 points, 47 rides, 98%) were
 * samples; these are counted from myRequests. The server keeps no points ledger, so the earning rule
 * lives here: every completed service earns the same points.
 */
export const POINTS_PER_COMPLETED_SERVICE = 25;

/** Spec §2.7 rewards and tier. */
export const REWARDS = [
  { name: "Premium Support", points: 500 },
  { name: "Free Service", points: 1000 },
] as const;
export const GOLD_TIER_POINTS = 1500;

export interface ActivitySummary {
  readonly requests: number;
  readonly completed: number;
  readonly cancelled: number;
  /** Completed of those that ended (completed or cancelled), as a whole percent; null before any ended. */
  readonly successPercent: number | null;
  readonly points: number;
  readonly pointsToGold: number;
  readonly spentAed: number;
}

export function activitySummary(
  requests: readonly Pick<ActivityRequest, "status" | "finalPrice">[],
): ActivitySummary {
  const completed = requests.filter((r) => r.status === "COMPLETED");
  const cancelled = requests.filter((r) => r.status === "CANCELLED").length;
  const ended = completed.length + cancelled;
  const points = completed.length * POINTS_PER_COMPLETED_SERVICE;
  return {
    requests: requests.length,
    completed: completed.length,
    cancelled,
    successPercent: ended === 0 ? null : Math.round((completed.length / ended) * 100),
    points,
    pointsToGold: Math.max(0, GOLD_TIER_POINTS - points),
    spentAed: completed.reduce((sum, r) => sum + (r.finalPrice ?? 0), 0),
  };
}
