/// <reference types="vite/client" />
/// <reference path="../../web/env.d.ts" />
import "maplibre-gl/dist/maplibre-gl.css";
import { neighbours, uae } from "virtual:uae-outline";
import { Map as MapLibreMap, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url";
import { DEFAULT_CENTER, USER_LOCATION_ZOOM } from "../../web/features/map/mapConstants";
import { offlineStyle } from "../../web/features/map/style/offlineStyle";

/**
 * The web bench's baseline for the map's first frame: MapLibre alone, with the style the app draws
 * under MAP_STYLE_URL=offline (the same outline data, the same layers) at the view the customer home
 * opens on, the user's position at USER_LOCATION_ZOOM (`?lat=&lng=`, the bench context's position),
 * in a box the size of the app's map (`?width=&height=`). It marks itself ready as MapCanvas does:
 * `data-map-ready="true"` on MapLibre's "load" (the first frame drawn with every tile loaded).
 */
setWorkerUrl(workerUrl);

const query = new URLSearchParams(window.location.search);
const container = document.getElementById("map") as HTMLDivElement;
container.style.width = `${Number(query.get("width") ?? 1024)}px`;
container.style.height = `${Number(query.get("height") ?? 768)}px`;
container.dataset.mapReady = "false";

const map = new MapLibreMap({
  container,
  style: offlineStyle("street", { uae, neighbours }),
  center: [
    Number(query.get("lng") ?? DEFAULT_CENTER.longitude),
    Number(query.get("lat") ?? DEFAULT_CENTER.latitude),
  ],
  zoom: USER_LOCATION_ZOOM,
  attributionControl: false,
});
map.once("load", () => {
  container.dataset.mapReady = "true";
});
