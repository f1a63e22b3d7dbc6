/** How many providers the comparison list shows, per booking mode (spec §9). */
export const NOW_COMPARISON_LIMIT = 5;
export const SCHEDULE_COMPARISON_LIMIT = 4;

/** "Now" prices: the best-ranked provider is 10 under base, then each rank adds 10 (spec §9). */
export const FIRST_RANK_DISCOUNT_AED = 10;
export const RANK_PRICE_STEP_AED = 10;
/** No "now" price goes more than 20 under base (spec §9). */
export const MAX_RANK_DISCOUNT_AED = 20;

/** The provider selection panel's two modes (spec §2.6). */
export type BookingMode = "now" | "schedule";

function requireRank(rank: number): void {
  if (!Number.isInteger(rank) || rank < 1) throw new RangeError(`rank must be an integer ≥ 1, got ${rank}`);
}

function requireBase(baseAed: number): void {
  if (!Number.isFinite(baseAed) || baseAed < 0) {
    throw new RangeError(`baseAed must be a finite amount ≥ 0, got ${baseAed}`);
  }
}

/**
 * Price of the rank-th provider for an immediate booking: base − 10, base, base + 10, base + 20, …
 * The floor at base − 20 cannot bind for rank ≥ 1 under this formula; it is kept so a future change
 * to the discount cannot undercut the spec's floor unnoticed.
 */
export function nowPriceForRank(baseAed: number, rank: number): number {
  requireBase(baseAed);
  requireRank(rank);
  const price = baseAed - FIRST_RANK_DISCOUNT_AED + (rank - 1) * RANK_PRICE_STEP_AED;
  return Math.max(baseAed - MAX_RANK_DISCOUNT_AED, price);
}

/** Price shown next to a provider in the comparison list; scheduled bookings are all at base. */
export function comparisonPriceAed(input: { mode: BookingMode; baseAed: number; rank: number }): number {
  if (input.mode === "now") return nowPriceForRank(input.baseAed, input.rank);
  requireBase(input.baseAed);
  requireRank(input.rank);
  return input.baseAed;
}

export interface ComparisonOffer<T> {
  readonly provider: T;
  readonly rank: number;
  readonly priceAed: number;
}

/** The comparison list: the first providers of an already ranked list, cut to the mode's limit, priced. */
export function comparisonOffers<T>(input: {
  mode: BookingMode;
  baseAed: number;
  rankedProviders: readonly T[];
}): ComparisonOffer<T>[] {
  const limit = input.mode === "now" ? NOW_COMPARISON_LIMIT : SCHEDULE_COMPARISON_LIMIT;
  return input.rankedProviders.slice(0, limit).map((provider, index) => ({
    provider,
    rank: index + 1,
    priceAed: comparisonPriceAed({ mode: input.mode, baseAed: input.baseAed, rank: index + 1 }),
  }));
}
