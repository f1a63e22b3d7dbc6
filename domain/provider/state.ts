import type { ServiceType } from "../shared/values";
import type { CaptainProfile, DocumentKind } from "./onboardingEvents";

/** A document as the rules need it: which file, and until when it is valid. */
export interface DocumentRef {
  documentId: string;
  expiresOn: string;
  /** The 30-day warning went out (approved documents only). */
  warned: boolean;
  /** The expiry process recorded that the day came (approved documents only). */
  expired: boolean;
}

/** Per paper: the one an admin approved last, and a newer upload awaiting review. */
export interface DocumentSlot {
  approved: DocumentRef | null;
  pending: DocumentRef | null;
}

/** What the provider decider's rules read; the directory and onboarding read models keep the rest. */
export interface ProviderState {
  hasProfile: boolean;
  services: readonly ServiceType[];
  /** Equipment in the order it was added (retired trucks leave), with whether it can be booked now. */
  equipment: readonly { equipmentId: string; isAvailable: boolean }[];
  online: boolean;
  /** The job this provider took last; it may have ended since (its request's stream says). */
  bookedFor: string | null;
  /** The business profile of onboarding; null until the captain completes it. */
  captainProfile: CaptainProfile | null;
  documents: Readonly<Record<DocumentKind, DocumentSlot>>;
  /** A submission waits for an admin. */
  underReview: boolean;
  /** An admin approved the captain, and no profile change since asked for a new review. */
  approved: boolean;
  /** The last review's refusal, until the captain submits again. */
  rejectionReason: string | null;
  /** Where payouts go (compact IBAN), once the captain set it. */
  payoutAccount: { iban: string; accountName: string } | null;
}

const emptySlot = (): DocumentSlot => ({ approved: null, pending: null });

export const initialState = (): ProviderState => ({
  hasProfile: false,
  services: [],
  equipment: [],
  online: false,
  bookedFor: null,
  captainProfile: null,
  documents: { "trade-licence": emptySlot(), insurance: emptySlot(), "emirates-id": emptySlot() },
  underReview: false,
  approved: false,
  rejectionReason: null,
  payoutAccount: null,
});
