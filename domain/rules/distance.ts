/** A point on Earth in decimal degrees (WGS84), as the map and the requests carry it. */
export interface LatLng {
  readonly latitude: number;
  readonly longitude: number;
}

/** Mean Earth radius the product uses for every distance (spec §9). */
export const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km by the haversine formula. A sphere is off from the ellipsoid by under
 * 0.5 %, far below what matters for ETAs and ranking inside the UAE.
 */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  // min(1, …) keeps rounding error from pushing asin out of its domain for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
