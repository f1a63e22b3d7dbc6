import { z } from "zod";
import { Phone } from "../../../domain/shared/values";
import { IdInput } from "./commonSchemas";

/** Spec §7 family-sharing payload (the client sends every include flag true). */
export const ShareBody = z.object({
  userId: IdInput,
  sharedWithName: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(200, "must be at most 200 characters"),
  sharedWithPhone: z.string({ error: "is required" }).pipe(Phone),
  includeLocation: z.boolean({ error: "must be true or false" }).default(true),
  includeETA: z.boolean({ error: "must be true or false" }).default(true),
  includeProviderDetails: z.boolean({ error: "must be true or false" }).default(true),
});

export const ShareTokenParams = z.object({
  shareToken: z
    .string()
    .min(22, "is not a valid tracking link")
    .max(128, "is not a valid tracking link")
    .regex(/^[A-Za-z0-9_-]+$/, "is not a valid tracking link"),
});

export const ShareCreated = z.object({
  shareId: z.string(),
  shareToken: z.string(),
  /** Path of the public read-only tracking data for this token (JSON, for clients of this API). */
  trackingUrl: z.string(),
  /** Path of the web app's public tracking page: the link to send the family member. */
  trackingPageUrl: z.string(),
});

/** What the public link shows: only this one request, only what the customer chose to include. */
export const SharedTrip = z.object({
  requestId: z.string(),
  serviceType: z.string(),
  status: z.string(),
  statusText: z.string().nullable(),
  sharedWithName: z.string(),
  pickup: z.object({ location: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
  destination: z
    .object({ location: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
    .nullable(),
  provider: z.object({ name: z.string(), phone: z.string(), rating: z.number().nullable() }).nullable(),
  providerPosition: z
    .object({ latitude: z.number(), longitude: z.number(), at: z.string().nullable() })
    .nullable(),
  etaMinutes: z.number().nullable(),
  updatedAt: z.string(),
});
