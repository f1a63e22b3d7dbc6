import { describe, expect, it } from "vitest";
import type { RequestEvent } from "../request/events";
import {
  accepted,
  declined,
  minutesAfterT0,
  offered,
  offerWithdrawn,
  PICKUP,
  PROVIDER_A,
  PROVIDER_B,
  PROVIDER_C,
  requested,
  T0,
} from "../request/request.fixtures";
import { addSeconds } from "../request/time";
import type { DispatchCandidate } from "./dispatchCandidates";
import {
  DEFAULT_DISPATCH_POLICY,
  type DispatchPolicy,
  type DispatchStep,
  nextDispatchStep,
} from "./dispatchPolicy";
import { dispatchRequestOf } from "./dispatchRequest";

const POLICY: DispatchPolicy = { ...DEFAULT_DISPATCH_POLICY, offerTimeoutSeconds: 60 };
const seconds = (n: number) => addSeconds(T0, n);

/** A free towing provider `km` north of the pickup (0.009° of latitude ≈ 1 km). */
function provider(id: string, km: number, extra: Partial<DispatchCandidate> = {}): DispatchCandidate {
  return {
    providerId: id,
    latitude: PICKUP.latitude + km * 0.008993,
    longitude: PICKUP.longitude,
    services: ["towing", "jump-start"],
    rating: 4.5,
    responseTimeMin: 10,
    busy: false,
    trucks: [{ compatibleVehicles: ["sedan", "suv"], isAvailable: true }],
    ...extra,
  };
}

/** given the request's events and the online providers, when dispatch looks at `now`, then this step. */
function given(events: RequestEvent[], candidates: DispatchCandidate[] = []) {
  const request = dispatchRequestOf(events);
  if (!request) throw new Error("no ServiceRequested in the given events");
  return {
    at: (now: string, policy: DispatchPolicy = POLICY, onAnotherJob: ReadonlySet<string> = new Set()) =>
      nextDispatchStep(request, candidates, now, policy, onAnotherJob),
  };
}

const offers = (step: DispatchStep) =>
  step.actions.filter((a) => a.type === "offer").map((a) => (a.type === "offer" ? a.providerId : ""));

const EMERGENCY = { providerId: null, priority: "urgent" as const };

describe("a request for a chosen provider", () => {
  const near = [provider(PROVIDER_B, 2), provider(PROVIDER_C, 4)];

  it("waits while the chosen provider's offer is open, until it expires", () =>
    expect(given([requested(), offered({ to: PROVIDER_A })], near).at(seconds(10))).toEqual({
      actions: [],
      wakeAt: seconds(60),
    }));

  it("a decline → the next best provider by score is offered", () =>
    expect(
      given([requested(), offered({ to: PROVIDER_A }), declined({ by: PROVIDER_A })], near).at(seconds(5)),
    ).toEqual({
      actions: [{ type: "offer", providerId: PROVIDER_B, distanceKm: expect.closeTo(2, 1) }],
      wakeAt: seconds(65),
    }));

  it("a timeout → the offer is withdrawn and the next provider offered", () => {
    const step = given([requested(), offered({ to: PROVIDER_A })], near).at(seconds(60));
    expect(step.actions[0]).toEqual({ type: "withdraw-expired", providerId: PROVIDER_A });
    expect(offers(step)).toEqual([PROVIDER_B]);
  });

  it("the offered provider took another job meanwhile → their offer is withdrawn and the next offered", () =>
    expect(
      given([requested(), offered({ to: PROVIDER_A })], near).at(seconds(10), POLICY, new Set([PROVIDER_A])),
    ).toEqual({
      actions: [
        { type: "withdraw-busy", providerId: PROVIDER_A },
        { type: "offer", providerId: PROVIDER_B, distanceKm: expect.closeTo(2, 1) },
      ],
      wakeAt: seconds(70),
    }));

  it("nobody offered twice: after B declines too, C", () =>
    expect(
      offers(
        given(
          [
            requested(),
            offered({ to: PROVIDER_A }),
            declined({ by: PROVIDER_A }),
            offered({ to: PROVIDER_B, at: seconds(5) }),
            declined({ by: PROVIDER_B, at: seconds(9) }),
          ],
          near,
        ).at(seconds(10)),
      ),
    ).toEqual([PROVIDER_C]));

  it("the score prefers a better-rated, faster provider a little further away", () =>
    expect(
      offers(
        given(
          [requested(), offered({ to: PROVIDER_A }), declined({ by: PROVIDER_A })],
          [
            provider(PROVIDER_B, 3, { rating: 2, responseTimeMin: 30 }),
            provider(PROVIDER_C, 3.2, { rating: 5, responseTimeMin: 2 }),
          ],
        ).at(seconds(1)),
      ),
    ).toEqual([PROVIDER_C]));

  it("skips busy providers, other services and trucks that cannot carry the vehicle", () =>
    expect(
      offers(
        given(
          [requested(), offered({ to: PROVIDER_A }), declined({ by: PROVIDER_A })],
          [
            provider("busy", 1, { busy: true }),
            provider("fuel-only", 1, { services: ["fuel-delivery"] }),
            provider("motorbike-truck", 1, {
              trucks: [{ compatibleVehicles: ["motorcycle"], isAvailable: true }],
            }),
            provider("truck-out", 1, { trucks: [{ compatibleVehicles: ["suv"], isAvailable: false }] }),
            provider(PROVIDER_C, 8),
          ],
        ).at(seconds(1)),
      ),
    ).toEqual([PROVIDER_C]));

  it("no provider left → unassigned", () =>
    expect(
      given([requested(), offered({ to: PROVIDER_A }), declined({ by: PROVIDER_A })]).at(seconds(1)),
    ).toEqual({
      actions: [{ type: "unassign" }],
      wakeAt: null,
    }));

  it("the limit passed → unassigned, whatever is still open", () =>
    expect(
      given([requested(), offered({ to: PROVIDER_A })], near).at(
        seconds(DEFAULT_DISPATCH_POLICY.unassignedAfterSeconds),
      ),
    ).toEqual({ actions: [{ type: "unassign" }], wakeAt: null }));

  it("accepted → nothing more to do", () =>
    expect(
      given([requested(), offered({ to: PROVIDER_A }), accepted({ by: PROVIDER_A })], near).at(seconds(90)),
    ).toEqual({
      actions: [],
      wakeAt: null,
    }));
});

describe("an emergency", () => {
  const ring = [
    provider("p1", 1),
    provider("p2", 2),
    provider("p3", 3),
    provider("p4", 4),
    provider("p7", 7),
    provider("p8", 8),
    provider("p15", 15),
    provider("p30", 30),
  ];

  it("is offered to the best k at once within 5 km", () => {
    const step = given([requested(EMERGENCY)], ring).at(T0);
    expect(offers(step)).toEqual(["p1", "p2", "p3"]);
    expect(step.wakeAt).toBe(seconds(60));
  });

  it("after a round without an answer, the next k from 10 km", () => {
    const step = given(
      [requested(EMERGENCY), offered({ to: "p1" }), offered({ to: "p2" }), offered({ to: "p3" })],
      ring,
    ).at(seconds(60));
    expect(step.actions.slice(0, 3).map((a) => a.type)).toEqual(Array(3).fill("withdraw-expired"));
    expect(offers(step)).toEqual(["p4", "p7", "p8"]);
  });

  it("then 20 km; never past the largest radius", () => {
    const history: RequestEvent[] = [requested(EMERGENCY)];
    for (const id of ["p1", "p2", "p3", "p4", "p7", "p8"]) {
      history.push(offered({ to: id }), offerWithdrawn({ provider: id, reason: "expired", at: seconds(60) }));
    }
    expect(offers(given(history, ring).at(seconds(120)))).toEqual(["p15"]);
  });

  it("widens at once when the small radius holds fewer than k", () =>
    expect(
      offers(
        given([requested(EMERGENCY)], [provider("p1", 1), provider("p7", 7), provider("p15", 15)]).at(T0),
      ),
    ).toEqual(["p1", "p7", "p15"]));

  it("one of the k took another job → only their offer goes, and the next provider fills the slot", () => {
    const step = given(
      [requested(EMERGENCY), offered({ to: "p1" }), offered({ to: "p2" }), offered({ to: "p3" })],
      ring,
    ).at(seconds(3), POLICY, new Set(["p2"]));
    expect(step.actions).toEqual([
      { type: "withdraw-busy", providerId: "p2" },
      { type: "offer", providerId: "p4", distanceKm: expect.closeTo(4, 1) },
    ]);
  });

  it("a decline frees a slot for the next provider while the others stay open", () =>
    expect(
      offers(
        given(
          [
            requested(EMERGENCY),
            offered({ to: "p1" }),
            offered({ to: "p2" }),
            offered({ to: "p3" }),
            declined({ by: "p2", at: seconds(3) }),
          ],
          ring,
        ).at(seconds(3)),
      ),
    ).toEqual(["p4"]));

  it("nobody within 20 km → unassigned", () =>
    expect(given([requested(EMERGENCY)], [provider("p30", 30)]).at(T0).actions).toEqual([
      { type: "unassign" },
    ]));
});

describe("a scheduled request", () => {
  const scheduledAt = minutesAfterT0(24 * 60);
  const events = [requested({ scheduledAt })];

  it("waits until the lead time before its time", () =>
    expect(given(events, [provider(PROVIDER_B, 1)]).at(seconds(10))).toEqual({
      actions: [],
      wakeAt: addSeconds(scheduledAt, -DEFAULT_DISPATCH_POLICY.scheduledLeadSeconds),
    }));

  it("then offers the chosen provider first", () => {
    const due = addSeconds(scheduledAt, -DEFAULT_DISPATCH_POLICY.scheduledLeadSeconds);
    expect(given(events, [provider(PROVIDER_B, 1)]).at(due)).toEqual({
      actions: [{ type: "offer", providerId: PROVIDER_A, distanceKm: null }],
      wakeAt: addSeconds(due, 60),
    });
  });
});
