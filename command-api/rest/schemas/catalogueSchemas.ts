import { z } from "zod";
import { VehicleType } from "../../../domain/shared/values";
import { LatitudeInput, LongitudeInput, numberInput } from "./commonSchemas";

const QueryLatitude = LatitudeInput;
const QueryLongitude = LongitudeInput;

const nearFields = {
  lat: QueryLatitude.optional(),
  lng: QueryLongitude.optional(),
};

/** A point is both coordinates or neither. */
function bothOrNeither<T extends { lat?: number | undefined; lng?: number | undefined }>(
  query: T,
  ctx: z.RefinementCtx,
) {
  if (query.lat !== undefined && query.lng === undefined)
    ctx.addIssue({ code: "custom", path: ["lng"], message: "is required with lat" });
  if (query.lng !== undefined && query.lat === undefined)
    ctx.addIssue({ code: "custom", path: ["lat"], message: "is required with lng" });
}

export const NearQuery = z.object(nearFields).superRefine(bothOrNeither);

export const OnlineProvidersQuery = z
  .object({
    ...nearFields,
    serviceType: z.string().max(40, "must be at most 40 characters").optional(),
    radiusKm: numberInput(
      z.number().positive("must be more than 0").max(500, "must be at most 500"),
    ).optional(),
  })
  .superRefine(bothOrNeither);

/** Spec §3 Provider (captain), as the map and the comparison list read it. */
export const ProviderListing = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  rating: z.number(),
  totalRatings: z.number(),
  totalJobs: z.number(),
  services: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distance: z.number().nullable(),
  responseTime: z.number(),
  isOnline: z.boolean(),
});

export const VehicleTypeParams = z.object({ vehicleType: VehicleType });

/** Spec §3 Towing equipment: compatibleVehicles and features as JSON text lists. */
export const TowingTruck = z.object({
  id: z.string(),
  providerId: z.string(),
  truckName: z.string(),
  truckType: z.string(),
  capacity: z.number(),
  compatibleVehicles: z.string().describe("JSON text list"),
  features: z.string().describe("JSON text list"),
  isAvailable: z.boolean(),
  currentLatitude: z.number().nullable(),
  currentLongitude: z.number().nullable(),
  distance: z.number().nullable(),
  provider: z.object({ name: z.string().nullable(), rating: z.number().nullable() }),
});

export const PricingParams = z.object({
  serviceType: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z-]{0,39}$/, "must be a service name such as towing"),
});

export const PricingQuery = z.object({
  context: z.enum(["quick-booking", "schedule"]).optional(),
});

/** Spec §3 Pricing response: base (other fields are ours). */
export const Pricing = z.object({
  serviceType: z.string(),
  known: z.boolean(),
  base: z.number(),
  currency: z.literal("AED"),
  duration: z.object({ min: z.number(), max: z.number() }),
});
