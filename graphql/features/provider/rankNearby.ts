import { rankedListings } from "../../../command-api/pricing/rankedListings";
import { type BookingMode, comparisonPriceAed } from "../../../domain/rules/comparisonPrices";
import { etaMinutes } from "../../../domain/rules/eta";
import { startingPriceAed } from "../../../domain/rules/serviceTypes";
import type { ProviderListing } from "../../../projections/read-models/provider-directory/queries";
import type { RankedProvider } from "./providerTypes";

/**
 * The directory's providers near a point, ranked and priced by the spec's rules (domain/rules), with
 * the ranking a booking is priced by (command-api/pricing).
 */
export function rankNearby(
  listings: readonly ProviderListing[],
  serviceType: string,
  mode: BookingMode,
): RankedProvider[] {
  const base = startingPriceAed(serviceType, mode === "now" ? "quick-booking" : "schedule");
  return rankedListings(listings).map((entry) => ({
    provider: entry.provider.listing,
    rank: entry.rank,
    score: entry.score,
    distanceKm: entry.distanceKm,
    etaMinutes: etaMinutes(entry.distanceKm),
    rating: entry.rating,
    responseTimeMinutes: entry.responseTimeMin,
    badges: [...entry.badges],
    rankBadge: entry.rankBadge,
    isHighlighted: entry.isHighlighted,
    isTopRated: entry.isTopRated,
    isNearest: entry.isNearest,
    isFastest: entry.isFastest,
    comparisonPrice: comparisonPriceAed({ mode, baseAed: base, rank: entry.rank }),
  }));
}
