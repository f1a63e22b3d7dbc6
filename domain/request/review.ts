import { DomainError } from "../shared/domainError";

/** Spec §5: a 1–5 star rating is required; the comment is optional, trimmed, at most 500 characters. */
export const MAX_REVIEW_COMMENT = 500;

export function reviewRating(rating: number): number {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5)
    throw new DomainError("bad_input", "rating must be a whole number from 1 to 5", "rating");
  return rating;
}

/** Trimmed; an empty comment becomes null, as the review dialog sends it. */
export function reviewComment(comment: string | null): string | null {
  const trimmed = comment?.trim() ?? "";
  if (trimmed.length > MAX_REVIEW_COMMENT)
    throw new DomainError("bad_input", `comment must be at most ${MAX_REVIEW_COMMENT} characters`, "comment");
  return trimmed === "" ? null : trimmed;
}
