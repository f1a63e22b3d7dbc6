import {
  MAX_RATING,
  MIN_RATING,
  MISSING_RATING_MESSAGE,
  REVIEW_COMMENT_MAX_CHARS,
  ratingCaption,
} from "../../../domain/rules/reviewRules";

/** The review dialog's state (spec §2.9, §5): 0 stars means none chosen yet. */
export interface ReviewDraft {
  readonly rating: number;
  /** The star under the pointer, 0 when none: previews the caption. */
  readonly hover: number;
  readonly comment: string;
}

export const EMPTY_REVIEW: ReviewDraft = { rating: 0, hover: 0, comment: "" };
export { MAX_RATING, MIN_RATING, REVIEW_COMMENT_MAX_CHARS };

/** The caption under the stars: the hovered star's, else the chosen one's, else nothing. */
export function reviewCaption(draft: ReviewDraft): string | null {
  return ratingCaption(draft.hover || draft.rating);
}

/** "123/500". */
export function commentCounter(comment: string): string {
  return `${comment.length}/${REVIEW_COMMENT_MAX_CHARS}`;
}

/** Stars shown filled: the hover preview wins over the chosen rating. */
export function filledStars(draft: ReviewDraft): number {
  return draft.hover || draft.rating;
}

/** Submit is enabled with a rating, a comment in bounds and nothing in flight. */
export function canSubmitReview(draft: ReviewDraft, pending: boolean): boolean {
  return (
    !pending &&
    draft.rating >= MIN_RATING &&
    draft.rating <= MAX_RATING &&
    draft.comment.length <= REVIEW_COMMENT_MAX_CHARS
  );
}

/** What is sent: the rating as text and the trimmed comment, or null when empty (spec §3, §5). */
export function reviewPayload(
  draft: ReviewDraft,
):
  | { readonly ok: true; readonly rating: string; readonly comment: string | null }
  | { readonly ok: false; readonly error: string } {
  if (!Number.isInteger(draft.rating) || draft.rating < MIN_RATING || draft.rating > MAX_RATING) {
    return { ok: false, error: MISSING_RATING_MESSAGE };
  }
  const comment = draft.comment.trim();
  return { ok: true, rating: String(draft.rating), comment: comment === "" ? null : comment };
}

/** Who is reviewed (spec §6): customers review the provider, providers the customer. */
export function revieweeOf(
  request: { readonly customerId: string; readonly providerId: string | null },
  viewerType: "customer" | "provider" | "admin",
): string | null {
  return viewerType === "provider" ? request.customerId : request.providerId;
}

/**
 * The Leave Review button shows for a completed request the viewer has not reviewed yet (spec §4).
 * A rating is what marks a review: a review without a comment has no text but still counts.
 */
export function canLeaveReview(
  request: {
    readonly status: string;
    readonly customerRating: number | null;
    readonly providerRating: number | null;
  },
  viewerType: "customer" | "provider" | "admin",
): boolean {
  if (request.status !== "completed" || viewerType === "admin") return false;
  return viewerType === "customer" ? request.customerRating === null : request.providerRating === null;
}
