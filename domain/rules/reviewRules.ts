import { z } from "zod";

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const REVIEW_COMMENT_MAX_CHARS = 500;
/** The message the review dialog shows without a rating (spec §5). */
export const MISSING_RATING_MESSAGE = "Please select a rating";

/** Whole stars 1..5. The client sends the rating as a string (spec §3 Review), so "4" is accepted too. */
export const reviewRatingSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\s*\d+\s*$/, MISSING_RATING_MESSAGE)
        .transform(Number),
    ],
    {
      error: MISSING_RATING_MESSAGE,
    },
  )
  .pipe(
    z
      .number()
      .int(MISSING_RATING_MESSAGE)
      .min(MIN_RATING, MISSING_RATING_MESSAGE)
      .max(MAX_RATING, MISSING_RATING_MESSAGE),
  );
export type ReviewRating = z.infer<typeof reviewRatingSchema>;

/*
 * Optional comment: trimmed, at most 500 characters after trimming (padding costs the customer
 * nothing), and an empty or missing comment is stored as null (spec §5). Length is counted in UTF-16
 * units, as the browser's counter and maxlength count it, so the server never refuses what the
 * dialog allowed.
 */
export const reviewCommentSchema = z
  .string()
  .trim()
  .max(REVIEW_COMMENT_MAX_CHARS, `comment must be at most ${REVIEW_COMMENT_MAX_CHARS} characters`)
  .nullish()
  .transform((comment) => (comment ? comment : null));

export const reviewInputSchema = z.object({
  rating: reviewRatingSchema,
  comment: reviewCommentSchema,
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** Captions under the stars (spec §5). */
export const RATING_CAPTIONS: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  1: "Poor - Service was disappointing",
  2: "Fair - Service had some issues",
  3: "Good - Service met expectations",
  4: "Very Good - Service exceeded expectations",
  5: "Excellent - Outstanding service!",
};

/** The caption for a star count, or null before a (valid) rating is chosen. */
export function ratingCaption(rating: number): string | null {
  return Number.isInteger(rating) && rating >= MIN_RATING && rating <= MAX_RATING
    ? RATING_CAPTIONS[rating as 1 | 2 | 3 | 4 | 5]
    : null;
}
