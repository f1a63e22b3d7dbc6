import { filsToAed } from "../../domain/money/fils";
import { type PriceLine, quoteLines, totalsOf } from "../../domain/money/priceLines";
import type { Sql } from "../../domain/ports/sql";
import { COMPARISON_RADIUS_KM } from "../../domain/rules/bookingPrice";
import type { ServiceType } from "../../domain/shared/values";
import { onlineProviders } from "../../projections/read-models/provider-directory/queries";
import { rankedListings } from "./rankedListings";

/** The directory query's own bound; ranking needs every candidate in the radius, not just the first page. */
export const RANKING_CANDIDATES = 500;

export interface BookingToPrice {
  serviceType: ServiceType;
  pickup: { latitude: number; longitude: number };
  /** The captain the customer chose, or null. */
  providerId: string | null;
  /** ISO time of the slot, or null for now. */
  scheduledAt: string | null;
  /** Today's UAE date (uaeToday): only captains who may work today are ranked. */
  today: string;
}

/**
 * The chosen captain's rank in the comparison list at the pickup, computed as providersNear computes
 * it, or null (nobody chosen, a scheduled slot, or a captain outside the ranking).
 */
async function chosenProviderRank(sql: Sql, booking: BookingToPrice): Promise<number | null> {
  if (booking.scheduledAt !== null || booking.providerId === null) return null;
  const listings = await onlineProviders(sql, {
    today: booking.today,
    serviceType: booking.serviceType,
    near: { ...booking.pickup, radiusKm: COMPARISON_RADIUS_KM },
    limit: RANKING_CANDIDATES,
  });
  return rankedListings(listings).find((entry) => entry.provider.id === booking.providerId)?.rank ?? null;
}

/**
 * The server's lines for a booking (spec §9), the only price a booking is given: REST, GraphQL, the
 * seed and the simulator all call this, and whatever figure a client sent is not used.
 */
export async function quoteBooking(sql: Sql, booking: BookingToPrice): Promise<PriceLine[]> {
  return quoteLines({
    serviceType: booking.serviceType,
    scheduledAt: booking.scheduledAt === null ? null : new Date(booking.scheduledAt),
    chosenProviderRank: await chosenProviderRank(sql, booking),
  });
}

/** The lines' VAT-inclusive total in AED: what the request's estimatedPrice says. */
export function totalAedOf(lines: readonly PriceLine[]): number {
  return filsToAed(totalsOf(lines).grossFils);
}
