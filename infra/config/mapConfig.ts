import { z } from "zod";

/** OpenFreeMap's key-less street style (OpenStreetMap data): what a machine with internet shows by default. */
export const OPENFREEMAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";
/**
 * Where OpenFreeMap's liberty style fetches from: the style, its TileJSON and vector tiles, the
 * Natural Earth relief, sprites and glyphs are all under this one host (the style's own JSON says so).
 */
export const OPENFREEMAP_ORIGINS = ["https://tiles.openfreemap.org"] as const;
/** The style the app builds over MAP_TILES_PATH (infra/map/selfHostedStyle.ts), on this server. */
export const SELF_HOSTED_STYLE_PATH = "/api/map/styles/self-hosted.json";
/** `MAP_STYLE_URL=offline`: no street style at all, the built-in outline map (air-gapped, no tiles). */
const OFFLINE = "offline";

/** The deepest zoom each base layer's tiles support (spec §9). */
const MAX_ZOOM = { street: 20, satellite: 18, terrain: 18 } as const;

const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .refine((text) => {
      try {
        return /^https?:$/.test(new URL(text).protocol);
      } catch {
        return false;
      }
    }, `must be an http(s) URL of ${what}`);

/** The map's environment variables (README "Configuration"); read at run time, never baked into the web build. */
export const MapEnv = {
  /** The street style (a MapLibre style JSON URL), or `offline` for the built-in outline map only. */
  MAP_STYLE_URL: z
    .union([z.literal(OFFLINE), httpUrl("a MapLibre style JSON, or the word offline")])
    .optional(),
  /** Unset: the Satellite choice is hidden. */
  MAP_SATELLITE_STYLE_URL: httpUrl("a MapLibre style JSON").optional(),
  /** Unset: the Terrain choice is hidden. */
  MAP_TERRAIN_STYLE_URL: httpUrl("a MapLibre style JSON").optional(),
  /** A .pmtiles file or a z/x/y folder of vector tiles (Protomaps schema) served at /api/map/tiles. */
  MAP_TILES_PATH: z.string().trim().min(1).optional(),
  /** Raster traffic tiles, `{z}`, `{x}` and `{y}` in the URL; unset: no Live Traffic control. */
  MAP_TRAFFIC_TILES_URL: httpUrl("raster tiles")
    .refine(
      (text) => ["{z}", "{x}", "{y}"].every((part) => text.includes(part)),
      "must contain {z}, {x} and {y} (a raster tile URL template)",
    )
    .optional(),
};

type ParsedMapEnv = z.output<z.ZodObject<typeof MapEnv>>;

export interface MapStyleChoice {
  /** Absolute, or a path on this server (the self-hosted style). */
  url: string;
  maxZoom: number;
}

export interface MapConfig {
  map: {
    styles: {
      street: MapStyleChoice | null;
      satellite: MapStyleChoice | null;
      terrain: MapStyleChoice | null;
    };
    /** The file or folder behind /api/map/tiles, or null when this server serves no tiles. */
    tilesPath: string | null;
    /** Credit shown under every street map: all the configured basemaps are drawn from OpenStreetMap. */
    attribution: string;
    traffic: { tilesUrl: string } | null;
  };
}

export const OSM_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors';

export function mapConfigOf(env: ParsedMapEnv): MapConfig {
  const tilesPath = env.MAP_TILES_PATH ?? null;
  // An explicit style wins; otherwise the self-hosted tiles when there are some, else OpenFreeMap.
  const streetUrl =
    env.MAP_STYLE_URL === OFFLINE
      ? null
      : (env.MAP_STYLE_URL ?? (tilesPath ? SELF_HOSTED_STYLE_PATH : OPENFREEMAP_STYLE_URL));
  const choice = (url: string | undefined | null, maxZoom: number) => (url ? { url, maxZoom } : null);
  return {
    map: {
      styles: {
        street: choice(streetUrl, MAX_ZOOM.street),
        satellite: choice(env.MAP_SATELLITE_STYLE_URL, MAX_ZOOM.satellite),
        terrain: choice(env.MAP_TERRAIN_STYLE_URL, MAX_ZOOM.terrain),
      },
      tilesPath,
      attribution: OSM_ATTRIBUTION,
      traffic: env.MAP_TRAFFIC_TILES_URL ? { tilesUrl: env.MAP_TRAFFIC_TILES_URL } : null,
    },
  };
}

/**
 * The origins the browser fetches the map from, for the Content-Security-Policy: each configured
 * URL's origin, and OpenFreeMap's host when its style is the one in use.
 */
export function mapOriginsOf(config: MapConfig): string[] {
  const { styles, traffic } = config.map;
  const origins = [styles.street, styles.satellite, styles.terrain]
    .map((style) => style?.url ?? null)
    .concat(traffic ? [traffic.tilesUrl.replace(/\{[^}]*\}/g, "0")] : [])
    .flatMap((url) => (url && /^https?:\/\//.test(url) ? [new URL(url).origin] : []));
  const openFreeMap = styles.street?.url === OPENFREEMAP_STYLE_URL ? [...OPENFREEMAP_ORIGINS] : [];
  return [...new Set([...origins, ...openFreeMap])];
}
