import { uaeWallClock } from "../rules/uaeTime";
import type { Actor } from "../shared/actor";
import { DomainError } from "../shared/domainError";
import type { ProviderCommand } from "./commands";
import type { ProviderEvent } from "./events";
import { type DocumentKind, REQUIRED_DOCUMENTS } from "./onboardingEvents";
import type { DocumentRef, DocumentSlot, ProviderState } from "./state";

type Command<T extends ProviderCommand["type"]> = Extract<ProviderCommand, { type: T }>;
type Event<T extends ProviderEvent["type"]> = Extract<ProviderEvent, { type: T }>;
type OnboardingEvent = Event<
  | "CaptainProfileCompleted"
  | "CaptainDocumentUploaded"
  | "CaptainSubmittedForReview"
  | "CaptainApproved"
  | "CaptainRejected"
  | "CaptainDocumentExpiryWarned"
  | "CaptainDocumentExpired"
>;

/** How long before a paper lapses the captain is warned (dashboard and email). */
export const EXPIRY_WARNING_DAYS = 30;

/** The UAE calendar date of an instant: papers expire by the local day. */
export const uaeDate = (at: string): string => uaeWallClock(new Date(at)).date;

export function evolveOnboarding(state: ProviderState, event: OnboardingEvent): ProviderState {
  switch (event.type) {
    case "CaptainProfileCompleted": {
      const { providerId: _p, completedAt: _c, ...profile } = event.data;
      // A changed profile is a new application: it needs a fresh review before the captain works again.
      return { ...state, captainProfile: profile, services: profile.services, approved: false };
    }
    case "CaptainDocumentUploaded": {
      const { kind, documentId, expiresOn } = event.data;
      const ref: DocumentRef = { documentId, expiresOn, warned: false, expired: false };
      return withSlot(state, kind, { ...state.documents[kind], pending: ref });
    }
    case "CaptainSubmittedForReview":
      return { ...state, underReview: true, rejectionReason: null };
    case "CaptainApproved": {
      const documents = { ...state.documents };
      for (const kind of REQUIRED_DOCUMENTS) {
        const slot = documents[kind];
        if (slot.pending) documents[kind] = { approved: slot.pending, pending: null };
      }
      return { ...state, documents, underReview: false, approved: true, rejectionReason: null };
    }
    case "CaptainRejected":
      return { ...state, underReview: false, rejectionReason: event.data.reason };
    case "CaptainDocumentExpiryWarned":
      return markApproved(state, event.data.kind, event.data.documentId, { warned: true });
    case "CaptainDocumentExpired":
      return markApproved(state, event.data.kind, event.data.documentId, { expired: true });
  }
}

function withSlot(state: ProviderState, kind: DocumentKind, slot: DocumentSlot): ProviderState {
  return { ...state, documents: { ...state.documents, [kind]: slot } };
}

function markApproved(
  state: ProviderState,
  kind: DocumentKind,
  documentId: string,
  change: Partial<DocumentRef>,
): ProviderState {
  const slot = state.documents[kind];
  if (slot.approved?.documentId !== documentId) return state;
  return withSlot(state, kind, { ...slot, approved: { ...slot.approved, ...change } });
}

export function completeProfile(
  cmd: Command<"CompleteCaptainProfile">,
  state: ProviderState,
): ProviderEvent[] {
  requireProfile(cmd.providerId, state);
  if (state.underReview) throw new DomainError("conflict", "captain.applicationUnderReview");
  const today = uaeDate(cmd.at);
  const { profile } = cmd;
  if (profile.tradeLicenceExpiry <= today)
    throw new DomainError("bad_input", "captain.tradeLicenceExpired", {}, "profile.tradeLicenceExpiry");
  if (profile.insuranceExpiry <= today)
    throw new DomainError("bad_input", "captain.insuranceExpired", {}, "profile.insuranceExpiry");
  const data = {
    ...profile,
    emirates: [...new Set(profile.emirates)],
    services: [...new Set(profile.services)],
  };
  const current = state.captainProfile;
  if (current !== null && JSON.stringify(current) === JSON.stringify(data)) return [];
  const events: ProviderEvent[] = [
    { type: "CaptainProfileCompleted", data: { providerId: cmd.providerId, ...data, completedAt: cmd.at } },
  ];
  // An approved captain who changes their licensed facts stops working until the change is reviewed.
  if (state.approved && state.online)
    events.push({ type: "ProviderWentOffline", data: { providerId: cmd.providerId, at: cmd.at } });
  return events;
}

export function uploadDocument(cmd: Command<"UploadCaptainDocument">, state: ProviderState): ProviderEvent[] {
  requireProfile(cmd.providerId, state);
  if (state.underReview) throw new DomainError("conflict", "captain.documentsUnderReview");
  const { document } = cmd;
  if (document.expiresOn <= uaeDate(cmd.at))
    throw new DomainError("bad_input", "captain.documentExpired", { document: document.kind }, "expiresOn");
  const slot = state.documents[document.kind];
  if (slot.pending?.documentId === document.documentId || slot.approved?.documentId === document.documentId)
    return [];
  return [
    {
      type: "CaptainDocumentUploaded",
      data: { ...document, providerId: cmd.providerId, uploadedAt: cmd.at },
    },
  ];
}

export function submitForReview(
  cmd: Command<"SubmitCaptainForReview">,
  state: ProviderState,
): ProviderEvent[] {
  requireProfile(cmd.providerId, state);
  if (state.underReview) return []; // already waiting: pressing Submit twice asks once
  if (state.captainProfile === null) throw new DomainError("conflict", "captain.profileFirst");
  const today = uaeDate(cmd.at);
  const missing = REQUIRED_DOCUMENTS.filter((kind) => usableDocument(state.documents[kind], today) === null);
  if (missing.length > 0)
    throw new DomainError("conflict", "captain.uploadBeforeSubmitting", { papers: missing.join(",") });
  const pending = REQUIRED_DOCUMENTS.flatMap((kind) => {
    const ref = state.documents[kind].pending;
    return ref ? [ref.documentId] : [];
  });
  if (state.approved && pending.length === 0) throw new DomainError("conflict", "captain.nothingNewToReview");
  return [
    {
      type: "CaptainSubmittedForReview",
      data: { providerId: cmd.providerId, documentIds: pending, submittedAt: cmd.at },
    },
  ];
}

export function approve(cmd: Command<"ApproveCaptain">, state: ProviderState): ProviderEvent[] {
  const reviewer = requireReviewer(cmd.actor);
  requireWaitingReview(cmd.providerId, state);
  const today = uaeDate(cmd.at);
  for (const kind of REQUIRED_DOCUMENTS) {
    if (usableDocument(state.documents[kind], today) === null)
      throw new DomainError("conflict", "captain.documentExpiredSinceSubmitted", { document: kind });
  }
  const documentIds = REQUIRED_DOCUMENTS.flatMap((kind) => {
    const ref = state.documents[kind].pending;
    return ref ? [ref.documentId] : [];
  });
  return [
    {
      type: "CaptainApproved",
      data: {
        providerId: cmd.providerId,
        reviewerId: reviewer,
        note: cmd.note,
        documentIds,
        approvedAt: cmd.at,
      },
    },
  ];
}

export function reject(cmd: Command<"RejectCaptain">, state: ProviderState): ProviderEvent[] {
  const reviewer = requireReviewer(cmd.actor);
  requireWaitingReview(cmd.providerId, state);
  return [
    {
      type: "CaptainRejected",
      data: { providerId: cmd.providerId, reviewerId: reviewer, reason: cmd.reason, rejectedAt: cmd.at },
    },
  ];
}

/** The expiry process asks about one document; only an approved, still-current one is warned, once. */
export function warnExpiry(cmd: Command<"WarnCaptainDocumentExpiry">, state: ProviderState): ProviderEvent[] {
  requireSystem(cmd.actor);
  const found = approvedDocument(state, cmd.documentId);
  if (!found || found.ref.warned || found.ref.expired) return [];
  const today = uaeDate(cmd.at);
  if (!isWithinWarning(found.ref.expiresOn, today)) return [];
  return [
    {
      type: "CaptainDocumentExpiryWarned",
      data: {
        providerId: cmd.providerId,
        documentId: cmd.documentId,
        kind: found.kind,
        expiresOn: found.ref.expiresOn,
        warnedAt: cmd.at,
      },
    },
  ];
}

/** On its expiry day an approved document lapses, and an online captain goes offline with it. */
export function expireDocument(cmd: Command<"ExpireCaptainDocument">, state: ProviderState): ProviderEvent[] {
  requireSystem(cmd.actor);
  const found = approvedDocument(state, cmd.documentId);
  if (!found || found.ref.expired) return [];
  if (found.ref.expiresOn > uaeDate(cmd.at)) return [];
  const events: ProviderEvent[] = [
    {
      type: "CaptainDocumentExpired",
      data: {
        providerId: cmd.providerId,
        documentId: cmd.documentId,
        kind: found.kind,
        expiredOn: found.ref.expiresOn,
        at: cmd.at,
      },
    },
  ];
  if (state.online)
    events.push({ type: "ProviderWentOffline", data: { providerId: cmd.providerId, at: cmd.at } });
  return events;
}

/** Is `today` inside the 30 days before `expiresOn` (and not past it)? */
export function isWithinWarning(expiresOn: string, today: string): boolean {
  if (expiresOn <= today) return false;
  const warnFrom = Date.parse(`${expiresOn}T00:00:00Z`) - EXPIRY_WARNING_DAYS * 86_400_000;
  return Date.parse(`${today}T00:00:00Z`) >= warnFrom;
}

/** The paper that would count after a review: the pending upload, else the approved one, if valid today. */
function usableDocument(slot: DocumentSlot, today: string): DocumentRef | null {
  const candidate = slot.pending ?? slot.approved;
  if (candidate === null || candidate.expired || candidate.expiresOn <= today) return null;
  return candidate;
}

function approvedDocument(state: ProviderState, documentId: string) {
  for (const kind of REQUIRED_DOCUMENTS) {
    const ref = state.documents[kind].approved;
    if (ref?.documentId === documentId) return { kind, ref };
  }
  return null;
}

/** Captains never review themselves: only an admin (or the seeding system) approves or rejects. */
function requireReviewer(actor: Actor): string {
  if (actor.role === "admin" || actor.role === "system") return actor.userId;
  throw new DomainError("forbidden", "captain.onlyAdminReviews");
}

function requireSystem(actor: Actor): void {
  if (actor.role !== "system") throw new DomainError("forbidden", "captain.expiryBySystem");
}

function requireWaitingReview(providerId: string, state: ProviderState): void {
  if (!state.underReview) throw new DomainError("conflict", "captain.nothingWaiting", { providerId });
}

/** Every provider command but creating the profile needs one (the decider's rules use it too). */
export function requireProfile(providerId: string, state: ProviderState): void {
  if (!state.hasProfile) throw new DomainError("not_found", "provider.noProfile", { providerId });
}
