import { z } from "zod";
import { IdInput, numberInput } from "./commonSchemas";

/** Spec §3/§5 review submission: rating sent as text, comment trimmed or null, at most 500 characters. */
export const ReviewBody = z.object({
  requestId: IdInput,
  reviewerId: IdInput,
  revieweeId: IdInput,
  rating: numberInput(
    z
      .number()
      .int("Please select a rating")
      .min(1, "Please select a rating")
      .max(5, "Please select a rating"),
  ),
  comment: z
    .string({ error: "must be text" })
    .max(500, "must be at most 500 characters")
    .nullish()
    .transform((c) => {
      const trimmed = c?.trim() ?? "";
      return trimmed === "" ? null : trimmed;
    }),
});

/** Spec §3 Review. */
export const Review = z.object({
  id: z.string(),
  requestId: z.string(),
  serviceType: z.string().nullable(),
  reviewerId: z.string(),
  revieweeId: z.string(),
  reviewerRole: z.string(),
  rating: z.number(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
