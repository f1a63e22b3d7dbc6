import { useMemo } from "react";
import {
  jobLegs,
  type RoadRoute,
  type RouteLine,
  type RoutePreference,
  routeLineOf,
  useRoute,
} from "../routes";
import type { TrackedRequest } from "./useTrackedRequest";

export interface TrackedRoute {
  /** The captain's road to the pickup; null until known. */
  readonly toPickup: RoadRoute | null;
  /** The legs to draw: captain → pickup, then pickup → destination for a tow. */
  readonly lines: readonly RouteLine[];
}

/** Routes the tracked request's legs while it is under way (web/features/routes). */
export function useTrackedRoute(request: TrackedRequest | null, preference: RoutePreference): TrackedRoute {
  const legs = jobLegs(
    request
      ? {
          status: request.status,
          pickup: { latitude: request.pickupLatitude, longitude: request.pickupLongitude },
          destination:
            request.destinationLatitude != null && request.destinationLongitude != null
              ? { latitude: request.destinationLatitude, longitude: request.destinationLongitude }
              : null,
          captain: request.tracking
            ? { latitude: request.tracking.providerLatitude, longitude: request.tracking.providerLongitude }
            : null,
        }
      : null,
  );
  const toPickup = useRoute(legs.toPickup?.from ?? null, legs.toPickup?.to ?? null, preference).route;
  const toDestination = useRoute(
    legs.toDestination?.from ?? null,
    legs.toDestination?.to ?? null,
    preference,
  ).route;
  const lines = useMemo(
    () => [toPickup, toDestination].filter((r) => r !== null).map(routeLineOf),
    [toPickup, toDestination],
  );
  return { toPickup, lines };
}
