import { describe, expect, it } from "vitest";
import {
  RATING_CAPTIONS,
  REVIEW_COMMENT_MAX_CHARS,
  ratingCaption,
  reviewCommentSchema,
  reviewInputSchema,
  reviewRatingSchema,
} from "./reviewRules";

describe("review rules", () => {
  describe("rating", () => {
    it.each([1, 2, 3, 4, 5])("when the customer picks %d stars then it is accepted", (rating) => {
      expect(reviewRatingSchema.parse(rating)).toBe(rating);
    });

    it.each([
      ["4", 4],
      ["1", 1],
      [" 5 ", 5],
    ])("when the client sends the rating as the string %j then it is %d", (raw, rating) => {
      expect(reviewRatingSchema.parse(raw)).toBe(rating);
    });

    it.each([0, 6, 4.5, -1, Number.NaN, "0", "6", "4.5", "", "abc", null, undefined, true])(
      "when the rating is %j then it is refused with the dialog's message",
      (raw) => {
        const result = reviewRatingSchema.safeParse(raw);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe("Please select a rating");
      },
    );
  });

  describe("comment", () => {
    it("given the spec then a comment holds at most 500 characters", () => {
      expect(REVIEW_COMMENT_MAX_CHARS).toBe(500);
    });

    it.each([undefined, null, "", "   ", "\n\t "])(
      "when the comment is %j then it is stored as null",
      (raw) => {
        expect(reviewCommentSchema.parse(raw)).toBeNull();
      },
    );

    it("when the comment has surrounding spaces then they are trimmed", () => {
      expect(reviewCommentSchema.parse("  Great service, fast!  ")).toBe("Great service, fast!");
    });

    it("when the comment is exactly 500 characters then it is accepted; 501 is refused", () => {
      expect(reviewCommentSchema.parse("a".repeat(500))).toHaveLength(500);
      const tooLong = reviewCommentSchema.safeParse("a".repeat(501));
      expect(tooLong.success).toBe(false);
      expect(tooLong.error?.issues[0]?.message).toBe("comment must be at most 500 characters");
    });

    it("when 500 characters are padded with spaces then the limit applies after trimming", () => {
      expect(reviewCommentSchema.parse(`  ${"b".repeat(500)}  `)).toBe("b".repeat(500));
    });

    it("when the comment is not text then it is refused", () => {
      expect(reviewCommentSchema.safeParse(42).success).toBe(false);
    });
  });

  it("when a full review is parsed then rating and comment are normalised together", () => {
    expect(reviewInputSchema.parse({ rating: "5", comment: "   " })).toEqual({ rating: 5, comment: null });
    expect(reviewInputSchema.parse({ rating: 3 })).toEqual({ rating: 3, comment: null });
    expect(reviewInputSchema.safeParse({ comment: "no stars" }).success).toBe(false);
  });

  describe("captions", () => {
    it("given the spec then each star count has its caption", () => {
      expect(RATING_CAPTIONS).toEqual({
        1: "Poor - Service was disappointing",
        2: "Fair - Service had some issues",
        3: "Good - Service met expectations",
        4: "Very Good - Service exceeded expectations",
        5: "Excellent - Outstanding service!",
      });
      expect(ratingCaption(5)).toBe("Excellent - Outstanding service!");
      expect(ratingCaption(1)).toBe("Poor - Service was disappointing");
    });

    it.each([0, 6, 3.5, Number.NaN])("when the rating is %d then there is no caption", (rating) => {
      expect(ratingCaption(rating)).toBeNull();
    });
  });
});
