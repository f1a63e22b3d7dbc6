import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect } from "react";

/** The traffic raster's source and layer id, so tile-failure watching can leave it out. */
export const TRAFFIC_SOURCE = "roadside-traffic";

/**
 * Draws the configured traffic tiles (MAP_TRAFFIC_TILES_URL, raster `{z}/{x}/{y}`) over the base
 * map while `traffic` is given; put back after every style change, since setStyle drops it.
 */
export function useTrafficLayer(
  map: MapLibreMap | null,
  traffic: { readonly tilesUrl: string } | null,
): void {
  const tilesUrl = traffic?.tilesUrl ?? null;
  useEffect(() => {
    if (!map || !tilesUrl) return;
    const add = () => {
      if (map.getSource(TRAFFIC_SOURCE)) return;
      map.addSource(TRAFFIC_SOURCE, { type: "raster", tiles: [tilesUrl], tileSize: 256 });
      map.addLayer({
        id: TRAFFIC_SOURCE,
        type: "raster",
        source: TRAFFIC_SOURCE,
        paint: { "raster-opacity": 0.8 },
      });
    };
    map.on("style.load", add);
    try {
      add();
    } catch {
      // The style is still loading: "style.load" adds it.
    }
    return () => {
      map.off("style.load", add);
      // The map may be gone already (unmount), and its style with it.
      if (!map.style) return;
      if (map.getLayer(TRAFFIC_SOURCE)) map.removeLayer(TRAFFIC_SOURCE);
      if (map.getSource(TRAFFIC_SOURCE)) map.removeSource(TRAFFIC_SOURCE);
    };
  }, [map, tilesUrl]);
}
