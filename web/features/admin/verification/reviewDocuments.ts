import type { QueuedCaptain, QueuedDocument } from "./verificationQueries";

export type DocumentKind = QueuedDocument["kind"];

export const DOCUMENT_KINDS: readonly DocumentKind[] = ["TRADE_LICENCE", "INSURANCE", "EMIRATES_ID"];

/**
 * The paper per kind that an approval would accept: the upload waiting for review, else the one
 * approved before (a renewal may replace only some papers).
 */
export function documentsUnderReview(
  documents: QueuedCaptain["documents"],
): { kind: DocumentKind; document: QueuedDocument | null }[] {
  return DOCUMENT_KINDS.map((kind) => {
    const ofKind = documents.filter((document) => document.kind === kind);
    return {
      kind,
      document:
        ofKind.find((document) => document.state === "PENDING") ??
        ofKind.find((document) => document.state === "APPROVED") ??
        null,
    };
  });
}

/**
 * How a file is shown in the panel: images inline; a PDF opens in a new tab, since the server's
 * security headers (frame-ancestors 'none') keep every response of ours out of frames.
 */
export function previewOf(contentType: string): "image" | "link" {
  return contentType === "image/jpeg" || contentType === "image/png" ? "image" : "link";
}

/** "2026-05-01" → "1 May 2026". */
export function formatDay(isoDate: string): string {
  const parsed = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return isoDate;
  return parsed.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "1.2 MB", "340 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
