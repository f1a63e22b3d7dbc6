import type { LatLng } from "../rules/distance";

/** What the customer asked the route to favour; only preferences the configured router honours are offered. */
export type RoutePreference = "fastest" | "shortest";

/** Which source answered: a configured OSRM or Valhalla server, or the straight line × detour factor. */
export type RouteSource = "osrm" | "valhalla" | "straight-line";

export interface Route {
  readonly distanceMeters: number;
  readonly durationSeconds: number;
  /** The route line, from the start to the end, as [longitude, latitude] pairs (GeoJSON order). */
  readonly line: ReadonlyArray<readonly [number, number]>;
  /** True for the straight-line estimate: screens label its figures "approx.". */
  readonly approximate: boolean;
  readonly source: RouteSource;
}

export interface RouteQuery {
  readonly from: LatLng;
  readonly to: LatLng;
  readonly preference: RoutePreference;
  readonly signal?: AbortSignal;
}

/** Road distance, duration and line between two points; the real adapters fall back to the estimate. */
export interface Router {
  route(query: RouteQuery): Promise<Route>;
  /** The preferences this router can tell apart (the estimate has only "fastest"). */
  readonly preferences: readonly RoutePreference[];
}

/**
 * What the web app is told about routing (`/api/map/config`'s `routing`): whether routes are the
 * straight-line estimate (no ROUTER_URL; screens say "approx."), and the preferences worth offering
 * (one means no choice is shown).
 */
export interface RoutingCapabilities {
  readonly approximate: boolean;
  readonly preferences: readonly RoutePreference[];
}
