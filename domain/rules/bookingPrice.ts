import { nowPriceForRank } from "./comparisonPrices";
import { scheduledPrice } from "./scheduleSurcharge";
import { startingPriceAed } from "./serviceTypes";

/** Spec §2.4 "Showing services within 10km radius": the captains the comparison list ranks, and so prices. */
export const COMPARISON_RADIUS_KM = 10;

export interface BookingPriceInput {
  readonly serviceType: string;
  /** The booked slot; null books now. */
  readonly scheduledAt: Date | null;
  /**
   * The chosen captain's place in the comparison ranking at the pickup (spec §9 score, online captains
   * offering the service within COMPARISON_RADIUS_KM), or null: nobody chosen (dispatch or the
   * emergency button asks the nearest), or the one chosen is not in that ranking.
   */
  readonly chosenProviderRank: number | null;
}

/**
 * What a booking costs, by spec §9, decided by the server and never taken from the client:
 * - scheduled: the starting price plus its weekend and off-hours surcharges, whoever is chosen
 *   ("Scheduled shows … providers at base price");
 * - now, with a ranked captain chosen: that rank's price (base − 10 for the first, then + 10 a rank);
 * - now otherwise: the starting price.
 */
export function bookingPriceAed(input: BookingPriceInput): number {
  if (input.scheduledAt !== null)
    return scheduledPrice({ baseAed: startingPriceAed(input.serviceType, "schedule"), at: input.scheduledAt })
      .totalAed;
  const base = startingPriceAed(input.serviceType, "quick-booking");
  return input.chosenProviderRank === null ? base : nowPriceForRank(base, input.chosenProviderRank);
}
