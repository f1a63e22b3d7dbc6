import { uaeWallClock } from "../../../domain/rules/uaeTime";
import { formatDateTime } from "../../shared/format";
import type { OnboardingT } from "./messages";
import type { CaptainDocument } from "./onboardingDocuments";

export type PaperKind = CaptainDocument["kind"];

/** The three papers a captain keeps valid to work, in the order the screens list them. */
export const PAPER_KINDS: readonly PaperKind[] = ["TRADE_LICENCE", "INSURANCE", "EMIRATES_ID"];

/** A paper's name as a heading or at the start of a sentence: "Trade licence". */
export function paperLabel(kind: PaperKind, t: OnboardingT): string {
  const labels: Readonly<Record<PaperKind, string>> = {
    TRADE_LICENCE: t("paper.tradeLicence"),
    INSURANCE: t("paper.insurance"),
    EMIRATES_ID: t("paper.emiratesId"),
  };
  return labels[kind];
}

/** A paper's name inside a sentence: "Upload a valid trade licence first." */
export function paperInSentence(kind: PaperKind, t: OnboardingT): string {
  const names: Readonly<Record<PaperKind, string>> = {
    TRADE_LICENCE: t("paperInSentence.tradeLicence"),
    INSURANCE: t("paperInSentence.insurance"),
    EMIRATES_ID: t("paperInSentence.emiratesId"),
  };
  return names[kind];
}

/** "a, b and c" in the reader's language (the catalogue's own joining words, without a serial comma). */
export function joinWords(words: readonly string[], t: OnboardingT): string {
  const [first = "", ...rest] = words;
  if (rest.length === 0) return first;
  const last = rest[rest.length - 1] as string;
  const list = rest.slice(0, -1).reduce((joined, next) => t("list.next", { list: joined, next }), first);
  return t("list.last", { list, last });
}

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
  return formatDateTime(parsed, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
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
  t: OnboardingT,
): string {
  const { approved, pending, expired } = standing;
  const approvedValid = approved !== null && approved.expiresOn > today;
  if (pending !== null) {
    const waiting =
      pending.expiresOn > today
        ? t("state.pending")
        : t("state.pendingExpired", { date: formatPaperDate(pending.expiresOn) });
    if (approved === null) return waiting;
    const current = approvedValid
      ? t("state.currentApprovedUntil", { date: formatPaperDate(dayBefore(approved.expiresOn)) })
      : t("state.currentExpiredOn", { date: formatPaperDate(approved.expiresOn) });
    return t("state.withCurrent", { waiting, current });
  }
  if (approved !== null)
    return approvedValid
      ? t("state.approvedUntil", { date: formatPaperDate(dayBefore(approved.expiresOn)) })
      : t("state.expiredOn", { date: formatPaperDate(approved.expiresOn) });
  if (expired !== null) return t("state.expiredOn", { date: formatPaperDate(expired.expiresOn) });
  return t("state.none");
}

/** `expiresOn` is the first day a paper is invalid, so it is valid until the day before. */
export function dayBefore(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time)) return isoDate;
  return new Date(time - 86_400_000).toISOString().slice(0, 10);
}
