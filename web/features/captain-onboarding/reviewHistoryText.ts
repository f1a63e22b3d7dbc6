import type { OnboardingT } from "./messages";
import type { CaptainOnboarding } from "./onboardingDocuments";
import { type PaperKind, paperLabel } from "./papers";

type Review = CaptainOnboarding["reviews"][number];

const PAPER_OF_REST_KIND: Readonly<Record<string, PaperKind>> = {
  "trade-licence": "TRADE_LICENCE",
  insurance: "INSURANCE",
  "emirates-id": "EMIRATES_ID",
  TRADE_LICENCE: "TRADE_LICENCE",
  INSURANCE: "INSURANCE",
  EMIRATES_ID: "EMIRATES_ID",
};

const paperName = (reason: string | null, t: OnboardingT) => {
  const kind = reason === null ? undefined : PAPER_OF_REST_KIND[reason];
  return kind ? paperLabel(kind, t) : (reason ?? t("review.aDocument"));
};

/** One line of the captain's review history: what happened, by whom, and why. */
export function reviewText(review: Review, t: OnboardingT): string {
  const name = review.actorName;
  switch (review.step) {
    case "SUBMITTED":
      return t("review.submitted");
    case "APPROVED": {
      const reason = review.reason;
      if (name && reason) return t("review.approvedByWhy", { name, reason });
      if (name) return t("review.approvedBy", { name });
      if (reason) return t("review.approvedWhy", { reason });
      return t("review.approved");
    }
    case "REJECTED": {
      const reason = review.reason ?? t("noReason");
      return name ? t("review.rejectedBy", { name, reason }) : t("review.rejected", { reason });
    }
    case "EXPIRY_WARNED":
      return t("review.expiryWarned", { paper: paperName(review.reason, t) });
    case "DOCUMENT_EXPIRED":
      return t("review.expired", { paper: paperName(review.reason, t) });
    case "PROFILE_CHANGED":
      return t("review.profileChanged");
  }
}
