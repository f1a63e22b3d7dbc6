import { describe, expect, it } from "vitest";
import type { RequestParties } from "../request/parties";
import { deciderSpec } from "../shared/deciderSpec";
import { SharingCommand, SubscribeToSharedTrip } from "./commands";
import {
  decide,
  evolve,
  initialState,
  MAX_PUSH_SUBSCRIPTIONS_PER_SHARE,
  MAX_SHARES_PER_REQUEST,
} from "./decider";
import type { SharingEvent } from "./events";

const spec = deciderSpec({ decide, evolve, initialState });
const AT = "2025-03-01T08:00:00.000Z";
const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789";
const accepted: RequestParties = { status: "accepted", customerId: "cust-1", providerId: "prov-a" };

const share = (o: Partial<Extract<SharingCommand, { type: "ShareTrip" }>> = {}): SharingCommand => ({
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
const shared = (o: Partial<Extract<SharingEvent, { type: "TripShared" }>["data"]> = {}): SharingEvent => ({
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

const ENDPOINT = "https://fcm.googleapis.com/fcm/send/family-phone";
const P256DH = `B${"a".repeat(86)}`;
const AUTH = "k7Qm2vX9pL4tR8wZ1nB5cD";
// Nobody is signed in on the public page: the token is the authority, whoever runs the command.
const linkHolder = { userId: "system", role: "system" } as const;
const inProgress: RequestParties = { ...accepted, status: "in-progress" };

const subscribe = (
  o: Partial<Extract<SharingCommand, { type: "SubscribeToSharedTrip" }>> = {},
): SharingCommand => ({
  type: "SubscribeToSharedTrip",
  actor: linkHolder,
  at: AT,
  requestId: "req-1",
  request: inProgress,
  shareToken: TOKEN,
  endpoint: ENDPOINT,
  p256dh: P256DH,
  authSecret: AUTH,
  ...o,
});
const unsubscribe = (o: { shareToken?: string; request?: RequestParties } = {}): SharingCommand => ({
  type: "UnsubscribeFromSharedTrip",
  actor: linkHolder,
  at: AT,
  requestId: "req-1",
  request: o.request ?? inProgress,
  shareToken: o.shareToken ?? TOKEN,
  endpoint: ENDPOINT,
});
const subscribed = (endpoint = ENDPOINT, authSecret = AUTH): SharingEvent => ({
  type: "SharePushSubscriptionAdded",
  data: { requestId: "req-1", shareId: "sh-1", endpoint, p256dh: P256DH, authSecret, addedAt: AT },
});
const removed = (reason: "unsubscribed" | "expired"): SharingEvent => ({
  type: "SharePushSubscriptionRemoved",
  data: { requestId: "req-1", shareId: "sh-1", endpoint: ENDPOINT, reason, removedAt: AT },
});

describe("SubscribeToSharedTrip", () => {
  it("the holder of a live link subscribes this browser to that share", () =>
    spec.given([shared()]).when(subscribe()).then([subscribed()]));

  it("the same browser again is a no-op; new keys for it are recorded", () => {
    spec.given([shared(), subscribed()]).when(subscribe()).then([]);
    spec
      .given([shared(), subscribed()])
      .when(subscribe({ authSecret: "zzzzzzzzzzzzzzzzzzzzzz" }))
      .then([subscribed(ENDPOINT, "zzzzzzzzzzzzzzzzzzzzzz")]);
  });

  it("a browser subscribed through another share of the trip is that share's; this one adds its own", () =>
    spec
      .given([shared(), shared({ shareId: "sh-2", shareToken: `${TOKEN}2` }), subscribed()])
      .when(subscribe({ shareToken: `${TOKEN}2` }))
      .then([{ ...subscribed(), data: { ...subscribed().data, shareId: "sh-2" } } as SharingEvent]));

  it("an unknown token is not found, naming the token", () =>
    spec
      .given([shared()])
      .when(subscribe({ shareToken: `${TOKEN}x` }))
      .thenThrows("not_found", "expired or does not exist"));

  it.each(["completed", "cancelled", "unassigned"] as const)(
    "a link of an ended trip (%s) is not found",
    (status) =>
      spec
        .given([shared()])
        .when(subscribe({ request: { ...accepted, status } }))
        .thenThrows("not_found", "expired or does not exist"),
  );

  it(`at most ${MAX_PUSH_SUBSCRIPTIONS_PER_SHARE} browsers per link`, () =>
    spec
      .given([
        shared(),
        ...Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_SHARE }, (_, i) => subscribed(`${ENDPOINT}-${i}`)),
      ])
      .when(subscribe())
      .thenThrows("conflict", "at most"));

  it("the command refuses an http endpoint and malformed keys, naming the field", () => {
    const base = subscribe();
    const fieldsAtFault = (input: object) =>
      SubscribeToSharedTrip.safeParse({ ...base, ...input }).error?.issues.map((i) => i.path.join("."));
    expect(fieldsAtFault({ endpoint: "http://push.example/abc" })).toEqual(["endpoint"]);
    expect(fieldsAtFault({ p256dh: "short" })).toEqual(["p256dh"]);
    expect(fieldsAtFault({ authSecret: "not base64url!!!!!!!!!" })).toEqual(["authSecret"]);
    expect(SharingCommand.safeParse(base).success).toBe(true);
  });
});

describe("UnsubscribeFromSharedTrip", () => {
  it("the page's unsubscribe removes this browser", () =>
    spec
      .given([shared(), subscribed()])
      .when(unsubscribe())
      .then([removed("unsubscribed")]));

  it("a browser not subscribed is a no-op (a retried unsubscribe)", () =>
    spec
      .given([shared(), subscribed(), removed("unsubscribed")])
      .when(unsubscribe())
      .then([]));

  it("needs the share's own token, of a live trip", () => {
    spec
      .given([shared(), subscribed()])
      .when(unsubscribe({ shareToken: `${TOKEN}x` }))
      .thenThrows("not_found");
    spec
      .given([shared(), subscribed()])
      .when(unsubscribe({ request: { ...accepted, status: "completed" } }))
      .thenThrows("not_found");
  });
});

describe("ExpireSharePushSubscription", () => {
  const expire = (actor: { userId: string; role: "system" | "customer" } = linkHolder): SharingCommand => ({
    type: "ExpireSharePushSubscription",
    actor,
    at: AT,
    requestId: "req-1",
    shareId: "sh-1",
    endpoint: ENDPOINT,
  });

  it("the reactor removes a browser the push service declared gone, once", () => {
    spec
      .given([shared(), subscribed()])
      .when(expire())
      .then([removed("expired")]);
    spec
      .given([shared(), subscribed(), removed("expired")])
      .when(expire())
      .then([]);
  });

  it("nobody else can claim it expired", () =>
    spec
      .given([shared(), subscribed()])
      .when(expire({ userId: "cust-1", role: "customer" }))
      .thenThrows("forbidden"));
});
