/** The map and the quick panel estimate 2 minutes per km (spec §9). */
export const ETA_MINUTES_PER_KM = 2;

/**
 * Minutes to arrive over a distance, rounded up so we never promise earlier than the estimate.
 * Throws on a negative or non-finite distance: that is a bug upstream, not a customer-facing case.
 */
export function etaMinutes(distanceKm: number): number {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) {
    throw new RangeError(`distanceKm must be a finite number ≥ 0, got ${distanceKm}`);
  }
  return Math.ceil(distanceKm * ETA_MINUTES_PER_KM);
}
