import { distanceKm } from "../../../domain/rules/distance";
import type { LatLng } from "../../shared/geo";
import type { RoutePreference } from "./routeTypes";

/**
 * How far the start may move before the route is asked for again: a moving captain reports a
 * position every few seconds; re-routing on each would cost a request per ping for a line that
 * barely changes. 250 m is under a block in Dubai, and about 15 s at city speed.
 */
export const REROUTE_AFTER_KM = 0.25;
/** A destination that moved less than this is the same place (rounding, a re-sent pin). */
const SAME_PLACE_KM = 0.01;

export interface RouteAsk {
  readonly from: LatLng;
  readonly to: LatLng;
  readonly preference: RoutePreference;
}

/** Whether `next` needs a new route, given the one last asked for (null: none yet). */
export function needsNewRoute(last: RouteAsk | null, next: RouteAsk): boolean {
  if (!last) return true;
  return (
    last.preference !== next.preference ||
    distanceKm(last.to, next.to) > SAME_PLACE_KM ||
    distanceKm(last.from, next.from) > REROUTE_AFTER_KM
  );
}
