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

/** The approved papers that are no longer valid on `today` (a UAE date). */
export function lapsedDocuments(state: Pick<ProviderState, "documents">, today: string): DocumentKind[] {
  return REQUIRED_DOCUMENTS.filter((kind) => {
    const approved = state.documents[kind].approved;
    return approved === null || approved.expired || approved.expiresOn <= today;
  });
}

/** "trade licence", "trade licence and insurance certificate", "a, b and c". */
export function namePapers(kinds: readonly DocumentKind[]): string {
  const names = kinds.map((kind) => DOCUMENT_LABELS[kind]);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function captainStatus(state: Standing, today: string): CaptainStatus {
  if (state.approved && lapsedDocuments(state, today).length === 0) return "approved";
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
      const lapsed = lapsedDocuments(state, today);
      const [verb, what] = lapsed.length === 1 ? ["has", "a new one"] : ["have", "new ones"];
      return `Your ${namePapers(lapsed)} ${verb} expired: upload ${what} and submit them for review.`;
    }
    case "incomplete":
      return "Complete your business profile and upload your documents, then submit them for review.";
  }
}

export const canWork = (state: Standing, today: string): boolean => whyCannotWork(state, today) === null;
