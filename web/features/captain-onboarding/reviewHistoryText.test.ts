import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { type OnboardingT, onboardingMessages } from "./messages";
import { reviewText as reviewTextIn } from "./reviewHistoryText";

const english = i18n.getFixedT("en", onboardingMessages.namespace) as unknown as OnboardingT;
const reviewText = (review: Parameters<typeof reviewTextIn>[0]) => reviewTextIn(review, english);

const review = (
  step: Parameters<typeof reviewText>[0]["step"],
  reason: string | null,
  actorName: string | null = null,
) => ({
  at: "2026-03-10T08:00:00.000Z",
  step,
  reason,
  actorName,
});

describe("reviewText", () => {
  it("says who decided and why", () => {
    expect(reviewText(review("REJECTED", "The licence scan is unreadable", "Sara (admin)"))).toBe(
      "Not approved by Sara (admin): The licence scan is unreadable",
    );
    expect(reviewText(review("APPROVED", "", "Sara"))).toBe("Approved by Sara");
    expect(reviewText(review("APPROVED", "All clear", "Sara"))).toBe("Approved by Sara: All clear");
  });
  it("names the paper of an expiry step, whichever way the kind is written", () => {
    expect(reviewText(review("DOCUMENT_EXPIRED", "insurance"))).toBe("Insurance certificate expired");
    expect(reviewText(review("EXPIRY_WARNED", "TRADE_LICENCE"))).toBe(
      "Trade licence expires within 30 days: reminder sent",
    );
  });
});
