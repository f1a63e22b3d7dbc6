import { describe, it } from "vitest";
import type { RequestParties } from "../request/parties";
import type { Actor } from "../shared/actor";
import { deciderSpec } from "../shared/deciderSpec";
import type { PhotoCommand } from "./commands";
import { decide, evolve, FILE_TOO_LARGE, initialState, MAX_PHOTOS_PER_REQUEST } from "./decider";
import type { PhotoEvent } from "./events";

const spec = deciderSpec({ decide, evolve, initialState });
const AT = "2025-03-01T08:00:00.000Z";
const customer: Actor = { userId: "cust-1", role: "customer" };
const inProgress: RequestParties = { status: "in-progress", customerId: "cust-1", providerId: "prov-a" };

const upload = (o: Partial<PhotoCommand> = {}): PhotoCommand => ({
  type: "UploadPhoto",
  actor: customer,
  at: AT,
  requestId: "req-1",
  request: inProgress,
  photoId: "ph-1",
  photoType: "problem",
  description: null,
  location: "25.2048,55.2708",
  fileName: "tyre.jpg",
  contentType: "image/jpeg",
  sizeBytes: 250_000,
  storagePath: "photos/req-1/ph-1.jpg",
  ...o,
});
const uploaded = (o: Partial<PhotoEvent["data"]> = {}): PhotoEvent => ({
  type: "PhotoUploaded",
  data: {
    photoId: "ph-1",
    requestId: "req-1",
    uploadedBy: "cust-1",
    photoType: "problem",
    description: "problem photo",
    location: "25.2048,55.2708",
    fileName: "tyre.jpg",
    contentType: "image/jpeg",
    sizeBytes: 250_000,
    storagePath: "photos/req-1/ph-1.jpg",
    uploadedAt: AT,
    ...o,
  },
});

describe("UploadPhoto", () => {
  it("a blank description becomes the type name plus ' photo' (spec §5)", () =>
    spec.given([]).when(upload()).then([uploaded()]));

  it("the provider documents the job with their own words", () =>
    spec
      .given([])
      .when(
        upload({ actor: { userId: "prov-a", role: "provider" }, photoType: "after", description: " Done " }),
      )
      .then([uploaded({ uploadedBy: "prov-a", photoType: "after", description: "Done" })]));

  it("a receipt after completion is fine", () =>
    spec
      .given([])
      .when(upload({ request: { ...inProgress, status: "completed" }, photoType: "receipt" }))
      .then([uploaded({ photoType: "receipt", description: "receipt photo" })]));

  it("a retried upload is a no-op", () => spec.given([uploaded()]).when(upload()).then([]));

  it("a stranger cannot add photos", () =>
    spec
      .given([])
      .when(upload({ actor: { userId: "cust-2", role: "customer" } }))
      .thenThrows("forbidden", "only the customer and the provider"));

  it("a cancelled request takes no photos", () =>
    spec
      .given([])
      .when(upload({ request: { ...inProgress, status: "cancelled" } }))
      .thenThrows("conflict", "the request is cancelled"));

  it("10 MB or more is refused with the spec's message", () =>
    spec
      .given([])
      .when(upload({ sizeBytes: 10 * 1024 * 1024 }))
      .thenThrows("bad_input", FILE_TOO_LARGE));

  it(`at most ${MAX_PHOTOS_PER_REQUEST} photos per request`, () =>
    spec
      .given(Array.from({ length: MAX_PHOTOS_PER_REQUEST }, (_, i) => uploaded({ photoId: `ph-${i + 100}` })))
      .when(upload())
      .thenThrows("conflict", "at most"));

  it("an unknown request", () =>
    spec
      .given([])
      .when(upload({ request: { status: "none", customerId: null, providerId: null } }))
      .thenThrows("not_found"));
});
