import { type RoadRoute, routeKm, routeMinutes } from "../routes";
import type { LiveTracking } from "./useTrackedRequest";

export interface TrackingFigures {
  readonly km: number;
  readonly minutes: number;
  /** Shown as "approx.": no routing server's answer behind the figures. */
  readonly approximate: boolean;
}

/**
 * Distance and ETA to the pickup as the customer sees them: a routing server's road figures when
 * one answered; otherwise the server's own tracking figures (straight line, the captain's measured
 * speed), which are estimates as well and say so.
 */
export function trackingFigures(tracking: LiveTracking, route: RoadRoute | null): TrackingFigures {
  if (route && !route.approximate)
    return { km: routeKm(route), minutes: routeMinutes(route), approximate: false };
  return { km: tracking.remainingKm, minutes: tracking.etaMinutes, approximate: true };
}
