import { z } from "zod";

const PAIR_RULE = "must be latitude,longitude in decimal degrees, e.g. 25.2048,55.2708";

/** A point as `lat,lng` text (the form query strings carry it), checked to lie on Earth. */
export const LatLngPairInput = z
  .string({ error: PAIR_RULE })
  .trim()
  .regex(/^-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?$/, PAIR_RULE)
  .transform((text) => {
    const [latitude, longitude] = text.split(",").map((part) => Number(part.trim())) as [number, number];
    return { latitude, longitude };
  })
  .refine((point) => Math.abs(point.latitude) <= 90, "latitude must be between -90 and 90")
  .refine((point) => Math.abs(point.longitude) <= 180, "longitude must be between -180 and 180")
  .describe("latitude,longitude in decimal degrees (WGS 84), e.g. 25.2048,55.2708");

export const RouteQuerySchema = z.object({
  from: LatLngPairInput,
  to: LatLngPairInput,
  preference: z
    .enum(["fastest", "shortest"], { error: "must be one of fastest, shortest" })
    .default("fastest")
    .describe("What the route favours; a server without a router answers the same estimate for both"),
});

/** The routing port's Route (domain/ports/router.ts). */
export const RouteSchema = z.object({
  distanceMeters: z.number().int().describe("Road distance (the estimate's: straight line × detour factor)"),
  durationSeconds: z.number().int(),
  line: z
    .array(z.tuple([z.number(), z.number()]))
    .describe("The route line from start to end, [longitude, latitude] pairs (GeoJSON order)"),
  approximate: z.boolean().describe("True for the straight-line estimate: shown as approx."),
  source: z.enum(["osrm", "valhalla", "straight-line"]),
});
