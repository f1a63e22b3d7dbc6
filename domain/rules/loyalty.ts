/**
 * Loyalty (spec §2.7). The spec's figures (1250 points, 47 rides, 98 %) were samples; these rules
 * turn a customer's real counts into points and a tier. Every completed service earns the same.
 */
export const POINTS_PER_COMPLETED_SERVICE = 25;
export const GOLD_TIER_POINTS = 1500;

/** Spec §2.7 rewards, cheapest first. */
export const REWARDS = [
  { name: "Premium Support", points: 500 },
  { name: "Free Service", points: 1000 },
] as const;

export interface RequestCounts {
  readonly requests: number;
  readonly completed: number;
  readonly cancelled: number;
  /** Final prices of the completed services, in AED. */
  readonly spentAed: number;
}

export interface CustomerActivity extends RequestCounts {
  /** Completed of those that ended (completed or cancelled), as a whole percent; null before any ended. */
  readonly successPercent: number | null;
  readonly points: number;
  readonly pointsToGold: number;
}

export function customerActivity(counts: RequestCounts): CustomerActivity {
  const ended = counts.completed + counts.cancelled;
  const points = counts.completed * POINTS_PER_COMPLETED_SERVICE;
  return {
    ...counts,
    successPercent: ended === 0 ? null : Math.round((counts.completed / ended) * 100),
    points,
    pointsToGold: Math.max(0, GOLD_TIER_POINTS - points),
  };
}
