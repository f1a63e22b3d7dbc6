import { layers, namedFlavor } from "@protomaps/basemaps";
import type { MapTiles } from "../../domain/ports/mapTiles";

/** The path the self-hosted tiles are served at; `{z}/{x}/{y}` filled in by the browser. */
export const SELF_HOSTED_TILES_PATH = "/api/map/tiles/{z}/{x}/{y}";

const ATTRIBUTION =
  '<a href="https://protomaps.com" target="_blank" rel="noopener">Protomaps</a> © <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a>';

/**
 * The street style over MAP_TILES_PATH: Protomaps' maintained basemap layers (its tile schema is
 * what `pmtiles extract` of the Protomaps build gives). @protomaps/basemaps ships no fonts or
 * sprites, so the style has no label layers and needs no glyph server: the web app draws place
 * names with deck.gl, as on the offline map. Tile URLs are paths on this server; the web app
 * makes them absolute.
 */
export function selfHostedStyle(tiles: Pick<MapTiles, "minZoom" | "maxZoom">) {
  return {
    version: 8 as const,
    name: "Roadside self-hosted (Protomaps)",
    sources: {
      protomaps: {
        type: "vector" as const,
        tiles: [SELF_HOSTED_TILES_PATH],
        minzoom: tiles.minZoom,
        maxzoom: tiles.maxZoom,
        attribution: ATTRIBUTION,
      },
    },
    layers: layers("protomaps", namedFlavor("light")),
  };
}
