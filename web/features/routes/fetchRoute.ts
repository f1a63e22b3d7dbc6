import { apiRequest } from "../../shared/api";
import type { LatLng } from "../../shared/geo";
import type { RoadRoute, RoutePreference } from "./routeTypes";

const pair = (point: LatLng) => `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`;

/** GET /api/routes; throws the API's error (a 400 names the field) or ServerUnreachableError. */
export async function fetchRoute(
  from: LatLng,
  to: LatLng,
  preference: RoutePreference,
  signal?: AbortSignal,
): Promise<RoadRoute> {
  const query = new URLSearchParams({ from: pair(from), to: pair(to), preference });
  return apiRequest<RoadRoute>("GET", `/api/routes?${query}`, undefined, signal ? { signal } : {});
}
