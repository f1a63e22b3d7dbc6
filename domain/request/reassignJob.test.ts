import { describe, expect, it } from "vitest";
import { DEFAULT_DISPATCH_POLICY, dispatchStartsAt, nextDispatchStep } from "../dispatch/dispatchPolicy";
import { dispatchRequestOf } from "../dispatch/dispatchRequest";
import { fold } from "../shared/decider";
import { deciderSpec } from "../shared/deciderSpec";
import { decide, evolve, initialState, requestDecider } from "./decider";
import {
  acceptedBy,
  acceptJob,
  asCustomer,
  asProvider,
  asSystem,
  inProgressBy,
  minutesAfterT0,
  offered,
  offerJob,
  PROVIDER_A,
  PROVIDER_B,
  pendingWithOffers,
  reassigned,
  reassignJob,
} from "./request.fixtures";
import { keepsProviderBusy } from "./state";

const spec = deciderSpec({ decide, evolve, initialState });

describe("ReassignJob", () => {
  it("an admin takes an accepted job back from the captain who abandoned it, with a reason", () =>
    spec.given(acceptedBy(PROVIDER_A)).when(reassignJob()).then([reassigned()]));

  it("the request is pending again and the captain released, their offer closed", () => {
    const state = fold(requestDecider, [...acceptedBy(PROVIDER_A), reassigned()]);
    expect(state.status).toBe("pending");
    expect(state.assignedProviderId).toBeNull();
    expect(keepsProviderBusy(state, PROVIDER_A, minutesAfterT0(41))).toBe(false);
  });

  it("the released captain cannot accept it again; dispatch may offer it to another, who accepts", () => {
    spec
      .given([...acceptedBy(PROVIDER_A), reassigned()])
      .when(acceptJob({ by: PROVIDER_A, at: minutesAfterT0(41) }))
      .thenThrows("conflict", "withdrawn (reassigned)");
    spec
      .given([...acceptedBy(PROVIDER_A), reassigned()])
      .when(offerJob({ to: PROVIDER_B, at: minutesAfterT0(41) }))
      .then([offered({ to: PROVIDER_B, at: minutesAfterT0(41) })]);
  });

  it.each([
    ["customer", asCustomer()],
    ["provider", asProvider(PROVIDER_A)],
    ["system", asSystem()],
  ])("a %s cannot reassign", (_, by) =>
    spec.given(acceptedBy(PROVIDER_A)).when(reassignJob({ by })).thenThrows("forbidden", "only an admin"),
  );

  it("the reason is required", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(reassignJob({ reason: " " }))
      .thenThrows("bad_input", "reason is required"));

  it("only an accepted job: not one under way, not one still looking for a captain", () => {
    spec
      .given(inProgressBy(PROVIDER_A))
      .when(reassignJob())
      .thenThrows("conflict", "cancel it for the customer instead");
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(reassignJob())
      .thenThrows("conflict", "request is pending, not accepted");
  });

  it("dispatch starts again from the reassignment: offers the next captain, not the released one", () => {
    const request = dispatchRequestOf([...acceptedBy(PROVIDER_A), reassigned()])!;
    expect(dispatchStartsAt(request, DEFAULT_DISPATCH_POLICY)).toBe(minutesAfterT0(40));
    const near = [PROVIDER_A, PROVIDER_B].map((providerId) => ({
      providerId,
      latitude: request.pickup.latitude,
      longitude: request.pickup.longitude,
      services: ["towing"],
      rating: 4.5,
      responseTimeMin: 10,
      busy: false,
      trucks: [{ compatibleVehicles: ["suv"], isAvailable: true }],
    }));
    const step = nextDispatchStep(request, near, minutesAfterT0(40), DEFAULT_DISPATCH_POLICY);
    expect(step.actions).toEqual([{ type: "offer", providerId: PROVIDER_B, distanceKm: 0 }]);
  });
});
