import { DOCUMENT_LABELS, type DocumentKind, REQUIRED_DOCUMENTS } from "./onboardingEvents";
import type { ProviderState } from "./state";

/**
 * Where a captain stands, as they see it at all times. Suspension is the account's (an admin's)
 * and is shown above this; `documents_expired` is an approved captain one of whose papers lapsed.
 */
export type CaptainStatus = "incomplete" | "under_review" | "approved" | "rejected" | "documents_expired";

type Standing = Pick<
  ProviderState,
  "captainProfile" | "documents" | "underReview" | "approved" | "rejectionReason"
>;

/** The first approved paper that is no longer valid on `today` (a UAE date), if any. */
export function lapsedDocument(state: Pick<ProviderState, "documents">, today: string): DocumentKind | null {
  for (const kind of REQUIRED_DOCUMENTS) {
    const approved = state.documents[kind].approved;
    if (approved === null || approved.expired || approved.expiresOn <= today) return kind;
  }
  return null;
}

export function captainStatus(state: Standing, today: string): CaptainStatus {
  if (state.approved && lapsedDocument(state, today) === null) return "approved";
  if (state.underReview) return "under_review";
  if (state.approved) return "documents_expired";
  if (state.rejectionReason !== null) return "rejected";
  return "incomplete";
}

/**
 * The one rule every gate asks (going online, being offered a job, the customer's map and
 * comparison, accepting): approved by an admin, with every paper valid today. Suspension and email
 * verification are the account's and combine with this where the account is read.
 * Returns why not, in words the captain can act on, or null when they may work.
 */
export function whyCannotWork(state: Standing, today: string): string | null {
  switch (captainStatus(state, today)) {
    case "approved":
      return null;
    case "under_review":
      return "Your documents are under review: you can go online once an admin approves them.";
    case "rejected":
      return `Your application was not approved: ${state.rejectionReason}. Fix it and submit again.`;
    case "documents_expired": {
      const kind = lapsedDocument(state, today) ?? "trade-licence";
      return `Your ${DOCUMENT_LABELS[kind]} has expired: upload a new one and submit it for review.`;
    }
    case "incomplete":
      return "Complete your business profile and upload your documents, then submit them for review.";
  }
}

export const canWork = (state: Standing, today: string): boolean => whyCannotWork(state, today) === null;
