import { loadMapSettings } from "./style/mapSettings";

/** The map widget's chunk (MapCanvas, MapLibre): the lazy import MapView renders. */
export const loadMapCanvas = () => import("./MapCanvas");

/**
 * Starts fetching the map's code and its settings (GET /api/map/config) before a map is on screen,
 * for a screen that will show one: the app shell calls it as the customer home's own chunk is
 * fetched, so the map's first frame does not wait for that chunk, then for the map's (issue 24).
 * Kept apart from the map's index, which would bring the whole widget's face into the caller's chunk.
 */
export function preloadMap(): void {
  // A failure shows where the map renders (the lazy import is asked again there).
  loadMapCanvas().catch(() => undefined);
  void loadMapSettings();
}
