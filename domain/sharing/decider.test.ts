import { describe, it } from "vitest";
import type { RequestParties } from "../request/parties";
import { deciderSpec } from "../shared/deciderSpec";
import type { SharingCommand } from "./commands";
import { decide, evolve, initialState, MAX_SHARES_PER_REQUEST } from "./decider";
import type { SharingEvent } from "./events";

const spec = deciderSpec({ decide, evolve, initialState });
const AT = "2025-03-01T08:00:00.000Z";
const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789";
const accepted: RequestParties = { status: "accepted", customerId: "cust-1", providerId: "prov-a" };

const share = (o: Partial<SharingCommand> = {}): SharingCommand => ({
  type: "ShareTrip",
  actor: { userId: "cust-1", role: "customer" },
  at: AT,
  requestId: "req-1",
  request: accepted,
  shareId: "sh-1",
  shareToken: TOKEN,
  sharedWithName: " Mariam ",
  sharedWithPhone: "+971 50 222 3344",
  includeLocation: true,
  includeETA: true,
  includeProviderDetails: false,
  ...o,
});
const shared = (o: Partial<SharingEvent["data"]> = {}): SharingEvent => ({
  type: "TripShared",
  data: {
    shareId: "sh-1",
    requestId: "req-1",
    shareToken: TOKEN,
    sharedWithName: "Mariam",
    sharedWithPhone: "+971 50 222 3344",
    includeLocation: true,
    includeETA: true,
    includeProviderDetails: false,
    sharedBy: "cust-1",
    sharedAt: AT,
    ...o,
  },
});

describe("ShareTrip", () => {
  it("the customer shares an active trip", () => spec.given([]).when(share()).then([shared()]));

  it("a pending request can be shared too", () =>
    spec
      .given([])
      .when(share({ request: { ...accepted, status: "pending" } }))
      .then([shared()]));

  it("a retried share is a no-op", () => spec.given([shared()]).when(share()).then([]));

  it("the same share id with another token is a conflict", () =>
    spec
      .given([shared()])
      .when(share({ shareToken: `${TOKEN}x` }))
      .thenThrows("conflict"));

  it("the provider cannot share the customer's trip", () =>
    spec
      .given([])
      .when(share({ actor: { userId: "prov-a", role: "provider" } }))
      .thenThrows("forbidden", "only the customer of this request"));

  it("another customer cannot share it", () =>
    spec
      .given([])
      .when(share({ actor: { userId: "cust-2", role: "customer" } }))
      .thenThrows("forbidden"));

  it.each(["completed", "cancelled", "unassigned"] as const)("an ended job (%s) cannot be shared", (status) =>
    spec
      .given([])
      .when(share({ request: { ...accepted, status } }))
      .thenThrows("conflict", `the request is ${status}`),
  );

  it(`at most ${MAX_SHARES_PER_REQUEST} shares`, () =>
    spec
      .given(
        Array.from({ length: MAX_SHARES_PER_REQUEST }, (_, i) =>
          shared({ shareId: `sh-${i + 10}`, shareToken: `${TOKEN}${i}` }),
        ),
      )
      .when(share())
      .thenThrows("conflict", "at most"));

  it("an unknown request", () =>
    spec
      .given([])
      .when(share({ request: { status: "none", customerId: null, providerId: null } }))
      .thenThrows("not_found"));
});
