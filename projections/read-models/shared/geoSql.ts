import { EARTH_RADIUS_KM } from "../../../domain/rules/distance";

/** Kilometres per degree of latitude on the product's sphere (2πR / 360). */
const KM_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_KM) / 360;

export interface SqlPoint {
  latitude: string;
  longitude: string;
}

/**
 * Great-circle km between two points as SQL, by the haversine formula the domain uses
 * (domain/rules/distance.ts), so a distance in a list matches the one the client computes.
 */
export function haversineKmSql(from: SqlPoint, to: SqlPoint): string {
  return `(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${to.latitude} - ${from.latitude}) / 2), 2) +
    cos(radians(${from.latitude})) * cos(radians(${to.latitude})) *
    power(sin(radians(${to.longitude} - ${from.longitude}) / 2), 2)))))`;
}

/**
 * A latitude/longitude box that contains the circle, as a cheap prefilter an index can serve before
 * the exact haversine test. Longitude degrees shrink with cos(latitude); the UAE is far from the poles.
 */
export function boundingBoxSql(point: SqlPoint, center: SqlPoint, radiusKm: string): string {
  return `(${point.latitude} BETWEEN ${center.latitude} - ${radiusKm} / ${KM_PER_DEGREE}
                              AND ${center.latitude} + ${radiusKm} / ${KM_PER_DEGREE}
       AND ${point.longitude} BETWEEN ${center.longitude} - ${radiusKm} / (${KM_PER_DEGREE} * cos(radians(${center.latitude})))
                               AND ${center.longitude} + ${radiusKm} / (${KM_PER_DEGREE} * cos(radians(${center.latitude}))))`;
}

export interface NearPoint {
  latitude: number;
  longitude: number;
  /** Only what lies within this many km; every distance when absent. */
  radiusKm?: number;
}

export function assertNearPoint(near: NearPoint): void {
  const { latitude, longitude, radiusKm } = near;
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw new RangeError(`latitude must be between -90 and 90, got ${latitude}`);
  }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new RangeError(`longitude must be between -180 and 180, got ${longitude}`);
  }
  if (radiusKm !== undefined && (!Number.isFinite(radiusKm) || radiusKm <= 0 || radiusKm > 1000)) {
    throw new RangeError(`radiusKm must be above 0 and at most 1000, got ${radiusKm}`);
  }
}
