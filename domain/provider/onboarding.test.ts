import { describe, expect, it } from "vitest";
import { fold } from "../shared/decider";
import { deciderSpec } from "../shared/deciderSpec";
import { decide, evolve, initialState, providerDecider } from "./decider";
import { captainStatus, whyCannotWork } from "./eligibility";
import type { ProviderEvent } from "./events";
import {
  ALL_DOCUMENT_IDS,
  approveCaptain,
  approved,
  approvedCaptain,
  completeProfile,
  docId,
  documentUploaded,
  EXPIRES,
  expireDocument,
  PROFILE,
  profileCompleted,
  rejectCaptain,
  rejected,
  submit,
  submitted,
  underReviewCaptain,
  uploadDocument,
  warnExpiry,
} from "./onboarding.fixtures";
import {
  addTowingEquipment,
  admin,
  booked,
  bookProvider,
  equipmentAdded,
  goOnline,
  otherProvider,
  profileCreated,
  self,
  system,
  TRUCK,
  wentOnline,
} from "./provider.fixtures";

const spec = deciderSpec({ decide, evolve, initialState });
const stateAfter = (events: ProviderEvent[]) => fold(providerDecider, events);

/** UAE midnight of a date is 20:00 UTC the day before (UTC+4). */
const uaeMorning = (date: string) => `${date}T06:00:00.000Z`;
const WARN_DAY = "2026-01-30"; // 30 days before EXPIRES (2026-03-01)

const expiryWarned = (at: string): ProviderEvent => ({
  type: "CaptainDocumentExpiryWarned",
  data: {
    providerId: "prov-a",
    documentId: docId("insurance"),
    kind: "insurance",
    expiresOn: EXPIRES,
    warnedAt: at,
  },
});
const documentExpired = (at: string): ProviderEvent => ({
  type: "CaptainDocumentExpired",
  data: { providerId: "prov-a", documentId: docId("insurance"), kind: "insurance", expiredOn: EXPIRES, at },
});

describe("CompleteCaptainProfile", () => {
  it("records the business profile", () =>
    spec.given([profileCreated()]).when(completeProfile()).then([profileCompleted()]));

  it("the same profile again changes nothing", () =>
    spec.given([profileCreated(), profileCompleted()]).when(completeProfile()).then([]));

  it("refuses a trade licence that has already expired, naming the field", () =>
    spec
      .given([profileCreated()])
      .when(completeProfile({ profile: { ...PROFILE, tradeLicenceExpiry: "2025-03-01" } }))
      .thenThrows("bad_input", "trade licence has expired"));

  it("refuses changes while an admin reviews the application", () =>
    spec
      .given(underReviewCaptain())
      .when(completeProfile({ profile: { ...PROFILE, tradeName: "New Name LLC" } }))
      .thenThrows("conflict", "under review"));

  it("another captain may not fill in this captain's profile", () =>
    spec
      .given([profileCreated()])
      .when(completeProfile({ actor: otherProvider() }))
      .thenThrows("forbidden"));

  it("an approved captain who changes the profile needs a new review, and goes offline at once", () => {
    const history = [...approvedCaptain(), wentOnline()];
    spec
      .given(history)
      .when(completeProfile({ profile: { ...PROFILE, tradeLicenceNumber: "CN-7654321" } }))
      .then([profileCompleted({ tradeLicenceNumber: "CN-7654321" }), wentOffline0()]);
    const after = stateAfter([
      ...history,
      profileCompleted({ tradeLicenceNumber: "CN-7654321" }),
      wentOffline0(),
    ]);
    expect(captainStatus(after, "2025-03-01")).toBe("incomplete");
  });
});

/** ProviderWentOffline at T0 (the fixtures' wentOffline is at T1). */
function wentOffline0(): ProviderEvent {
  return { type: "ProviderWentOffline", data: { providerId: "prov-a", at: "2025-03-01T08:00:00.000Z" } };
}

describe("UploadCaptainDocument", () => {
  it("records the paper as waiting for review", () =>
    spec
      .given([profileCreated(), profileCompleted()])
      .when(uploadDocument("insurance"))
      .then([documentUploaded("insurance")]));

  it("refuses a paper that has already expired", () =>
    spec
      .given([profileCreated()])
      .when(uploadDocument("emirates-id", { expiresOn: "2025-03-01" }))
      .thenThrows("bad_input", "Emirates ID has already expired"));

  it("refuses replacing papers while they are reviewed", () =>
    spec
      .given(underReviewCaptain())
      .when(uploadDocument("insurance", { n: 2 }))
      .thenThrows("conflict", "under review"));

  it("the same upload recorded twice (a retry) is one", () =>
    spec
      .given([profileCreated(), documentUploaded("insurance")])
      .when(uploadDocument("insurance"))
      .then([]));
});

describe("SubmitCaptainForReview", () => {
  const ready = () => [
    profileCreated(),
    profileCompleted(),
    documentUploaded("trade-licence"),
    documentUploaded("insurance"),
    documentUploaded("emirates-id"),
  ];

  it("submits the profile and the three papers", () =>
    spec
      .given(ready())
      .when(submit())
      .then([submitted(ALL_DOCUMENT_IDS)]));

  it("needs the business profile first", () =>
    spec
      .given([profileCreated(), documentUploaded("trade-licence")])
      .when(submit())
      .thenThrows("conflict", "Complete your business profile"));

  it("names every paper still missing", () =>
    spec
      .given([profileCreated(), profileCompleted(), documentUploaded("insurance")])
      .when(submit())
      .thenThrows("conflict", "Upload a valid trade licence and Emirates ID before submitting"));

  it("pressing Submit twice asks once", () => spec.given(underReviewCaptain()).when(submit()).then([]));

  it("an approved captain with nothing new has nothing to submit", () =>
    spec.given(approvedCaptain()).when(submit()).thenThrows("conflict", "no new document"));

  it("an approved captain submits a renewed paper alone", () =>
    spec
      .given([...approvedCaptain(), documentUploaded("insurance", { n: 2, expiresOn: "2027-03-01" })])
      .when(submit())
      .then([submitted([docId("insurance", 2)])]));

  it("a rejected captain fixes and submits again", () =>
    spec
      .given([...underReviewCaptain(), rejected(), documentUploaded("trade-licence", { n: 2 })])
      .when(submit())
      .then([submitted([docId("trade-licence", 2), docId("insurance"), docId("emirates-id")])]));
});

describe("ApproveCaptain / RejectCaptain", () => {
  it("an admin approves a waiting application", () =>
    spec
      .given(underReviewCaptain())
      .when(approveCaptain())
      .then([approved(ALL_DOCUMENT_IDS)]));

  it("captains cannot approve themselves", () =>
    spec
      .given(underReviewCaptain())
      .when(approveCaptain({ actor: self() }))
      .thenThrows("forbidden", "only an admin can approve or reject"));

  it("nor reject another captain", () =>
    spec
      .given(underReviewCaptain())
      .when(rejectCaptain({ actor: otherProvider() }))
      .thenThrows("forbidden"));

  it("there must be an application waiting", () =>
    spec
      .given([profileCreated(), profileCompleted()])
      .when(approveCaptain())
      .thenThrows("conflict", "no application waiting"));

  it("a paper that lapsed while waiting cannot be approved", () =>
    spec
      .given(underReviewCaptain())
      .when(approveCaptain({ at: uaeMorning(EXPIRES) }))
      .thenThrows("conflict", "has expired since they submitted it"));

  it("an admin rejects with the reason, which the captain then sees", () => {
    spec.given(underReviewCaptain()).when(rejectCaptain()).then([rejected()]);
    const state = stateAfter([...underReviewCaptain(), rejected()]);
    expect(captainStatus(state, "2025-03-01")).toBe("rejected");
    expect(whyCannotWork(state, "2025-03-01")).toContain("the trade licence photo is unreadable");
  });

  it("the reviewer is the admin who acted", () => {
    const [event] = decide(
      approveCaptain({ actor: { ...admin(), userId: "admin-7" } }),
      stateAfter(underReviewCaptain()),
    );
    expect(event).toMatchObject({ type: "CaptainApproved", data: { reviewerId: "admin-7" } });
  });

  it("the seeding system may approve the demo captains", () =>
    spec
      .given(underReviewCaptain())
      .when(approveCaptain({ actor: system() }))
      .then([
        {
          type: "CaptainApproved",
          data: {
            providerId: "prov-a",
            reviewerId: "system",
            note: "",
            documentIds: ALL_DOCUMENT_IDS,
            approvedAt: "2025-03-01T08:00:00.000Z",
          },
        },
      ]));
});

describe("only an approved captain with valid papers works", () => {
  it.each([
    ["a new captain", [profileCreated()], "Complete your business profile"],
    ["a captain under review", underReviewCaptain(), "under review"],
    ["a rejected captain", [...underReviewCaptain(), rejected()], "was not approved"],
  ])("%s cannot go online, and is told why", (_, given, why) =>
    spec.given(given).when(goOnline()).thenThrows("forbidden", why),
  );

  it("an approved captain goes online", () =>
    spec.given(approvedCaptain()).when(goOnline()).then([wentOnline()]));

  it("not once a paper has lapsed", () =>
    spec
      .given(approvedCaptain())
      .when(goOnline({ at: uaeMorning(EXPIRES) }))
      .thenThrows("forbidden", "have expired: upload new ones"));

  it("a renewal under review does not stop a captain whose papers are still valid", () =>
    spec
      .given([
        ...approvedCaptain(),
        documentUploaded("insurance", { n: 2, expiresOn: "2027-03-01" }),
        submitted([docId("insurance", 2)]),
      ])
      .when(goOnline())
      .then([wentOnline()]));

  it("an unapproved captain cannot accept a job", () =>
    spec
      .given(underReviewCaptain())
      .when(bookProvider({ requestId: "req-1" }))
      .thenThrows("forbidden", "under review"));

  it("nor one whose paper lapsed", () =>
    spec
      .given([...approvedCaptain(), wentOnline()])
      .when(bookProvider({ requestId: "req-1", at: uaeMorning(EXPIRES) }))
      .thenThrows("forbidden", "Your trade licence, insurance certificate and Emirates ID have expired"));
});

describe("document expiry", () => {
  it("31 days before, no warning yet", () =>
    spec
      .given(approvedCaptain())
      .when(warnExpiry(uaeMorning("2026-01-29")))
      .then([]));

  it("30 days before, the captain is warned once", () => {
    spec
      .given(approvedCaptain())
      .when(warnExpiry(uaeMorning(WARN_DAY)))
      .then([expiryWarned(uaeMorning(WARN_DAY))]);
    spec
      .given([...approvedCaptain(), expiryWarned(uaeMorning(WARN_DAY))])
      .when(warnExpiry(uaeMorning("2026-02-10")))
      .then([]);
  });

  it("the day is the UAE's: 20:00 UTC the evening before is already the expiry day", () =>
    spec
      .given(approvedCaptain())
      .when(expireDocument("2026-02-28T20:00:00.000Z"))
      .then([documentExpired("2026-02-28T20:00:00.000Z")]));

  it("not before the day", () =>
    spec.given(approvedCaptain()).when(expireDocument("2026-02-28T19:59:59.000Z")).then([]));

  it("on the day, the paper lapses and an online captain goes offline", () =>
    spec
      .given([...approvedCaptain(), wentOnline()])
      .when(expireDocument(uaeMorning(EXPIRES)))
      .then([
        documentExpired(uaeMorning(EXPIRES)),
        { type: "ProviderWentOffline", data: { providerId: "prov-a", at: uaeMorning(EXPIRES) } },
      ]));

  it("a lapse is recorded once", () =>
    spec
      .given([...approvedCaptain(), documentExpired(uaeMorning(EXPIRES))])
      .when(expireDocument(uaeMorning("2026-03-02")))
      .then([]));

  it("after the lapse the captain cannot go online until a new paper is approved", () => {
    const lapsed = [...approvedCaptain(), documentExpired(uaeMorning(EXPIRES))];
    expect(captainStatus(stateAfter(lapsed), EXPIRES)).toBe("documents_expired");
    const later = uaeMorning("2026-03-02");
    spec
      .given(lapsed)
      .when(goOnline({ at: later }))
      .thenThrows("forbidden", "insurance certificate");
    const renewed = [
      ...lapsed,
      documentUploaded("insurance", { n: 2, expiresOn: "2027-03-01" }),
      submitted([docId("insurance", 2)]),
    ];
    expect(captainStatus(stateAfter(renewed), "2026-03-02")).toBe("under_review");
    // The fixture's trade licence and Emirates ID lapse the same day: only they are still named.
    spec
      .given([...renewed, approved([docId("insurance", 2)])])
      .when(goOnline({ at: later }))
      .thenThrows("forbidden", "Your trade licence and Emirates ID have expired");
  });

  it("only the system runs expiry", () =>
    spec
      .given(approvedCaptain())
      .when({ ...expireDocument(uaeMorning(EXPIRES)), actor: admin() })
      .thenThrows("forbidden", "run by the system"));

  it("a paper still waiting for review is neither warned nor lapsed by the process", () =>
    spec
      .given([...underReviewCaptain()])
      .when(warnExpiry(uaeMorning(WARN_DAY)))
      .then([]));
});

describe("the fleet", () => {
  const withTruck = () => [...approvedCaptain(), equipmentAdded()];

  it("a truck's details are corrected", () =>
    spec
      .given(withTruck())
      .when({
        type: "EditTowingEquipment",
        actor: self(),
        at: "2025-03-01T09:00:00.000Z",
        providerId: "prov-a",
        equipment: { ...TRUCK, capacityKg: 4000, plate: "Dubai B 777" },
      })
      .then([
        {
          type: "TowingEquipmentEdited",
          data: {
            ...TRUCK,
            capacityKg: 4000,
            plate: "Dubai B 777",
            providerId: "prov-a",
            editedAt: "2025-03-01T09:00:00.000Z",
          },
        },
      ]));

  it("an unknown truck cannot be edited", () =>
    spec
      .given(approvedCaptain())
      .when({
        type: "EditTowingEquipment",
        actor: self(),
        at: "2025-03-01T09:00:00.000Z",
        providerId: "prov-a",
        equipment: TRUCK,
      })
      .thenThrows("not_found", "not in this provider's fleet"));

  it("a retired truck leaves the fleet; retiring again changes nothing", () => {
    const retire = {
      type: "RetireTowingEquipment" as const,
      actor: self(),
      at: "2025-03-01T09:00:00.000Z",
      providerId: "prov-a",
      equipmentId: TRUCK.equipmentId,
    };
    const retired: ProviderEvent = {
      type: "TowingEquipmentRetired",
      data: { providerId: "prov-a", equipmentId: TRUCK.equipmentId, retiredAt: "2025-03-01T09:00:00.000Z" },
    };
    spec.given(withTruck()).when(retire).then([retired]);
    spec
      .given([...withTruck(), retired])
      .when(retire)
      .then([]);
    expect(stateAfter([...withTruck(), retired]).equipment).toEqual([]);
  });

  it("adding a truck needs towing among the services", () =>
    spec
      .given([...approvedCaptain()])
      .when(addTowingEquipment())
      .then([equipmentAdded()]));
});

it("a booked captain's state survives the onboarding events (they fold independently)", () => {
  const state = stateAfter([...approvedCaptain(), wentOnline(), booked("req-9")]);
  expect(state).toMatchObject({ online: true, bookedFor: "req-9", approved: true, underReview: false });
});
