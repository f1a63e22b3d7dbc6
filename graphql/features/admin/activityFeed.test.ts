import { describe, expect, it } from "vitest";
import { domainEventTypes } from "../../../domain/events";
import type { AuditLogEntry } from "../../../projections/audit/auditLogQuery";
import { activityLines, BURST_WINDOW_MS } from "./activityFeed";

const T0 = Date.parse("2026-11-26T08:00:00.000Z");
let position = 1000;

/** An audit entry `secondsAgo` before T0 (the log is read newest first). */
function entry(type: string, secondsAgo: number, data: object = {}, streamId = "account-x"): AuditLogEntry {
  position--;
  return {
    position: `${position}/${position}`,
    eventId: `e${position}`,
    streamId,
    revision: "0",
    type,
    actor: { userId: "system", role: "system" },
    correlationId: "c",
    causationId: null,
    occurredAt: new Date(T0 - secondsAgo * 1000).toISOString(),
    schemaVersion: 1,
    data,
  };
}

/** A simulated captain's sign-up as its events come, newest first. */
const signUp = (i: number, at: number) => [
  entry("CaptainApproved", at, {}, `provider-sim-${i}`),
  entry("CaptainSubmittedForReview", at, {}, `provider-sim-${i}`),
  entry("CaptainDocumentUploaded", at, {}, `provider-sim-${i}`),
  entry("AccountEmailVerified", at, {}, `account-sim-${i}`),
  entry("EmailClaimed", at, {}, `email-sim-${i}`),
  entry("AccountRegistered", at, { userType: "provider" }, `account-sim-${i}`),
];

describe("the admin's activity feed", () => {
  it("tells forty captains signing up at once in a line per step, not 240 lines of events", () => {
    const log = Array.from({ length: 40 }, (_, i) => signUp(i, i)).flat();
    const lines = activityLines(log, 20);
    expect(lines.map((l) => l.summary)).toEqual([
      "40 captains approved",
      "40 captains submitted their papers for review",
      "40 captain papers uploaded",
      "40 email addresses verified",
      "40 captains joined",
    ]);
    expect(lines.find((l) => l.entry.type === "EmailClaimed")).toBeUndefined();
    // Each line is dated by its newest event.
    expect(lines[0]!.entry.occurredAt).toBe(new Date(T0).toISOString());
  });

  it("keeps captains and customers signing up apart", () => {
    const log = [
      entry("AccountRegistered", 1, { userType: "customer" }),
      entry("AccountRegistered", 2, { userType: "provider" }),
      entry("AccountRegistered", 3, { userType: "customer" }),
    ];
    expect(activityLines(log, 10).map((l) => l.summary)).toEqual([
      "2 customers signed up",
      "New provider signed up",
    ]);
  });

  it("starts a new line when alike events are further apart than a burst", () => {
    const apart = BURST_WINDOW_MS / 1000 + 60;
    const log = [
      entry("ProviderWentOnline", 0),
      entry("ProviderWentOnline", 30),
      entry("ProviderWentOnline", 30 + apart),
    ];
    expect(activityLines(log, 10).map((l) => l.summary)).toEqual([
      "2 providers went online",
      "Provider went online",
    ]);
  });

  it("gives each booking step its own line, linked to its request", () => {
    const log = [
      entry("JobCompleted", 0, { finalPrice: 275 }, "request-a"),
      entry("JobAccepted", 10, {}, "request-b"),
      entry("OfferWithdrawn", 10, {}, "request-b"),
      entry("JobAccepted", 20, {}, "request-c"),
    ];
    expect(activityLines(log, 10).map((l) => [l.summary, l.entry.streamId, l.count])).toEqual([
      ["Job completed for AED 275.00", "request-a", 1],
      ["Provider accepted a job", "request-b", 1],
      ["Provider accepted a job", "request-c", 1],
    ]);
  });

  it("returns at most `limit` lines, still counting older events into the bursts it shows", () => {
    const log = [
      entry("ProviderWentOnline", 0),
      entry("JobAccepted", 1, {}, "request-a"),
      entry("JobStarted", 2, {}, "request-a"),
      entry("ProviderWentOnline", 3),
      entry("JobCompleted", 4, {}, "request-a"),
    ];
    expect(activityLines(log, 3).map((l) => l.summary)).toEqual([
      "2 providers went online",
      "Provider accepted a job",
      "Provider started a job",
    ]);
  });

  it("has a sentence for every event it shows: none reaches the admin as a raw type name", () => {
    const log = domainEventTypes.map((type, i) => entry(type, i * 3600, {}, `stream-${type}`));
    for (const line of activityLines(log, 100)) expect(line.summary).not.toBe(line.entry.type);
  });
});
