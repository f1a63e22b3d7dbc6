import type { DocumentKind } from "../../../domain/provider/onboardingEvents";
import type { DataOf, ReadModelEvent } from "../shared/domainEvent";
import { AT } from "./requestEventBuilders";

/** Captain onboarding events with plausible defaults; `AT` is 2025-03-10 (UAE), papers run to 2026. */

type Built<T extends ReadModelEvent["type"]> = Extract<ReadModelEvent, { type: T }>;

export const PAPERS_EXPIRE = "2026-03-10";
export const KINDS: readonly DocumentKind[] = ["trade-licence", "insurance", "emirates-id"];

export function captainProfileCompleted(
  providerId: string,
  data: Partial<DataOf<"CaptainProfileCompleted">> = {},
): Built<"CaptainProfileCompleted"> {
  return {
    type: "CaptainProfileCompleted",
    data: {
      providerId,
      tradeName: "Al Noor Recovery LLC",
      tradeLicenceNumber: "CN-1234567",
      tradeLicenceExpiry: PAPERS_EXPIRE,
      insurancePolicyNumber: "POL-998877",
      insuranceExpiry: PAPERS_EXPIRE,
      emiratesId: "784-1990-1234567-1",
      emirates: ["Dubai", "Sharjah"],
      services: ["towing", "jump-start"],
      completedAt: AT,
      ...data,
    },
  };
}

export function captainDocumentUploaded(
  providerId: string,
  kind: DocumentKind,
  data: Partial<DataOf<"CaptainDocumentUploaded">> = {},
): Built<"CaptainDocumentUploaded"> {
  const documentId = data.documentId ?? `${providerId}-${kind}`;
  return {
    type: "CaptainDocumentUploaded",
    data: {
      documentId,
      kind,
      expiresOn: PAPERS_EXPIRE,
      fileName: `${kind}.pdf`,
      contentType: "application/pdf",
      sizeBytes: 1234,
      storagePath: `documents/${providerId}/${documentId}.pdf`,
      providerId,
      uploadedAt: AT,
      ...data,
    },
  };
}

export const captainSubmitted = (
  providerId: string,
  documentIds: string[],
  submittedAt = AT,
): Built<"CaptainSubmittedForReview"> => ({
  type: "CaptainSubmittedForReview",
  data: { providerId, documentIds, submittedAt },
});

export const captainApproved = (
  providerId: string,
  documentIds: string[],
  o: { reviewerId?: string; note?: string; approvedAt?: string } = {},
): Built<"CaptainApproved"> => ({
  type: "CaptainApproved",
  data: {
    providerId,
    reviewerId: o.reviewerId ?? "admin-1",
    note: o.note ?? "",
    documentIds,
    approvedAt: o.approvedAt ?? AT,
  },
});

export const captainRejected = (
  providerId: string,
  reason: string,
  o: { reviewerId?: string; rejectedAt?: string } = {},
): Built<"CaptainRejected"> => ({
  type: "CaptainRejected",
  data: { providerId, reviewerId: o.reviewerId ?? "admin-1", reason, rejectedAt: o.rejectedAt ?? AT },
});

export const captainDocumentExpiryWarned = (
  providerId: string,
  documentId: string,
  kind: DocumentKind,
  expiresOn: string,
  warnedAt = AT,
): Built<"CaptainDocumentExpiryWarned"> => ({
  type: "CaptainDocumentExpiryWarned",
  data: { providerId, documentId, kind, expiresOn, warnedAt },
});

export const captainDocumentExpired = (
  providerId: string,
  documentId: string,
  kind: DocumentKind,
  expiredOn: string,
  at = AT,
): Built<"CaptainDocumentExpired"> => ({
  type: "CaptainDocumentExpired",
  data: { providerId, documentId, kind, expiredOn, at },
});

/** The whole way to approval: profile, the three papers (expiring `expiresOn`), submitted, approved. */
export function captainApprovedHistory(
  providerId: string,
  o: { expiresOn?: string; services?: DataOf<"CaptainProfileCompleted">["services"] } = {},
): ReadModelEvent[] {
  const uploads = KINDS.map((kind) =>
    captainDocumentUploaded(providerId, kind, { expiresOn: o.expiresOn ?? PAPERS_EXPIRE }),
  );
  const ids = uploads.map((upload) => upload.data.documentId);
  return [
    captainProfileCompleted(providerId, o.services ? { services: o.services } : {}),
    ...uploads,
    captainSubmitted(providerId, ids),
    captainApproved(providerId, ids),
  ];
}
