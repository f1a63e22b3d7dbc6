import type { MapApiDeps } from "../../command-api/rest/routes/mapRoutes";
import type { MapConfig } from "../config/mapConfig";
import { openMapTiles } from "./openMapTiles";
import { selfHostedStyle } from "./selfHostedStyle";

/** Until a router is configured (ROUTER_URL), routes are the straight-line estimate, "fastest" only. */
export const ESTIMATE_ROUTING: ReturnType<MapApiDeps["routingCapabilities"]> = {
  approximate: true,
  preferences: ["fastest"],
};

/**
 * The map's HTTP dependencies: the settings, and MAP_TILES_PATH opened (a bad path stops the
 * start with its reason). Close `tiles` when the server stops.
 */
export async function openMapApi(
  config: MapConfig,
  routingCapabilities: MapApiDeps["routingCapabilities"] = () => ESTIMATE_ROUTING,
): Promise<MapApiDeps> {
  const tiles = config.map.tilesPath ? await openMapTiles(config.map.tilesPath) : null;
  const { styles, attribution, traffic } = config.map;
  return {
    settings: { styles, attribution, traffic },
    routingCapabilities,
    tiles,
    selfHostedStyle: tiles ? selfHostedStyle(tiles) : null,
  };
}
