import { z } from "zod";
import { Emirate, EmiratesId, Phone } from "../../../domain/shared/values";
import { optionalText } from "./commonSchemas";

/**
 * Spec §5 Profile edit: name and phone required, Emirates ID optional (784-XXXX-XXXXXXX-X), city one
 * of the seven emirates. A field left out keeps its current value; null or blank clears an optional one.
 */
export const ProfilePatch = z.object({
  name: z
    .string({ error: "must be text" })
    .trim()
    .min(1, "is required")
    .max(200, "must be at most 200 characters")
    .optional(),
  phone: z.string({ error: "must be text" }).trim().min(1, "is required").pipe(Phone).optional(),
  address: optionalText(200).optional(),
  city: Emirate.optional(),
  emiratesId: z
    .union([z.literal(""), z.null(), EmiratesId], { error: "must look like 784-XXXX-XXXXXXX-X" })
    .optional(),
});

/** Spec §3 User, without the password. */
export const UserProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  userType: z.string(),
  address: z.string().nullable(),
  city: z.string(),
  emiratesId: z.string().nullable(),
  profileImage: z.string().nullable(),
  isVerified: z.boolean(),
  rating: z.number().nullable(),
  totalRatings: z.number(),
  createdAt: z.string(),
});
