import type { Sql } from "../../domain/ports/sql";
import { bookingPriceAed, COMPARISON_RADIUS_KM } from "../../domain/rules/bookingPrice";
import { onlineProviders } from "../../projections/read-models/provider-directory/queries";
import { rankedListings } from "./rankedListings";

/** The directory query's own bound; ranking needs every candidate in the radius, not just the first page. */
export const RANKING_CANDIDATES = 500;

export interface BookingToPrice {
  serviceType: string;
  pickup: { latitude: number; longitude: number };
  /** The captain the customer chose, or null. */
  providerId: string | null;
  /** ISO time of the slot, or null for now. */
  scheduledAt: string | null;
  /** Today's UAE date (uaeToday): only captains who may work today are ranked. */
  today: string;
}

/**
 * The server's price for a booking (spec §9), the only one a booking is given: REST and GraphQL both
 * call this, and whatever figure the client sent is not used. A captain chosen for "now" is priced by
 * their rank in the comparison list at the pickup, computed here as providersNear computes it.
 */
export async function quoteBooking(sql: Sql, booking: BookingToPrice): Promise<number> {
  const scheduledAt = booking.scheduledAt === null ? null : new Date(booking.scheduledAt);
  let chosenProviderRank: number | null = null;
  if (scheduledAt === null && booking.providerId !== null) {
    const listings = await onlineProviders(sql, {
      today: booking.today,
      serviceType: booking.serviceType,
      near: { ...booking.pickup, radiusKm: COMPARISON_RADIUS_KM },
      limit: RANKING_CANDIDATES,
    });
    chosenProviderRank =
      rankedListings(listings).find((entry) => entry.provider.id === booking.providerId)?.rank ?? null;
  }
  return bookingPriceAed({ serviceType: booking.serviceType, scheduledAt, chosenProviderRank });
}
