import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountsProjection } from "../accounts/projection";
import { accountRegistered } from "../testing/accountEventBuilders";
import { EventLog } from "../testing/eventLog";
import {
  captainApproved,
  captainDocumentExpired,
  captainDocumentExpiryWarned,
  captainDocumentUploaded,
  captainProfileCompleted,
  captainRejected,
  captainSubmitted,
  KINDS,
  PAPERS_EXPIRE,
} from "../testing/onboardingEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { atMinute } from "../testing/requestEventBuilders";
import { CAPTAIN_ONBOARDING_CHANGED_TOPIC, captainOnboardingProjection } from "./projection";
import { captainDocument, captainOnboarding, verificationQueue } from "./queries";

/** AT's UAE date. */
const TODAY = "2025-03-10";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([accountsProjection, captainOnboardingProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
  await harness.apply(
    log.recordAll([
      accountRegistered({ accountId: "p1", name: "Khalid", userType: "provider" }),
      accountRegistered({ accountId: "p2", name: "Omar", userType: "provider" }),
      accountRegistered({ accountId: "admin-1", name: "Ops Admin", userType: "admin" }),
      accountRegistered({ accountId: "c1", userType: "customer" }),
    ]),
  );
});

const uploads = (providerId: string, o: { n?: number; expiresOn?: string; at?: string } = {}) =>
  KINDS.map((kind) =>
    captainDocumentUploaded(providerId, kind, {
      documentId: `${providerId}-${kind}-${o.n ?? 1}`,
      expiresOn: o.expiresOn ?? PAPERS_EXPIRE,
      uploadedAt: o.at ?? atMinute(1),
    }),
  );
const ids = (providerId: string, n = 1) => KINDS.map((kind) => `${providerId}-${kind}-${n}`);

describe("captain_onboarding", () => {
  it("shows a captain who has not started as incomplete, and no one else", async () => {
    expect(await captainOnboarding(harness.sql, "p1", TODAY)).toMatchObject({
      providerId: "p1",
      name: "Khalid",
      email: "p1@example.ae",
      status: "incomplete",
      statusMessage: expect.stringContaining("Complete your business profile"),
      canGoOnline: false,
      profile: null,
      documents: [],
      reviews: [],
    });
    expect(await captainOnboarding(harness.sql, "c1", TODAY)).toBeNull();
    expect(await captainOnboarding(harness.sql, "nobody", TODAY)).toBeNull();
  });

  it("follows profile, uploads, submission and approval, with the reviewer and papers' states", async () => {
    const changes = await harness.apply(
      log.recordAll([
        captainProfileCompleted("p1", { completedAt: atMinute(0) }),
        ...uploads("p1"),
        // A second insurance paper before submitting: the first one is superseded.
        captainDocumentUploaded("p1", "insurance", { documentId: "p1-insurance-2", uploadedAt: atMinute(2) }),
        captainSubmitted(
          "p1",
          [...ids("p1").filter((id) => id !== "p1-insurance-1"), "p1-insurance-2"],
          atMinute(3),
        ),
      ]),
    );
    expect(changes).toContainEqual({
      topic: CAPTAIN_ONBOARDING_CHANGED_TOPIC,
      payload: { providerId: "p1" },
    });
    const waiting = await captainOnboarding(harness.sql, "p1", TODAY);
    expect(waiting).toMatchObject({
      status: "under_review",
      submittedAt: atMinute(3),
      profile: expect.objectContaining({ tradeName: "Al Noor Recovery LLC", emirates: ["Dubai", "Sharjah"] }),
    });
    expect(waiting?.documents.map((d) => [d.id, d.state])).toEqual([
      ["p1-insurance-2", "PENDING"],
      ["p1-emirates-id-1", "PENDING"],
      ["p1-insurance-1", "SUPERSEDED"],
      ["p1-trade-licence-1", "PENDING"],
    ]);
    expect(waiting?.documents[0]).toMatchObject({
      kind: "insurance",
      expiresOn: PAPERS_EXPIRE,
      fileName: "insurance.pdf",
      contentType: "application/pdf",
      sizeBytes: 1234,
      url: "/api/providers/p1/documents/p1-insurance-2/file",
    });
    expect((await verificationQueue(harness.sql, TODAY)).map((c) => c.providerId)).toEqual(["p1"]);

    await harness.apply(
      log.recordAll([captainApproved("p1", [], { note: "All clear", approvedAt: atMinute(4) })]),
    );
    const approved = await captainOnboarding(harness.sql, "p1", TODAY);
    expect(approved).toMatchObject({ status: "approved", statusMessage: null, submittedAt: null });
    // The email is not verified yet: approved, but cannot go online.
    expect(approved?.canGoOnline).toBe(false);
    expect(
      approved?.documents
        .filter((d) => d.state === "APPROVED")
        .map((d) => d.id)
        .sort(),
    ).toEqual(["p1-emirates-id-1", "p1-insurance-2", "p1-trade-licence-1"]);
    expect(approved?.reviews).toEqual([
      { at: atMinute(3), step: "SUBMITTED", actorId: "p1", actorName: "Khalid", reason: null },
      { at: atMinute(4), step: "APPROVED", actorId: "admin-1", actorName: "Ops Admin", reason: "All clear" },
    ]);
    expect(await verificationQueue(harness.sql, TODAY)).toEqual([]);
  });

  it("keeps the rejection's reason until the captain submits again", async () => {
    await harness.apply(
      log.recordAll([
        captainProfileCompleted("p1"),
        ...uploads("p1"),
        captainSubmitted("p1", ids("p1")),
        captainRejected("p1", "The licence scan is unreadable", { rejectedAt: atMinute(5) }),
      ]),
    );
    expect(await captainOnboarding(harness.sql, "p1", TODAY)).toMatchObject({
      status: "rejected",
      rejectionReason: "The licence scan is unreadable",
      statusMessage: expect.stringContaining("The licence scan is unreadable"),
      reviews: [
        expect.objectContaining({ step: "SUBMITTED" }),
        expect.objectContaining({
          step: "REJECTED",
          actorId: "admin-1",
          reason: "The licence scan is unreadable",
        }),
      ],
    });
    await harness.apply(log.recordAll([captainSubmitted("p1", [], atMinute(6))]));
    expect(await captainOnboarding(harness.sql, "p1", TODAY)).toMatchObject({
      status: "under_review",
      rejectionReason: null,
    });
  });

  it("computes a lapse by today's date, warns within 30 days, and records expiry and profile changes", async () => {
    await harness.apply(
      log.recordAll([
        captainProfileCompleted("p1"),
        ...uploads("p1", { expiresOn: "2025-04-01" }),
        captainSubmitted("p1", ids("p1")),
        captainApproved("p1", ids("p1")),
      ]),
    );
    const inMarch = await captainOnboarding(harness.sql, "p1", TODAY);
    expect(inMarch?.status).toBe("approved");
    expect(inMarch?.expiringSoon.map((d) => d.kind).sort()).toEqual([
      "emirates-id",
      "insurance",
      "trade-licence",
    ]);
    expect((await captainOnboarding(harness.sql, "p1", "2025-02-01"))?.expiringSoon).toEqual([]);
    // On the expiry day the status lapses with no event at all.
    const onTheDay = await captainOnboarding(harness.sql, "p1", "2025-04-01");
    expect(onTheDay).toMatchObject({ status: "documents_expired", expiringSoon: [] });
    expect(onTheDay?.statusMessage).toContain(
      "Your trade licence, insurance certificate and Emirates ID have expired",
    );
    expect(onTheDay?.documents.every((d) => d.state === "EXPIRED")).toBe(true);

    await harness.apply(
      log.recordAll([
        captainDocumentExpiryWarned("p1", "p1-insurance-1", "insurance", "2025-04-01", atMinute(7)),
        captainDocumentExpired("p1", "p1-insurance-1", "insurance", "2025-04-01", atMinute(8)),
        captainProfileCompleted("p1", { tradeName: "Renamed LLC", completedAt: atMinute(9) }),
      ]),
    );
    const after = await captainOnboarding(harness.sql, "p1", TODAY);
    expect(after?.status).toBe("incomplete");
    expect(after?.documents.find((d) => d.id === "p1-insurance-1")?.state).toBe("EXPIRED");
    expect(after?.reviews.map((r) => [r.step, r.actorId, r.reason])).toEqual([
      ["SUBMITTED", "p1", null],
      ["APPROVED", "admin-1", null],
      ["EXPIRY_WARNED", "system", "insurance"],
      ["DOCUMENT_EXPIRED", "system", "insurance"],
      ["PROFILE_CHANGED", "p1", null],
    ]);
  });

  it("supersedes the approved paper when a renewal is approved, and finds one document", async () => {
    await harness.apply(
      log.recordAll([
        captainProfileCompleted("p1"),
        ...uploads("p1"),
        captainSubmitted("p1", ids("p1")),
        captainApproved("p1", ids("p1")),
        captainDocumentUploaded("p1", "insurance", { documentId: "renewal", expiresOn: "2027-01-01" }),
        captainSubmitted("p1", ["renewal"]),
        captainApproved("p1", ["renewal"]),
      ]),
    );
    const view = await captainOnboarding(harness.sql, "p1", TODAY);
    expect(view?.status).toBe("approved");
    expect(view?.documents.filter((d) => d.kind === "insurance").map((d) => [d.id, d.state])).toEqual([
      ["renewal", "APPROVED"],
      ["p1-insurance-1", "SUPERSEDED"],
    ]);
    expect(await captainDocument(harness.sql, "p1", "renewal", TODAY)).toMatchObject({
      storagePath: "documents/p1/renewal.pdf",
    });
    expect(await captainDocument(harness.sql, "p2", "renewal", TODAY)).toBeNull();
  });

  it("lists the queue oldest submission first and applies a redelivered batch once", async () => {
    const events = log.recordAll([
      captainProfileCompleted("p2"),
      ...uploads("p2"),
      captainSubmitted("p2", ids("p2"), atMinute(1)),
      captainProfileCompleted("p1"),
      ...uploads("p1"),
      captainSubmitted("p1", ids("p1"), atMinute(2)),
    ]);
    await harness.apply(events);
    await harness.apply(events);
    const queue = await verificationQueue(harness.sql, TODAY);
    expect(queue.map((c) => c.providerId)).toEqual(["p2", "p1"]);
    expect(queue[0]?.reviews).toHaveLength(1);
    expect(queue[0]?.documents).toHaveLength(3);
    await expect(verificationQueue(harness.sql, TODAY, 0)).rejects.toThrow(RangeError);
  });
});
