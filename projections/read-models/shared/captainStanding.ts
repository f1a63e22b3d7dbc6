import { evolveOnboarding } from "../../../domain/provider/onboarding";
import { REQUIRED_DOCUMENTS } from "../../../domain/provider/onboardingEvents";
import { initialState, type ProviderState } from "../../../domain/provider/state";
import type { RecordedReadModelEvent } from "./domainEvent";

/**
 * What a read model keeps of a captain's onboarding to answer "may they work today?": exactly the
 * fields the domain's `whyCannotWork` reads, folded by the domain's own `evolveOnboarding`, so a read
 * model can never disagree with the decider about who is approved.
 */
export type CaptainStanding = Pick<
  ProviderState,
  "documents" | "underReview" | "approved" | "rejectionReason"
>;

export const ONBOARDING_EVENT_TYPES = [
  "CaptainProfileCompleted",
  "CaptainDocumentUploaded",
  "CaptainSubmittedForReview",
  "CaptainApproved",
  "CaptainRejected",
  "CaptainDocumentExpiryWarned",
  "CaptainDocumentExpired",
] as const;
type OnboardingEventType = (typeof ONBOARDING_EVENT_TYPES)[number];
export type OnboardingRecordedEvent = Extract<RecordedReadModelEvent, { type: OnboardingEventType }>;

export function isOnboardingEvent(event: RecordedReadModelEvent): event is OnboardingRecordedEvent {
  return (ONBOARDING_EVENT_TYPES as readonly string[]).includes(event.type);
}

export function initialStanding(): CaptainStanding {
  const { documents, underReview, approved, rejectionReason } = initialState();
  return { documents, underReview, approved, rejectionReason };
}

export function foldStanding(standing: CaptainStanding, event: OnboardingRecordedEvent): CaptainStanding {
  const next = evolveOnboarding({ ...initialState(), ...standing }, event);
  return {
    documents: next.documents,
    underReview: next.underReview,
    approved: next.approved,
    rejectionReason: next.rejectionReason,
  };
}

/**
 * The first UAE day on which an approved captain's papers no longer all hold (the earliest approved
 * expiry), or null when they are not approved or a paper is missing or recorded as lapsed. A captain
 * may work on `today` exactly when this is after `today`: `whyCannotWork(standing, today) === null`.
 */
export function papersValidUntil(standing: CaptainStanding): string | null {
  if (!standing.approved) return null;
  let until: string | null = null;
  for (const kind of REQUIRED_DOCUMENTS) {
    const approved = standing.documents[kind].approved;
    if (approved === null || approved.expired) return null;
    if (until === null || approved.expiresOn < until) until = approved.expiresOn;
  }
  return until;
}
