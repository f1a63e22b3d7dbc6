import type { AuditLogEntry } from "../../../projections/audit/auditLogQuery";
import { activitySummary } from "./activitySummary";

/** One line of the admin's activity feed: an event, or a burst of alike ones told as one. */
export interface ActivityLine {
  /** The newest entry of the line (its position, time, stream and actor are the line's). */
  entry: AuditLogEntry;
  /** How many entries the line stands for. */
  count: number;
  summary: string;
}

/**
 * Steps a person does not need to read: the email claim behind every sign-up, the mail a sign-up
 * asks for, the booking the provider's stream records beside JobAccepted, offers withdrawn (the
 * acceptance or cancellation that withdrew them is in the feed), read receipts and route samples.
 */
const BOOKKEEPING = new Set([
  "EmailClaimed",
  "EmailVerificationRequested",
  "ProviderBooked",
  "OfferWithdrawn",
  "ChatMessagesRead",
  "RoutePointRecorded",
]);

/** How a burst of each kind reads, by how many; kinds not here are never grouped. */
const BURSTS: Readonly<Record<string, (count: number, data: Record<string, unknown>) => string>> = {
  AccountRegistered: (n, d) =>
    d.userType === "provider"
      ? `${n} captains joined`
      : d.userType === "customer"
        ? `${n} customers signed up`
        : `${n} users signed up`,
  AccountEmailVerified: (n) => `${n} email addresses verified`,
  ProviderWentOnline: (n) => `${n} providers went online`,
  ProviderWentOffline: (n) => `${n} providers went offline`,
  ProviderProfileCreated: (n) => `${n} provider profiles created`,
  ProviderServicesChanged: (n) => `${n} providers changed their services`,
  TowingEquipmentAdded: (n) => `${n} trucks added`,
  CaptainProfileCompleted: (n) => `${n} captains completed their business profile`,
  CaptainDocumentUploaded: (n) => `${n} captain papers uploaded`,
  CaptainSubmittedForReview: (n) => `${n} captains submitted their papers for review`,
  CaptainApproved: (n) => `${n} captains approved`,
  CaptainDocumentExpiryWarned: (n) => `${n} captains warned of papers expiring`,
  CaptainDocumentExpired: (n) => `${n} captain papers expired`,
  VehicleAdded: (n) => `${n} vehicles added`,
};

/** Alike entries this close together (to the oldest of the burst so far) are one burst. */
export const BURST_WINDOW_MS = 10 * 60_000;

/**
 * The feed as a person would read it, newest first: bookkeeping left out, and a burst of alike
 * events (forty simulated captains signing up at start-up) told in one line, "40 captains joined",
 * even where their steps interleave. Everything else keeps a line of its own, with its own stream.
 * Takes the log newest first; returns at most `limit` lines.
 */
export function activityLines(entries: readonly AuditLogEntry[], limit: number): ActivityLine[] {
  const lines: { line: ActivityLine; oldestAt: number; key: string | null }[] = [];
  const open = new Map<string, (typeof lines)[number]>();
  for (const entry of entries) {
    if (BOOKKEEPING.has(entry.type)) continue;
    const at = Date.parse(entry.occurredAt);
    const key = BURSTS[entry.type] ? `${entry.type}/${burstDetail(entry)}` : null;
    const burst = key === null ? undefined : open.get(key);
    if (burst && burst.oldestAt - at <= BURST_WINDOW_MS) {
      burst.line.count++;
      burst.oldestAt = at;
      continue;
    }
    if (lines.length === limit) {
      // Full: only bursts already listed may still grow with older entries.
      if (open.size === 0) break;
      continue;
    }
    const line = { line: { entry, count: 1, summary: "" }, oldestAt: at, key };
    lines.push(line);
    if (key !== null) open.set(key, line);
  }
  return lines.map(({ line }) => ({
    ...line,
    summary:
      line.count > 1
        ? BURSTS[line.entry.type]!(line.count, dataOf(line.entry))
        : activitySummary(line.entry.type, line.entry.data),
  }));
}

/** Sign-ups group by who signed up: captains and customers are different news. */
const burstDetail = (entry: AuditLogEntry): string =>
  entry.type === "AccountRegistered" ? String(dataOf(entry).userType ?? "") : "";

const dataOf = (entry: AuditLogEntry): Record<string, unknown> =>
  entry.data !== null && typeof entry.data === "object" ? (entry.data as Record<string, unknown>) : {};
