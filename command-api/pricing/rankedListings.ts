import { MAP_RANKING_DEFAULTS, type RankedProvider, rankProviders } from "../../domain/rules/rankProviders";
import type { ProviderListing } from "../../projections/read-models/provider-directory/queries";

export interface RankableListing {
  id: string;
  rating: number | null;
  distanceKm: number | null;
  responseTimeMin: number;
  listing: ProviderListing;
}

/**
 * The directory's providers ranked by the spec §9 score, as the comparison list shows them and as a
 * booking is priced: the measured response time counts once there is one, the declared one until then.
 * One function for both, so the price a customer is shown is the price the booking is given.
 */
export function rankedListings(listings: readonly ProviderListing[]): RankedProvider<RankableListing>[] {
  return rankProviders(
    listings.map((listing) => ({
      id: listing.id,
      rating: listing.rating,
      distanceKm: listing.distanceKm,
      responseTimeMin: listing.measuredResponseMinutes ?? listing.responseTimeMinutes,
      listing,
    })),
    MAP_RANKING_DEFAULTS,
  );
}
