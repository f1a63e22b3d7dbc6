import { z } from "zod";
import { isoDateSchema } from "../rules/uaeTime";
import { Emirate, EmiratesId, Id, IsoTime, RequiredText, ServiceType, ShortText } from "../shared/values";

/** The three papers a captain must keep valid to work (issue 19). */
export const DocumentKind = z.enum(["trade-licence", "insurance", "emirates-id"]);
export type DocumentKind = z.infer<typeof DocumentKind>;
export const REQUIRED_DOCUMENTS: readonly DocumentKind[] = DocumentKind.options;

export { DOCUMENT_LABELS } from "./documentLabels";

const LicenceNumber = z
  .string()
  .trim()
  .min(3, "must be at least 3 characters")
  .max(40, "must be at most 40 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, "may hold only letters, digits, spaces, / and -");

/** The business profile a captain completes after sign-up; an admin reviews it with the documents. */
export const CaptainProfile = z.object({
  tradeName: RequiredText,
  tradeLicenceNumber: LicenceNumber,
  tradeLicenceExpiry: isoDateSchema,
  insurancePolicyNumber: LicenceNumber,
  insuranceExpiry: isoDateSchema,
  emiratesId: EmiratesId,
  emirates: z.array(Emirate).min(1, "must name at least one emirate you serve"),
  services: z.array(ServiceType).min(1, "must name at least one service"),
});
export type CaptainProfile = z.infer<typeof CaptainProfile>;

export const CaptainProfileCompleted = z.object({
  type: z.literal("CaptainProfileCompleted"),
  data: CaptainProfile.extend({ providerId: Id, completedAt: IsoTime }),
});

/** A stored file the captain uploaded; it counts only once an admin approves a submission holding it. */
export const CaptainDocument = z.object({
  documentId: Id,
  kind: DocumentKind,
  /** The first UAE day on which the paper is no longer valid. */
  expiresOn: isoDateSchema,
  fileName: ShortText,
  contentType: z.enum(["application/pdf", "image/jpeg", "image/png"]),
  sizeBytes: z.number().int().positive(),
  storagePath: z.string().min(1).max(500),
});
export type CaptainDocument = z.infer<typeof CaptainDocument>;

export const CaptainDocumentUploaded = z.object({
  type: z.literal("CaptainDocumentUploaded"),
  data: CaptainDocument.extend({ providerId: Id, uploadedAt: IsoTime }),
});

export const CaptainSubmittedForReview = z.object({
  type: z.literal("CaptainSubmittedForReview"),
  data: z.object({ providerId: Id, documentIds: z.array(Id), submittedAt: IsoTime }),
});

export const CaptainApproved = z.object({
  type: z.literal("CaptainApproved"),
  data: z.object({
    providerId: Id,
    reviewerId: Id,
    note: ShortText,
    documentIds: z.array(Id),
    approvedAt: IsoTime,
  }),
});

export const CaptainRejected = z.object({
  type: z.literal("CaptainRejected"),
  data: z.object({ providerId: Id, reviewerId: Id, reason: RequiredText, rejectedAt: IsoTime }),
});

/** Sent once per document, 30 days before it lapses (dashboard and email). */
export const CaptainDocumentExpiryWarned = z.object({
  type: z.literal("CaptainDocumentExpiryWarned"),
  data: z.object({
    providerId: Id,
    documentId: Id,
    kind: DocumentKind,
    expiresOn: isoDateSchema,
    warnedAt: IsoTime,
  }),
});

/** An approved document reached its expiry day: the captain works again only once a new one is approved. */
export const CaptainDocumentExpired = z.object({
  type: z.literal("CaptainDocumentExpired"),
  data: z.object({
    providerId: Id,
    documentId: Id,
    kind: DocumentKind,
    expiredOn: isoDateSchema,
    at: IsoTime,
  }),
});

export const OnboardingEvents = [
  CaptainProfileCompleted,
  CaptainDocumentUploaded,
  CaptainSubmittedForReview,
  CaptainApproved,
  CaptainRejected,
  CaptainDocumentExpiryWarned,
  CaptainDocumentExpired,
] as const;
