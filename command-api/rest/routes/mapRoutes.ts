import { createReadStream } from "node:fs";
import type { MapTiles } from "../../../domain/ports/mapTiles";
import { byteRangeOf } from "../http/byteRange";
import { HttpError } from "../http/httpError";
import { publicRoute, type RestRoute } from "../http/restRoute";
import { MapSettings, MapStyleDocument, TileAddress } from "../schemas/mapSchemas";

/** What the composition root hands the map's paths (infra/map opens the tiles, infra/config the settings). */
export interface MapApiDeps {
  settings: Omit<MapSettings, "routing" | "offlineFallback">;
  /** Asked on every request: the router in use says whether routes are road routes and which preferences it tells apart. */
  routingCapabilities: () => MapSettings["routing"];
  /** MAP_TILES_PATH opened, or null when this server serves no tiles. */
  tiles: MapTiles | null;
  /** The style drawn over those tiles (infra/map/selfHostedStyle.ts). */
  selfHostedStyle: Record<string, unknown> | null;
}

/** Tiles and the style change only when the operator replaces the file: an hour in caches is fine. */
const TILE_CACHE = "public, max-age=3600";

const notServed = () => new HttpError(404, "map.noTiles");

/**
 * The map's run-time settings, and the self-hosted tiles (MAP_TILES_PATH): each tile by z/x/y,
 * and a PMTiles archive whole with range requests for clients that read it themselves.
 */
export function mapRoutes(deps: MapApiDeps): RestRoute[] {
  const { tiles } = deps;
  return [
    publicRoute({
      method: "GET",
      path: "/api/map/config",
      operationId: "getMapConfig",
      summary: "The map's styles, attribution, traffic tiles and routing abilities on this server",
      tag: "Map",
      response: MapSettings,
      errors: [],
      async handle({ reply }) {
        reply.header("cache-control", "no-cache");
        return { ...deps.settings, offlineFallback: true, routing: deps.routingCapabilities() };
      },
    }),
    publicRoute({
      method: "GET",
      path: "/api/map/styles/self-hosted.json",
      operationId: "getMapSelfHostedStyle",
      summary: "The MapLibre style over this server's own tiles (404 when MAP_TILES_PATH is not set)",
      tag: "Map",
      response: MapStyleDocument,
      errors: [404],
      async handle({ reply }) {
        if (!deps.selfHostedStyle) throw notServed();
        reply.header("cache-control", TILE_CACHE);
        return deps.selfHostedStyle;
      },
    }),
    publicRoute({
      method: "GET",
      path: "/api/map/tiles/{z}/{x}/{y}",
      operationId: "getMapTile",
      summary:
        "One vector tile (Mapbox Vector Tile) of this server's own tiles; 204 where the extract has none",
      tag: "Map",
      params: TileAddress,
      errors: [400, 404],
      async handle({ params, reply }) {
        if (!tiles) throw notServed();
        const side = 2 ** params.z;
        if (params.x >= side)
          throw new HttpError(400, "map.tileOutside", { field: "x", side, zoom: params.z }, "x");
        if (params.y >= side)
          throw new HttpError(400, "map.tileOutside", { field: "y", side, zoom: params.z }, "y");
        // MapLibre takes 204 as an empty tile, where a 404 would be an error it reports.
        const found =
          params.z >= tiles.minZoom && params.z <= tiles.maxZoom
            ? await tiles.tile(params.z, params.x, params.y)
            : null;
        reply.header("cache-control", TILE_CACHE);
        if (!found || found.data.length === 0) return reply.code(204).send();
        if (found.gzipped) reply.header("content-encoding", "gzip");
        return reply.type("application/vnd.mapbox-vector-tile").send(Buffer.from(found.data));
      },
    }),
    publicRoute({
      method: "GET",
      path: "/api/map/archive.pmtiles",
      operationId: "getMapArchive",
      summary:
        "The PMTiles archive itself, with HTTP range requests (404 when the tiles are a folder or not set)",
      tag: "Map",
      errors: [404, 416],
      async handle({ request, reply }) {
        const archive = tiles?.archive;
        if (!archive) throw notServed();
        const range = byteRangeOf(request.headers.range, archive.size);
        if (range === "unsatisfiable")
          throw new HttpError(416, "map.rangeNotSatisfiable", { size: archive.size }, undefined, {
            "accept-ranges": "bytes",
            "content-range": `bytes */${archive.size}`,
          });
        reply
          .header("accept-ranges", "bytes")
          .header("cache-control", TILE_CACHE)
          .type("application/vnd.pmtiles");
        if (!range) return reply.header("content-length", archive.size).send(createReadStream(archive.path));
        return reply
          .code(206)
          .header("content-range", `bytes ${range.start}-${range.end}/${archive.size}`)
          .header("content-length", range.end - range.start + 1)
          .send(createReadStream(archive.path, { start: range.start, end: range.end }));
      },
    }),
  ];
}
