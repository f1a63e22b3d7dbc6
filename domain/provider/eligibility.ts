import { DomainError } from "../shared/domainError";
import { type DocumentKind, REQUIRED_DOCUMENTS } from "./onboardingEvents";
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
 * Returns why not, as the refusal the captain gets (its message in words they can act on), or null
 * when they may work.
 */
export function cannotWorkError(state: Standing, today: string): DomainError | null {
  switch (captainStatus(state, today)) {
    case "approved":
      return null;
    case "under_review":
      return new DomainError("forbidden", "captain.underReview", {}, "verification");
    case "rejected":
      return new DomainError(
        "forbidden",
        "captain.notApproved",
        { rejectionReason: String(state.rejectionReason) },
        "verification",
      );
    case "documents_expired": {
      const lapsed = lapsedDocuments(state, today);
      const papers = lapsed.join(",");
      return lapsed.length === 1
        ? new DomainError("forbidden", "captain.paperExpired", { papers }, "verification")
        : new DomainError("forbidden", "captain.papersExpired", { papers }, "verification");
    }
    case "incomplete":
      return new DomainError("forbidden", "captain.incomplete", {}, "verification");
  }
}

/** `cannotWorkError`'s English words, or null when the captain may work. */
export function whyCannotWork(state: Standing, today: string): string | null {
  return cannotWorkError(state, today)?.message ?? null;
}

export const canWork = (state: Standing, today: string): boolean => whyCannotWork(state, today) === null;
