import type { LatLng } from "../../shared/geo";
import { i18n } from "../../shared/i18n";
import { routesMessages } from "./messages";
import type { RoadRoute, RouteLine } from "./routeTypes";

/** Minutes to drive the route, rounded up so we never promise earlier than the router. */
export function routeMinutes(route: RoadRoute): number {
  return Math.ceil(route.durationSeconds / 60);
}

export function routeKm(route: RoadRoute): number {
  return route.distanceMeters / 1000;
}

/**
 * A figure from the straight-line estimate says so ("approx. 4.2 km"); a router's figure is shown as
 * it is. In the current language: the screen calling it re-renders on a language change through
 * its own catalogue, and the routes catalogue is loaded with NavigateMenu, shown beside it.
 */
export function approx(text: string, approximate: boolean): string {
  return approximate ? i18n.t("approx", { ns: routesMessages.namespace, figure: text }) : text;
}

/** The route's line in the map's latitude-first points. */
export function routeLineOf(route: RoadRoute): RouteLine {
  return {
    points: route.line.map(([longitude, latitude]): LatLng => ({ latitude, longitude })),
    approximate: route.approximate,
  };
}
