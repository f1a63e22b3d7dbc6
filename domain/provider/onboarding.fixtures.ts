/** Builders of onboarding commands and events for tests, in the schemas' field order (deciderSpec compares JSON). */
import type { ProviderCommand } from "./commands";
import type { ProviderEvent } from "./events";
import type { CaptainProfile, DocumentKind } from "./onboardingEvents";
import { admin, PROVIDER_ID, profileCreated, self, system, T0 } from "./provider.fixtures";

type Command<T extends ProviderCommand["type"]> = Extract<ProviderCommand, { type: T }>;
type Event<T extends ProviderEvent["type"]> = Extract<ProviderEvent, { type: T }>;

/** T0 is 2025-03-01 (UAE); the papers run a year. */
export const EXPIRES = "2026-03-01";

export const PROFILE: CaptainProfile = {
  tradeName: "Al Noor Recovery LLC",
  tradeLicenceNumber: "CN-1234567",
  tradeLicenceExpiry: EXPIRES,
  insurancePolicyNumber: "POL-998877",
  insuranceExpiry: EXPIRES,
  emiratesId: "784-1990-1234567-1",
  emirates: ["Dubai", "Sharjah"],
  services: ["towing", "jump-start"],
};

export const docId = (kind: DocumentKind, n = 1) => `${kind}-${n}`;

export const document = (kind: DocumentKind, o: { n?: number; expiresOn?: string } = {}) => ({
  documentId: docId(kind, o.n),
  kind,
  expiresOn: o.expiresOn ?? EXPIRES,
  fileName: `${kind}.pdf`,
  contentType: "application/pdf" as const,
  sizeBytes: 1234,
  storagePath: `documents/${PROVIDER_ID}/${docId(kind, o.n)}.pdf`,
});

// ---- commands ----

export const completeProfile = (
  o: Partial<Command<"CompleteCaptainProfile">> = {},
): Command<"CompleteCaptainProfile"> => ({
  type: "CompleteCaptainProfile",
  actor: self(),
  at: T0,
  providerId: PROVIDER_ID,
  profile: PROFILE,
  ...o,
});

export const uploadDocument = (
  kind: DocumentKind,
  o: Partial<Command<"UploadCaptainDocument">> & { n?: number; expiresOn?: string } = {},
): Command<"UploadCaptainDocument"> => {
  const { n, expiresOn, ...rest } = o;
  return {
    type: "UploadCaptainDocument",
    actor: self(),
    at: T0,
    providerId: PROVIDER_ID,
    document: document(kind, { n, expiresOn }),
    ...rest,
  };
};

export const submit = (
  o: Partial<Command<"SubmitCaptainForReview">> = {},
): Command<"SubmitCaptainForReview"> => ({
  type: "SubmitCaptainForReview",
  actor: self(),
  at: T0,
  providerId: PROVIDER_ID,
  ...o,
});

export const approveCaptain = (o: Partial<Command<"ApproveCaptain">> = {}): Command<"ApproveCaptain"> => ({
  type: "ApproveCaptain",
  actor: admin(),
  at: T0,
  providerId: PROVIDER_ID,
  note: "",
  ...o,
});

export const rejectCaptain = (o: Partial<Command<"RejectCaptain">> = {}): Command<"RejectCaptain"> => ({
  type: "RejectCaptain",
  actor: admin(),
  at: T0,
  providerId: PROVIDER_ID,
  reason: "the trade licence photo is unreadable",
  ...o,
});

export const warnExpiry = (
  at: string,
  documentId = docId("insurance"),
): Command<"WarnCaptainDocumentExpiry"> => ({
  type: "WarnCaptainDocumentExpiry",
  actor: system(),
  at,
  providerId: PROVIDER_ID,
  documentId,
});

export const expireDocument = (
  at: string,
  documentId = docId("insurance"),
): Command<"ExpireCaptainDocument"> => ({
  type: "ExpireCaptainDocument",
  actor: system(),
  at,
  providerId: PROVIDER_ID,
  documentId,
});

// ---- events ----

export const profileCompleted = (
  o: Partial<CaptainProfile> = {},
  at = T0,
): Event<"CaptainProfileCompleted"> => ({
  type: "CaptainProfileCompleted",
  data: { providerId: PROVIDER_ID, ...PROFILE, ...o, completedAt: at },
});

export const documentUploaded = (
  kind: DocumentKind,
  o: { n?: number; expiresOn?: string; at?: string } = {},
): Event<"CaptainDocumentUploaded"> => ({
  type: "CaptainDocumentUploaded",
  data: { ...document(kind, o), providerId: PROVIDER_ID, uploadedAt: o.at ?? T0 },
});

export const submitted = (documentIds: string[], at = T0): Event<"CaptainSubmittedForReview"> => ({
  type: "CaptainSubmittedForReview",
  data: { providerId: PROVIDER_ID, documentIds, submittedAt: at },
});

export const approved = (documentIds: string[], at = T0): Event<"CaptainApproved"> => ({
  type: "CaptainApproved",
  data: { providerId: PROVIDER_ID, reviewerId: admin().userId, note: "", documentIds, approvedAt: at },
});

export const rejected = (reason = "the trade licence photo is unreadable"): Event<"CaptainRejected"> => ({
  type: "CaptainRejected",
  data: { providerId: PROVIDER_ID, reviewerId: admin().userId, reason, rejectedAt: T0 },
});

const ALL = ["trade-licence", "insurance", "emirates-id"] as const;
export const ALL_DOCUMENT_IDS = ALL.map((kind) => docId(kind));

/** Profile and the three papers, submitted, not yet reviewed. */
export const underReviewCaptain = (): ProviderEvent[] => [
  profileCreated(),
  profileCompleted(),
  ...ALL.map((kind) => documentUploaded(kind)),
  submitted(ALL_DOCUMENT_IDS),
];

/** A captain an admin approved on T0, papers valid until EXPIRES. */
export const approvedCaptain = (): ProviderEvent[] => [...underReviewCaptain(), approved(ALL_DOCUMENT_IDS)];
