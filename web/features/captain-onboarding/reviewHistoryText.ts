import type { CaptainOnboarding } from "./onboardingDocuments";
import { PAPER_LABEL, type PaperKind } from "./papers";

type Review = CaptainOnboarding["reviews"][number];

const PAPER_OF_REST_KIND: Readonly<Record<string, PaperKind>> = {
  "trade-licence": "TRADE_LICENCE",
  insurance: "INSURANCE",
  "emirates-id": "EMIRATES_ID",
  TRADE_LICENCE: "TRADE_LICENCE",
  INSURANCE: "INSURANCE",
  EMIRATES_ID: "EMIRATES_ID",
};

const paperName = (reason: string | null) => {
  const kind = reason === null ? undefined : PAPER_OF_REST_KIND[reason];
  return kind ? PAPER_LABEL[kind] : (reason ?? "A document");
};

/** One line of the captain's review history: what happened, by whom, and why. */
export function reviewText(review: Review): string {
  const by = review.actorName ? ` by ${review.actorName}` : "";
  switch (review.step) {
    case "SUBMITTED":
      return "Submitted for review";
    case "APPROVED":
      return `Approved${by}${review.reason ? `: ${review.reason}` : ""}`;
    case "REJECTED":
      return `Not approved${by}: ${review.reason ?? "no reason given"}`;
    case "EXPIRY_WARNED":
      return `${paperName(review.reason)} expires within 30 days: reminder sent`;
    case "DOCUMENT_EXPIRED":
      return `${paperName(review.reason)} expired`;
    case "PROFILE_CHANGED":
      return "Business profile changed: it needs a new review";
  }
}
