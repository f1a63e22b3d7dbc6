import { apiRequest } from "../../shared/api";
import type { LatLng } from "../../shared/geo";
import type { RoadRoute, RoutePreference } from "./routeTypes";

const pair = (point: LatLng) => `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`;

/**
 * Answers (and questions in flight) by URL for a short while: the map's card, the tracking panel
 * and its dialog follow the same captain and would otherwise each ask for the same route.
 */
const recent = new Map<string, { at: number; answer: Promise<RoadRoute> }>();
const REUSE_MS = 30_000;
const REMEMBERED = 32;

/** GET /api/routes; throws the API's error (a 400 names the field) or ServerUnreachableError. */
export function fetchRoute(from: LatLng, to: LatLng, preference: RoutePreference): Promise<RoadRoute> {
  const query = new URLSearchParams({ from: pair(from), to: pair(to), preference });
  const url = `/api/routes?${query}`;
  const now = Date.now();
  const known = recent.get(url);
  if (known && now - known.at < REUSE_MS) return known.answer;
  const answer = apiRequest<RoadRoute>("GET", url);
  recent.set(url, { at: now, answer });
  // A failure is not remembered: the next ask tries again.
  answer.catch(() => recent.delete(url));
  if (recent.size > REMEMBERED) recent.delete(recent.keys().next().value as string);
  return answer;
}
