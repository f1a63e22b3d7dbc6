import type { LatLng } from "../../shared/geo";

/** Central Dubai: where the map opens (spec §9). */
export const DEFAULT_CENTER: LatLng = { latitude: 25.2048, longitude: 55.2708 };
/** Spec §9 zoom levels: opening view, once the user's position is known, and "centre on me". */
export const INITIAL_ZOOM = 13;
export const USER_LOCATION_ZOOM = 15;
export const CENTER_ON_ME_ZOOM = 17;
/** Where a found place is shown. */
export const PLACE_ZOOM = 15;

/** The deepest zoom each base layer's tiles support (spec §9). */
export const TILE_MAX_ZOOM = { street: 20, satellite: 18, terrain: 18 } as const;

export type BaseLayer = keyof typeof TILE_MAX_ZOOM;
export const BASE_LAYERS: readonly BaseLayer[] = ["street", "satellite", "terrain"];

/** What a route may favour (web/features/routes); offered only when the server's router tells them apart. */
export { ROUTE_PREFERENCES, type RoutePreference } from "../routes/routeTypes";

/** maplibre wants [lng, lat]; everything else in the product says latitude first. */
export function toLngLat(point: LatLng): [number, number] {
  return [point.longitude, point.latitude];
}
