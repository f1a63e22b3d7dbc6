import { describe, expect, it } from "vitest";
import { fold } from "../shared/decider";
import { requestDecider } from "./decider";
import { partiesOf } from "./parties";
import {
  acceptedBy,
  declined,
  offered,
  PROVIDER_A,
  PROVIDER_B,
  pendingWithOffers,
  requested,
} from "./request.fixtures";

describe("partiesOf", () => {
  it("nobody before the request exists", () =>
    expect(partiesOf(requestDecider.initialState())).toEqual({
      status: "none",
      customerId: null,
      providerId: null,
    }));

  it("the chosen provider while their offer is open", () =>
    expect(partiesOf(fold(requestDecider, [requested(), offered({ to: PROVIDER_A })]))).toMatchObject({
      status: "pending",
      providerId: PROVIDER_A,
    }));

  it("no provider once the chosen one declined", () =>
    expect(
      partiesOf(
        fold(requestDecider, [requested(), offered({ to: PROVIDER_A }), declined({ by: PROVIDER_A })]),
      ),
    ).toMatchObject({ status: "pending", providerId: null }));

  it("the assigned provider after acceptance", () =>
    expect(partiesOf(fold(requestDecider, acceptedBy(PROVIDER_B)))).toMatchObject({
      status: "accepted",
      providerId: PROVIDER_B,
    }));

  it("offers to others do not make them parties", () =>
    expect(partiesOf(fold(requestDecider, pendingWithOffers(PROVIDER_A, PROVIDER_B))).providerId).toBeNull());
});
