import { z } from "zod";
import { LatitudeInput, LongitudeInput, QueryNumber } from "./commonSchemas";

const Language = z.enum(["en", "ar"], { error: "must be en or ar" });

/** `near=25.2,55.3`: the map's centre, results close to it first. */
const NearPoint = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, "must be lat,lng such as 25.2048,55.2708")
  .transform((text) => {
    const [lat, lng] = text.split(",").map(Number) as [number, number];
    return { latitude: lat, longitude: lng };
  })
  .refine((p) => Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180, "must be a point on Earth");

export const PlaceSearchQuery = z.object({
  q: z
    .string({ error: "is required" })
    .trim()
    .min(2, "must be at least 2 characters")
    .max(200, "must be at most 200 characters"),
  near: NearPoint.optional(),
  limit: QueryNumber(
    z.number().int("must be a whole number").min(1, "must be at least 1").max(20, "must be at most 20"),
  ).optional(),
  lang: Language.optional(),
});

export const PlaceReverseQuery = z.object({
  lat: LatitudeInput,
  lng: LongitudeInput,
  lang: Language.optional(),
});

/** domain/ports/geocoder.ts GeoPlace: a label and the coordinates that come with it. */
export const GeoPlace = z.object({
  label: z.string(),
  nameEn: z.string().nullable(),
  nameAr: z.string().nullable(),
  kind: z.enum(["emirate", "city", "district", "street", "address", "poi"]),
  emirate: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  source: z.enum(["gazetteer", "photon", "nominatim"]),
});

export const PlaceSearchResult = z.object({ places: z.array(GeoPlace) });
export const PlaceReverseResult = z.object({ place: GeoPlace.nullable() });
