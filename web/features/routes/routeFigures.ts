import type { LatLng } from "../../shared/geo";
import type { RoadRoute, RouteLine } from "./routeTypes";

/** Minutes to drive the route, rounded up so we never promise earlier than the router. */
export function routeMinutes(route: RoadRoute): number {
  return Math.ceil(route.durationSeconds / 60);
}

export function routeKm(route: RoadRoute): number {
  return route.distanceMeters / 1000;
}

/** A figure from the straight-line estimate says so; a router's figure is shown as it is. */
export function approx(text: string, approximate: boolean): string {
  return approximate ? `approx. ${text}` : text;
}

/** The route's line in the map's latitude-first points. */
export function routeLineOf(route: RoadRoute): RouteLine {
  return {
    points: route.line.map(([longitude, latitude]): LatLng => ({ latitude, longitude })),
    approximate: route.approximate,
  };
}
