import type { LatLng } from "../../shared/geo";

/** What a route may favour; a server offers "shortest" only when a routing server is configured. */
export type RoutePreference = "fastest" | "shortest";
export const ROUTE_PREFERENCES: readonly RoutePreference[] = ["fastest", "shortest"];

/** GET /api/routes's answer (the server's Route). */
export interface RoadRoute {
  readonly distanceMeters: number;
  readonly durationSeconds: number;
  /** [longitude, latitude] pairs from start to end. */
  readonly line: readonly (readonly [number, number])[];
  /** The straight-line estimate: its figures are shown as "approx.". */
  readonly approximate: boolean;
  readonly source: "osrm" | "valhalla" | "straight-line";
}

/** A route line as the map draws it. */
export interface RouteLine {
  readonly points: readonly LatLng[];
  readonly approximate: boolean;
}
