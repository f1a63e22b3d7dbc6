import { distanceKm, type LatLng } from "../rules/distance";
import { MAP_RANKING_DEFAULTS, rankProviders } from "../rules/rankProviders";
import type { DispatchRequest } from "./dispatchRequest";

/** An online provider as dispatch sees one: where they are now and what they can take. */
export interface DispatchCandidate {
  providerId: string;
  latitude: number;
  longitude: number;
  services: readonly string[];
  /** Mean customer rating; null before the first one (the ranking default applies). */
  rating: number | null;
  /** Measured minutes from accept to start, else the declared ones; null when unknown. */
  responseTimeMin: number | null;
  /** On a job already (accepted or in progress): never offered another, so nobody is double-booked. */
  busy: boolean;
  /** Towing trucks; only towing requests read them. */
  trucks: readonly { compatibleVehicles: readonly string[]; isAvailable: boolean }[];
}

export interface RankedCandidate {
  providerId: string;
  distanceKm: number;
  score: number;
}

/** Can this provider do this job at all (service, free, equipment), whatever the distance? */
export function canTake(candidate: DispatchCandidate, request: DispatchRequest): boolean {
  if (candidate.busy || !candidate.services.includes(request.serviceType)) return false;
  if (request.serviceType !== "towing") return true;
  // A towing job needs a truck that is free and can carry the customer's vehicle (any truck when the type is unknown).
  return candidate.trucks.some(
    (truck) =>
      truck.isAvailable &&
      (request.vehicleType === null || truck.compatibleVehicles.includes(request.vehicleType)),
  );
}

/**
 * The providers who may be offered the job within `radiusKm` of the pickup, best first by the spec §9
 * score (rating, proximity, responsiveness). `excluded` are those who already had an offer for it.
 */
export function rankCandidates(
  request: DispatchRequest,
  candidates: readonly DispatchCandidate[],
  radiusKm: number,
  excluded: ReadonlySet<string>,
): RankedCandidate[] {
  const pickup: LatLng = request.pickup;
  const eligible = [];
  for (const candidate of candidates) {
    if (excluded.has(candidate.providerId) || !canTake(candidate, request)) continue;
    const km = distanceKm(pickup, candidate);
    if (km <= radiusKm)
      eligible.push({
        id: candidate.providerId,
        rating: candidate.rating,
        distanceKm: km,
        responseTimeMin: candidate.responseTimeMin,
      });
  }
  return rankProviders(eligible, MAP_RANKING_DEFAULTS).map((ranked) => ({
    providerId: ranked.provider.id,
    distanceKm: ranked.distanceKm,
    score: ranked.score,
  }));
}
