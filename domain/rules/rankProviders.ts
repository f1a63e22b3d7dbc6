import { MAX_RATING } from "./reviewRules";

/** What ranking needs from a provider; missing or unusable figures fall back to the caller's defaults. */
export interface RankableProvider {
  readonly id: string;
  readonly rating?: number | null;
  readonly distanceKm?: number | null;
  readonly responseTimeMin?: number | null;
}

/** The figures assumed for a provider that does not report them. */
export interface RankingDefaults {
  readonly rating: number;
  readonly distanceKm: number;
  readonly responseTimeMin: number;
}

/** Defaults of the map's provider markers (spec §3 Provider: rating 4.5, response 10 min, distance 2.3 km). */
export const MAP_RANKING_DEFAULTS: RankingDefaults = { rating: 4.5, distanceKm: 2.3, responseTimeMin: 10 };
/** Defaults of the booking flow (spec §3 Provider: rating 4.8 and response 8 min in booking, distance 2.3 km). */
export const BOOKING_RANKING_DEFAULTS: RankingDefaults = { rating: 4.8, distanceKm: 2.3, responseTimeMin: 8 };

/** Weights of the score (spec §9): rating and proximity count double the response time. */
export const SCORE_WEIGHTS = { rating: 0.4, proximity: 0.4, responsiveness: 0.2 } as const;
/** Added to the distance so a provider at 0 km gets a large but finite proximity term. */
export const DISTANCE_SOFTENING_KM = 0.1;
/** Ranks 1..3 get highlighted markers and a rank badge (spec §9). */
export const HIGHLIGHTED_RANK_COUNT = 3;

export type ProviderBadge = "Top Rated" | "Nearest" | "Fastest";
export const RANK_BADGES = ["#1 Best", "#2 Fast", "#3 Near"] as const;
export type RankBadge = (typeof RANK_BADGES)[number];

export interface ScoreInputs {
  readonly rating: number;
  readonly distanceKm: number;
  readonly responseTimeMin: number;
}

/** rating/5 × 0.4 + 1/(distance + 0.1) × 0.4 + 1/responseTime × 0.2; higher is better (spec §9). */
export function providerScore(inputs: ScoreInputs): number {
  return (
    (inputs.rating / MAX_RATING) * SCORE_WEIGHTS.rating +
    (1 / (inputs.distanceKm + DISTANCE_SOFTENING_KM)) * SCORE_WEIGHTS.proximity +
    (1 / inputs.responseTimeMin) * SCORE_WEIGHTS.responsiveness
  );
}

/*
 * A figure is used only when it makes sense for the formula; otherwise the default applies.
 * A rating of 0 means "not rated yet" (the client treated it as missing), a response time of 0 would
 * divide by zero, and a negative distance is a data error.
 */
const isNumber = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);
const isUsableRating = (value: number | null | undefined): value is number =>
  isNumber(value) && value > 0 && value <= MAX_RATING;
const isUsableDistance = (value: number | null | undefined): value is number => isNumber(value) && value >= 0;
const isUsableResponseTime = (value: number | null | undefined): value is number =>
  isNumber(value) && value > 0;

export function resolveScoreInputs(provider: RankableProvider, defaults: RankingDefaults): ScoreInputs {
  return {
    rating: isUsableRating(provider.rating) ? provider.rating : defaults.rating,
    distanceKm: isUsableDistance(provider.distanceKm) ? provider.distanceKm : defaults.distanceKm,
    responseTimeMin: isUsableResponseTime(provider.responseTimeMin)
      ? provider.responseTimeMin
      : defaults.responseTimeMin,
  };
}

export interface RankedProvider<T extends RankableProvider> extends ScoreInputs {
  readonly provider: T;
  /** 1 is best. */
  readonly rank: number;
  readonly score: number;
  readonly isTopRated: boolean;
  readonly isNearest: boolean;
  readonly isFastest: boolean;
  readonly badges: readonly ProviderBadge[];
  readonly rankBadge: RankBadge | null;
  readonly isHighlighted: boolean;
}

/** Plain code-unit order: the same on every host, unlike localeCompare. */
const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The one provider with the smallest figure; on a tie the better-ranked one, so exactly one badge. */
function indexOfSmallest(values: readonly number[]): number {
  let best = 0;
  for (let index = 1; index < values.length; index++) {
    if ((values[index] ?? Number.POSITIVE_INFINITY) < (values[best] ?? Number.POSITIVE_INFINITY))
      best = index;
  }
  return best;
}

/**
 * Orders providers by score, best first, ties broken by id ascending so the order never depends on
 * the input order. "Top Rated" goes to rank 1 (the spec names the badge, not the highest rating);
 * "Nearest" and "Fastest" go to the smallest resolved distance and response time.
 */
export function rankProviders<T extends RankableProvider>(
  providers: readonly T[],
  defaults: RankingDefaults,
): RankedProvider<T>[] {
  const usableDefaults =
    isUsableRating(defaults.rating) &&
    isUsableDistance(defaults.distanceKm) &&
    isUsableResponseTime(defaults.responseTimeMin);
  if (!usableDefaults) {
    // Unusable defaults would give NaN or infinite scores and an arbitrary order.
    throw new RangeError(`ranking defaults must be usable figures, got ${JSON.stringify(defaults)}`);
  }
  const scored = providers
    .map((provider) => {
      const inputs = resolveScoreInputs(provider, defaults);
      return { provider, inputs, score: providerScore(inputs) };
    })
    .sort((a, b) => b.score - a.score || byId(a.provider.id, b.provider.id));

  const nearest = indexOfSmallest(scored.map((entry) => entry.inputs.distanceKm));
  const fastest = indexOfSmallest(scored.map((entry) => entry.inputs.responseTimeMin));

  return scored.map(({ provider, inputs, score }, index) => {
    const rank = index + 1;
    const isTopRated = rank === 1;
    const isNearest = index === nearest;
    const isFastest = index === fastest;
    const badges: ProviderBadge[] = [];
    if (isTopRated) badges.push("Top Rated");
    if (isNearest) badges.push("Nearest");
    if (isFastest) badges.push("Fastest");
    return {
      provider,
      rank,
      score,
      ...inputs,
      isTopRated,
      isNearest,
      isFastest,
      badges,
      rankBadge: RANK_BADGES[index] ?? null,
      isHighlighted: rank <= HIGHLIGHTED_RANK_COUNT,
    };
  });
}
