import { z } from "zod";

const StyleChoice = z
  .object({
    /** A MapLibre style JSON: absolute, or a path on this server (the self-hosted style). */
    url: z.string(),
    maxZoom: z.number().int(),
  })
  .nullable();

/** GET /api/map/config: what the web map draws, read at run time (no rebuild to change it). */
export const MapSettings = z.object({
  /** null: that base layer has no source here, and the choice is not offered. */
  styles: z.object({ street: StyleChoice, satellite: StyleChoice, terrain: StyleChoice }),
  /** When a street style cannot be reached, the web app draws its built-in offline map instead. */
  offlineFallback: z.literal(true),
  /** Credit the licence of the map data asks for, shown with the styles' own. */
  attribution: z.string(),
  /** Raster traffic tiles (`{z}/{x}/{y}`); null: no Live Traffic control. */
  traffic: z.object({ tilesUrl: z.string() }).nullable(),
  /** What the route line can be: road routes from a router, or the straight-line estimate ("approx."). */
  routing: z.object({
    approximate: z.boolean(),
    preferences: z.array(z.enum(["fastest", "shortest"])).readonly(),
  }),
});
export type MapSettings = z.infer<typeof MapSettings>;

/** A MapLibre style (version 8); only its outline is described here. */
export const MapStyleDocument = z.looseObject({
  version: z.literal(8),
  sources: z.record(z.string(), z.unknown()),
  layers: z.array(z.unknown()),
});

export const TileAddress = z.object({
  z: z.coerce.number().int().min(0).max(24),
  x: z.coerce.number().int().min(0),
  y: z.coerce.number().int().min(0),
});
