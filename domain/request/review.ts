import { MAX_RATING, MIN_RATING, REVIEW_COMMENT_MAX_CHARS } from "../rules/reviewRules";
import { DomainError } from "../shared/domainError";

/**
 * The decider's side of spec §5's review rules (whose constants and client-facing schemas live in
 * rules/reviewRules): a command that breaks them is refused with a DomainError naming the field.
 */
export function reviewRating(rating: number): number {
  if (!Number.isInteger(rating) || rating < MIN_RATING || rating > MAX_RATING)
    throw new DomainError(
      "bad_input",
      "review.ratingRange",
      { field: "rating", min: MIN_RATING, max: MAX_RATING },
      "rating",
    );
  return rating;
}

/** Trimmed; an empty comment becomes null, as the review dialog sends it. */
export function reviewComment(comment: string | null): string | null {
  const trimmed = comment?.trim() ?? "";
  if (trimmed.length > REVIEW_COMMENT_MAX_CHARS)
    throw new DomainError(
      "bad_input",
      "review.commentTooLong",
      { field: "comment", max: REVIEW_COMMENT_MAX_CHARS },
      "comment",
    );
  return trimmed === "" ? null : trimmed;
}
