import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DocumentKind } from "../../domain/provider/onboardingEvents";
import { EventLog } from "../read-models/testing/eventLog";
import { openReadModelHarness, type ReadModelHarness } from "../read-models/testing/readModelHarness";
import { documentExpiryProjection, dueDocuments, trackedDocumentsOf } from "./documentExpiryProjection";

const AT = "2026-03-01T08:00:00.000Z";
const P = "cap-1";

let harness: ReadModelHarness;
let log: EventLog;
beforeAll(async () => {
  harness = await openReadModelHarness([documentExpiryProjection]);
});
afterAll(() => harness?.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

const uploaded = (documentId: string, kind: DocumentKind, expiresOn: string) =>
  log.record({
    type: "CaptainDocumentUploaded",
    data: {
      documentId,
      kind,
      expiresOn,
      fileName: `${kind}.pdf`,
      contentType: "application/pdf",
      sizeBytes: 100,
      storagePath: `documents/${P}/${documentId}.pdf`,
      providerId: P,
      uploadedAt: AT,
    },
  });
const approved = (documentIds: string[]) =>
  log.record({
    type: "CaptainApproved",
    data: { providerId: P, reviewerId: "admin-1", note: "", documentIds, approvedAt: AT },
  });
const warned = (documentId: string, kind: DocumentKind, expiresOn: string) =>
  log.record({
    type: "CaptainDocumentExpiryWarned",
    data: { providerId: P, documentId, kind, expiresOn, warnedAt: AT },
  });

describe("document expiry projection", () => {
  it("tracks a paper only once approved, and a renewed paper replaces the old one with a fresh warning", async () => {
    const changes = await harness.apply([uploaded("ins-1", "insurance", "2026-04-01")]);
    expect(changes).toEqual([]);
    expect(await trackedDocumentsOf(harness.sql, P)).toEqual([]);

    expect(
      await harness.apply([approved(["ins-1"]), warned("ins-1", "insurance", "2026-04-01")]),
    ).toHaveLength(1);
    expect(await trackedDocumentsOf(harness.sql, P)).toEqual([
      { kind: "insurance", documentId: "ins-1", expiresOn: "2026-04-01", warned: true, expired: false },
    ]);

    // The renewal is uploaded (and a first try replaced by a second), then approved.
    await harness.apply([
      uploaded("ins-2", "insurance", "2027-01-01"),
      uploaded("ins-3", "insurance", "2027-04-01"),
      approved(["ins-3"]),
    ]);
    expect(await trackedDocumentsOf(harness.sql, P)).toEqual([
      { kind: "insurance", documentId: "ins-3", expiresOn: "2027-04-01", warned: false, expired: false },
    ]);
  });

  it("says which papers are due a warning or a lapse today", async () => {
    await harness.apply([
      uploaded("tl", "trade-licence", "2026-03-31"),
      uploaded("ins", "insurance", "2026-03-01"),
      uploaded("eid", "emirates-id", "2026-05-01"),
      approved(["tl", "ins", "eid"]),
    ]);
    const due = await dueDocuments(harness.sql, { today: "2026-03-01", warnUntil: "2026-03-31", limit: 10 });
    expect(due.map((d) => [d.documentId, d.action])).toEqual([
      ["ins", "expire"],
      ["tl", "warn"],
    ]);
    // Paged: the second page starts after the first.
    const first = await dueDocuments(harness.sql, { today: "2026-03-01", warnUntil: "2026-03-31", limit: 1 });
    const second = await dueDocuments(harness.sql, {
      today: "2026-03-01",
      warnUntil: "2026-03-31",
      limit: 1,
      after: first[0]!,
    });
    expect([...first, ...second].map((d) => d.documentId)).toEqual(["ins", "tl"]);
  });
});
