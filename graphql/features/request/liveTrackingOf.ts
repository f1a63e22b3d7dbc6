import { liveTracking, type TimedPosition } from "../../../domain/rules/liveTracking";
import { routeEnds } from "../../../projections/read-models/request-route/queries";
import type { GraphqlServices } from "../../context/graphqlServices";
import type { LiveTrackingView } from "./trackingTypes";

const UNDER_WAY = new Set(["accepted", "in-progress"]);

/** What live tracking needs of a request. */
export interface TrackedRequest {
  id: string;
  status: string;
  providerId: string | null;
  pickupLatitude: number;
  pickupLongitude: number;
}

/**
 * The captain's progress towards the pickup while the job is under way, from their latest reported
 * position (or the route's latest point) and the route's first point; null otherwise. Shared by the
 * request's own `tracking` field and the public family-share view.
 */
export async function liveTrackingOf(
  services: Pick<GraphqlServices, "sql" | "livePositions">,
  request: TrackedRequest,
): Promise<LiveTrackingView | null> {
  if (!UNDER_WAY.has(request.status) || request.providerId === null) return null;
  const ends = await routeEnds(services.sql, request.id);
  const live = services.livePositions.of(request.providerId);
  const last: TimedPosition | null = ends ? { ...ends.last, at: ends.last.recordedAt } : null;
  const current = live ?? last;
  if (!current) return null;
  const tracking = liveTracking({
    pickup: { latitude: request.pickupLatitude, longitude: request.pickupLongitude },
    current,
    previous: live ? last : null,
    start: ends?.first ?? null,
  });
  return {
    remainingKm: tracking.remainingKm,
    etaMinutes: tracking.etaMinutes,
    speedKmh: tracking.speedKmh,
    progressPercent: tracking.progressPercent,
    status: tracking.status.label,
    phase: tracking.status.phase,
    color: tracking.status.color,
    providerLatitude: current.latitude,
    providerLongitude: current.longitude,
    positionAt: current.at,
  };
}
