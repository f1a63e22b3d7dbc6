import type { Route, Router } from "../ports/router";
import { distanceKm, type LatLng } from "./distance";
import { ETA_MINUTES_PER_KM } from "./eta";

/**
 * Road distance ÷ straight-line distance assumed when no router is configured. Circuity studies of
 * road networks (Ballou, Rahardja & Sakai 2002, "Selected country circuity factors for road travel
 * distance estimation") find 1.2–1.4 for most countries; UAE cities sit in that range: a grid of
 * highways whose interchanges, service roads and U-turn slots add length to short trips, while
 * long inter-emirate trips run on straight motorways. 1.3 is the middle of that band. It is a
 * constant, not a setting: change it here, with its reason, when measured against a real router.
 */
export const ROAD_DETOUR_FACTOR = 1.3;

/**
 * Average speed on the estimated road distance, in km/h. Chosen so that the estimate keeps the
 * spec's 2 minutes per straight-line km (§9): 1.3 road km every 2 minutes is 39 km/h, a fair urban
 * average with lights and junctions, so screens agree whether or not a router is configured.
 */
export const ESTIMATE_AVERAGE_SPEED_KMH = (ROAD_DETOUR_FACTOR * 60) / ETA_MINUTES_PER_KM;

/**
 * The offline route: the straight line × the detour factor at the average speed, drawn as the two
 * points. Marked approximate, so screens say "approx." beside its figures.
 */
export function estimateRoute(from: LatLng, to: LatLng): Route {
  for (const [name, point] of [
    ["from", from],
    ["to", to],
  ] as const) {
    if (!isValidPoint(point)) {
      throw new RangeError(`${name} must be a latitude in [-90, 90] and a longitude in [-180, 180]`);
    }
  }
  const roadKm = distanceKm(from, to) * ROAD_DETOUR_FACTOR;
  return {
    distanceMeters: Math.round(roadKm * 1000),
    durationSeconds: Math.round((roadKm / ESTIMATE_AVERAGE_SPEED_KMH) * 3600),
    line: [
      [from.longitude, from.latitude],
      [to.longitude, to.latitude],
    ],
    approximate: true,
    source: "straight-line",
  };
}

function isValidPoint(point: LatLng): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/**
 * The offline default Router (no ROUTER_URL): the estimate, which cannot tell fastest from shortest.
 * Pure, so it lives here; the real adapters in infra/routing fall back to `estimateRoute`.
 */
export const straightLineRouter: Router = {
  preferences: ["fastest"],
  async route(query) {
    return estimateRoute(query.from, query.to);
  },
};
