import { describe, expect, it } from "vitest";
import {
  canLeaveReview,
  canSubmitReview,
  commentCounter,
  EMPTY_REVIEW,
  filledStars,
  reviewCaption,
  revieweeOf,
  reviewPayload,
} from "./reviewDraft";

describe("review dialog rules (spec §2.9, §5)", () => {
  it("has no caption before a rating and the spec's caption after", () => {
    expect(reviewCaption(EMPTY_REVIEW)).toBeNull();
    expect(reviewCaption({ ...EMPTY_REVIEW, rating: 1 })).toBe("Poor - Service was disappointing");
    expect(reviewCaption({ ...EMPTY_REVIEW, rating: 5 })).toBe("Excellent - Outstanding service!");
  });

  it("previews the hovered star's caption and fill over the chosen rating", () => {
    const draft = { rating: 2, hover: 4, comment: "" };
    expect(reviewCaption(draft)).toBe("Very Good - Service exceeded expectations");
    expect(filledStars(draft)).toBe(4);
    expect(filledStars({ ...draft, hover: 0 })).toBe(2);
  });

  it("counts the comment against 500", () => {
    expect(commentCounter("")).toBe("0/500");
    expect(commentCounter("x".repeat(123))).toBe("123/500");
  });

  it("enables Submit only with a rating, a comment of at most 500 and nothing pending", () => {
    expect(canSubmitReview(EMPTY_REVIEW, false)).toBe(false);
    expect(canSubmitReview({ ...EMPTY_REVIEW, rating: 3 }, false)).toBe(true);
    expect(canSubmitReview({ ...EMPTY_REVIEW, rating: 3 }, true)).toBe(false);
    expect(canSubmitReview({ rating: 3, hover: 0, comment: "x".repeat(500) }, false)).toBe(true);
    expect(canSubmitReview({ rating: 3, hover: 0, comment: "x".repeat(501) }, false)).toBe(false);
  });

  it("sends the rating as text and an empty comment as null", () => {
    expect(reviewPayload({ rating: 4, hover: 0, comment: "  Great help  " })).toEqual({
      ok: true,
      rating: "4",
      comment: "Great help",
    });
    expect(reviewPayload({ rating: 4, hover: 0, comment: "   " })).toEqual({
      ok: true,
      rating: "4",
      comment: null,
    });
    expect(reviewPayload(EMPTY_REVIEW)).toEqual({ ok: false, error: "Please select a rating" });
  });
});

describe("who reviews whom (spec §4, §6)", () => {
  const request = {
    customerId: "c1",
    providerId: "p1",
    status: "completed",
    customerRating: null,
    providerRating: null,
  };

  it("customers review the provider and providers the customer", () => {
    expect(revieweeOf(request, "customer")).toBe("p1");
    expect(revieweeOf(request, "provider")).toBe("c1");
  });

  it("offers a review once per side, only for completed requests", () => {
    expect(canLeaveReview(request, "customer")).toBe(true);
    expect(canLeaveReview({ ...request, customerRating: 5 }, "customer")).toBe(false);
    expect(canLeaveReview({ ...request, customerRating: 5 }, "provider")).toBe(true);
    expect(canLeaveReview({ ...request, status: "in-progress" }, "customer")).toBe(false);
    expect(canLeaveReview(request, "admin")).toBe(false);
  });
});
