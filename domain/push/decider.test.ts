import { describe, expect, it } from "vitest";
import type { Actor } from "../shared/actor";
import { deciderSpec } from "../shared/deciderSpec";
import type { PushCommand } from "./commands";
import { AddPushSubscription } from "./commands";
import { decide, evolve, initialState, MAX_PUSH_SUBSCRIPTIONS } from "./decider";
import type { PushEvent } from "./events";

const spec = deciderSpec({ decide, evolve, initialState });
const AT = "2026-03-01T08:00:00.000Z";
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/abc123";
const P256DH = `B${"a".repeat(86)}`;
const AUTH = "k7Qm2vX9pL4tR8wZ1nB5cD";
const captain: Actor = { userId: "p1", role: "provider" };

const add = (o: Partial<Extract<PushCommand, { type: "AddPushSubscription" }>> = {}): PushCommand => ({
  type: "AddPushSubscription",
  actor: captain,
  at: AT,
  accountId: "p1",
  endpoint: ENDPOINT,
  p256dh: P256DH,
  authSecret: AUTH,
  ...o,
});
const added = (endpoint = ENDPOINT, authSecret = AUTH): PushEvent => ({
  type: "PushSubscriptionAdded",
  data: { accountId: "p1", endpoint, p256dh: P256DH, authSecret, addedAt: AT },
});
const remove = (reason: "unsubscribed" | "expired", actor = captain): PushCommand => ({
  type: "RemovePushSubscription",
  actor,
  at: AT,
  accountId: "p1",
  endpoint: ENDPOINT,
  reason,
});
const removed = (reason: "unsubscribed" | "expired"): PushEvent => ({
  type: "PushSubscriptionRemoved",
  data: { accountId: "p1", endpoint: ENDPOINT, reason, removedAt: AT },
});
const setPreference = (kind: string, enabled: boolean, actor = captain) =>
  ({ type: "SetPushPreference", actor, at: AT, accountId: actor.userId, kind, enabled }) as PushCommand;

describe("AddPushSubscription", () => {
  it("a captain's browser subscribes", () => spec.given([]).when(add()).then([added()]));

  it("the same subscription again is a no-op; new keys for the endpoint are recorded", () => {
    spec.given([added()]).when(add()).then([]);
    spec
      .given([added()])
      .when(add({ authSecret: "zzzzzzzzzzzzzzzzzzzzzz" }))
      .then([added(ENDPOINT, "zzzzzzzzzzzzzzzzzzzzzz")]);
  });

  it("nobody subscribes another account", () =>
    spec
      .given([])
      .when(add({ actor: { userId: "c9", role: "customer" } }))
      .thenThrows("forbidden"));

  it(`at most ${MAX_PUSH_SUBSCRIPTIONS} devices`, () =>
    spec
      .given(Array.from({ length: MAX_PUSH_SUBSCRIPTIONS }, (_, i) => added(`${ENDPOINT}-${i}`)))
      .when(add())
      .thenThrows("conflict", "at most"));

  it("the command refuses an http endpoint and keys that are not base64url of the right size", () => {
    const base = { ...add() };
    const fieldsAtFault = (input: object) =>
      AddPushSubscription.safeParse({ ...base, ...input }).error?.issues.map((i) => i.path.join("."));
    expect(fieldsAtFault({ endpoint: "http://push.example/abc" })).toEqual(["endpoint"]);
    expect(fieldsAtFault({ p256dh: "short" })).toEqual(["p256dh"]);
    expect(fieldsAtFault({ authSecret: "not base64url!!!!!!!!!" })).toEqual(["authSecret"]);
    expect(AddPushSubscription.parse({ ...base, authSecret: `${AUTH}==` }).authSecret).toBe(AUTH);
  });
});

describe("RemovePushSubscription", () => {
  it("the user turns push off on a device", () =>
    spec
      .given([added()])
      .when(remove("unsubscribed"))
      .then([removed("unsubscribed")]));

  it("the reactor removes one the push service declared gone", () =>
    spec
      .given([added()])
      .when(remove("expired", { userId: "system", role: "system" }))
      .then([removed("expired")]));

  it("a user cannot claim it expired", () =>
    spec.given([added()]).when(remove("expired")).thenThrows("forbidden"));

  it("removing one already gone is a no-op (a retried removal, two 410s)", () =>
    spec
      .given([added(), removed("expired")])
      .when(remove("expired", { userId: "system", role: "system" }))
      .then([]));
});

describe("RemoveAllPushSubscriptions", () => {
  const removeAll = (actor = captain): PushCommand => ({
    type: "RemoveAllPushSubscriptions",
    actor,
    at: AT,
    accountId: "p1",
  });

  it("signing out everywhere removes every browser of the account", () =>
    spec
      .given([added(), added(`${ENDPOINT}-laptop`), added(`${ENDPOINT}-old`), removed("expired")])
      .when(removeAll())
      .then([
        {
          type: "PushSubscriptionRemoved",
          data: { accountId: "p1", endpoint: `${ENDPOINT}-laptop`, reason: "unsubscribed", removedAt: AT },
        },
        {
          type: "PushSubscriptionRemoved",
          data: { accountId: "p1", endpoint: `${ENDPOINT}-old`, reason: "unsubscribed", removedAt: AT },
        },
      ]));

  it("with no browser subscribed it records nothing", () => spec.given([]).when(removeAll()).then([]));

  it("nobody removes another account's browsers", () =>
    spec
      .given([added()])
      .when(removeAll({ userId: "c9", role: "customer" }))
      .thenThrows("forbidden"));
});

describe("SetPushPreference", () => {
  it("every kind of one's role starts on: switching one off records it, on again too", () => {
    spec.given([]).when(setPreference("new-offer", true)).then([]);
    spec
      .given([])
      .when(setPreference("new-offer", false))
      .then([
        {
          type: "PushPreferenceSet",
          data: { accountId: "p1", kind: "new-offer", enabled: false, setAt: AT },
        },
      ]);
  });

  it("a kind of the other role is bad input naming the kind", () => {
    spec.given([]).when(setPreference("captain-accepted", false)).thenThrows("bad_input", "captain-accepted");
    spec
      .given([])
      .when(setPreference("new-offer", false, { userId: "c1", role: "customer" }))
      .thenThrows("bad_input", "new-offer");
  });

  it("a captain switches chat messages off too (both parties of a job are told of the other's message)", () =>
    spec
      .given([])
      .when(setPreference("chat-message", false))
      .then([
        {
          type: "PushPreferenceSet",
          data: { accountId: "p1", kind: "chat-message", enabled: false, setAt: AT },
        },
      ]));

  it("a customer switches chat messages off", () =>
    spec
      .given([])
      .when(setPreference("chat-message", false, { userId: "c1", role: "customer" }))
      .then([
        {
          type: "PushPreferenceSet",
          data: { accountId: "c1", kind: "chat-message", enabled: false, setAt: AT },
        },
      ]));
});
