import { uaeWallClock } from "../../../domain/rules/uaeTime";
import type { CaptainDocument } from "./onboardingDocuments";

export type PaperKind = CaptainDocument["kind"];

/** The three papers a captain keeps valid to work, in the order the screens list them. */
export const PAPER_KINDS: readonly PaperKind[] = ["TRADE_LICENCE", "INSURANCE", "EMIRATES_ID"];

export const PAPER_LABEL: Readonly<Record<PaperKind, string>> = {
  TRADE_LICENCE: "Trade licence",
  INSURANCE: "Insurance certificate",
  EMIRATES_ID: "Emirates ID",
};

/** The REST upload's `kind` field names the papers lower-case with dashes. */
export const PAPER_UPLOAD_KIND: Readonly<Record<PaperKind, "trade-licence" | "insurance" | "emirates-id">> = {
  TRADE_LICENCE: "trade-licence",
  INSURANCE: "insurance",
  EMIRATES_ID: "emirates-id",
};

/** Today's date in the UAE (YYYY-MM-DD): papers expire by the local day. */
export const uaeToday = (now: Date = new Date()): string => uaeWallClock(now).date;

/** "2026-05-01" → "1 May 2026", the calendar date as written, whatever the browser's zone. */
export function formatPaperDate(isoDate: string): string {
  const parsed = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return isoDate;
  return parsed.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** One paper's uploads as the captain needs them: the approved one, a newer one waiting, a lapsed one. */
export interface PaperStanding<
  D extends Pick<CaptainDocument, "kind" | "state" | "expiresOn"> = CaptainDocument,
> {
  readonly kind: PaperKind;
  readonly approved: D | null;
  readonly pending: D | null;
  readonly expired: D | null;
}

/** Per paper, from every upload newest first (as the server sends them); superseded uploads are history. */
export function currentPapers<D extends Pick<CaptainDocument, "kind" | "state" | "expiresOn">>(
  documents: readonly D[],
): PaperStanding<D>[] {
  return PAPER_KINDS.map((kind) => {
    const ofKind = documents.filter((document) => document.kind === kind);
    return {
      kind,
      approved: ofKind.find((document) => document.state === "APPROVED") ?? null,
      pending: ofKind.find((document) => document.state === "PENDING") ?? null,
      expired: ofKind.find((document) => document.state === "EXPIRED") ?? null,
    };
  });
}

/** The upload that would count in a review today (a waiting one, else the approved one), if any. */
export function usablePaper<D extends Pick<CaptainDocument, "kind" | "state" | "expiresOn">>(
  standing: PaperStanding<D>,
  today: string,
): D | null {
  const candidate = standing.pending ?? standing.approved;
  return candidate !== null && candidate.expiresOn > today ? candidate : null;
}

/** What the documents section says about a paper: none / pending review / approved until / expired. */
export function paperStateText(
  standing: PaperStanding<Pick<CaptainDocument, "kind" | "state" | "expiresOn">>,
  today: string,
): string {
  const { approved, pending, expired } = standing;
  const approvedText =
    approved === null
      ? null
      : approved.expiresOn > today
        ? `Approved, valid until ${formatPaperDate(dayBefore(approved.expiresOn))}`
        : `Expired on ${formatPaperDate(approved.expiresOn)}`;
  if (pending !== null) {
    const waiting =
      pending.expiresOn > today
        ? "Pending review"
        : `The upload waiting for review expired on ${formatPaperDate(pending.expiresOn)}: upload a valid one`;
    return approvedText ? `${waiting} (the current one: ${lowerFirst(approvedText)})` : waiting;
  }
  if (approvedText) return approvedText;
  if (expired !== null) return `Expired on ${formatPaperDate(expired.expiresOn)}`;
  return "Not uploaded";
}

/** `expiresOn` is the first day a paper is invalid, so it is valid until the day before. */
export function dayBefore(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time)) return isoDate;
  return new Date(time - 86_400_000).toISOString().slice(0, 10);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
