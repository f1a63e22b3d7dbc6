import { describe, expect, it } from "vitest";
import { fold } from "../../shared/decider";
import { deciderSpec } from "../../shared/deciderSpec";
import { decide, requestDecider } from "../decider";
import { ProposeExtra } from "../moneyCommands";
import {
  acceptedBy,
  asCustomer,
  asProvider,
  authorization,
  authorized,
  cardAcceptedBy,
  cardCompletedBy,
  cardInProgressBy,
  cashCompletedBy,
  command,
  completed,
  completeJob,
  extraApproved,
  extraProposed,
  inProgressBy,
  minutesAfterT0,
  PROVIDER_A,
  PROVIDER_B,
} from "../request.fixtures";
import { finalAmountFils } from "./amounts";

const spec = deciderSpec(requestDecider);
const propose = (o: { by?: string; grossFils?: number; note?: string; id?: string } = {}) =>
  command("ProposeExtra", {
    actor: asProvider(o.by ?? PROVIDER_A),
    at: minutesAfterT0(30),
    extraId: o.id ?? "extra-1",
    grossFils: o.grossFils ?? 5_250,
    note: o.note ?? "10 km extra towing",
  });
const approve = (o: { auth?: ReturnType<typeof authorization> | null; by?: string } = {}) =>
  command("ApproveExtra", {
    actor: asCustomer(o.by),
    at: minutesAfterT0(32),
    extraId: "extra-1",
    authorization: o.auth === undefined ? authorization({ paymentId: "pay-x1", amountFils: 5_250 }) : o.auth,
  });
const reject = () => command("RejectExtra", { at: minutesAfterT0(32), extraId: "extra-1" });

describe("ProposeExtra", () => {
  it("the assigned captain proposes an extra with VAT carved out of it", () =>
    spec.given(cardInProgressBy()).when(propose()).then([extraProposed()]));

  it("while accepted too", () => spec.given(cardAcceptedBy()).when(propose()).then([extraProposed()]));

  it("a re-sent proposal is already there; other terms under the same id conflict", () => {
    spec
      .given([...cardInProgressBy(), extraProposed()])
      .when(propose())
      .then([]);
    spec
      .given([...cardInProgressBy(), extraProposed()])
      .when(propose({ grossFils: 9_900 }))
      .thenThrows("conflict", "other terms");
  });

  it("another captain cannot propose one", () =>
    spec
      .given(cardInProgressBy())
      .when(propose({ by: PROVIDER_B }))
      .thenThrows("forbidden", "assigned captain"));

  it("not after completion", () =>
    spec.given(cardCompletedBy()).when(propose()).thenThrows("conflict", "under way"));

  it("a request booked before quotes has no extras", () =>
    spec.given(inProgressBy()).when(propose()).thenThrows("conflict", "without a quote"));

  it("the amount is at least AED 1 (schema)", () =>
    // The command schema is what the edge parses: its message names the rule.
    expect(() => ProposeExtra.parse(propose({ grossFils: 50 }))).toThrow("at least AED 1.00"));
});

describe("ApproveExtra and RejectExtra", () => {
  const proposed = [...cardInProgressBy(), extraProposed()];

  it("a card customer approves with the follow-on hold for exactly the extra", () =>
    spec
      .given(proposed)
      .when(approve())
      .then([
        extraApproved(),
        authorized({
          paymentId: "pay-x1",
          amountFils: 5_250,
          purpose: "extra",
          extraId: "extra-1",
          at: minutesAfterT0(32),
        }),
      ]));

  it("the final amount becomes the quote plus the approved extra", () => {
    const state = fold(requestDecider, [...proposed, ...decide(approve(), fold(requestDecider, proposed))]);
    expect(finalAmountFils(state)).toBe(27_500 + 5_250);
  });

  it("a proposed (not approved) extra does not count", () =>
    expect(finalAmountFils(fold(requestDecider, proposed))).toBe(27_500));

  it("a card approval without a hold, or with another amount, is refused naming authorization", () => {
    spec
      .given(proposed)
      .when(approve({ auth: null }))
      .thenThrows("bad_input", "authorization");
    spec
      .given(proposed)
      .when(approve({ auth: authorization({ paymentId: "pay-x1", amountFils: 5_000 }) }))
      .thenThrows("bad_input", "authorization");
  });

  it("cash approves without a hold and refuses one", () => {
    const cash = [...cashCompletedBy().slice(0, -1), extraProposed()];
    spec
      .given(cash)
      .when(approve({ auth: null }))
      .then([extraApproved()]);
    spec.given(cash).when(approve()).thenThrows("bad_input", "authorization");
  });

  it("approving twice is a no-op; rejecting an approved extra conflicts", () => {
    spec
      .given([...proposed, extraApproved()])
      .when(approve())
      .then([]);
    spec
      .given([...proposed, extraApproved()])
      .when(reject())
      .thenThrows("conflict", "already approved");
  });

  it("the customer rejects an extra; twice is a no-op; approving it then conflicts", () => {
    const rejected = {
      type: "ExtraRejected" as const,
      data: { requestId: "req-1", extraId: "extra-1", rejectedAt: minutesAfterT0(32) },
    };
    spec.given(proposed).when(reject()).then([rejected]);
    spec
      .given([...proposed, rejected])
      .when(reject())
      .then([]);
    spec
      .given([...proposed, rejected])
      .when(approve())
      .thenThrows("conflict", "rejected");
  });

  it("only the request's customer decides; an unknown extra is not found", () => {
    spec
      .given(proposed)
      .when(approve({ by: "cust-2" }))
      .thenThrows("forbidden");
    spec.given(cardInProgressBy()).when(approve()).thenThrows("not_found", "extra extra-1");
  });
});

describe("CompleteJob with a quote", () => {
  it("without a stated price the job completes at the quote plus approved extras", () =>
    spec
      .given([...cardInProgressBy(), extraProposed(), extraApproved()])
      .when(completeJob({ by: PROVIDER_A }))
      .then([completed({ by: PROVIDER_A, finalPrice: 327.5 })]));

  it("a stated price equal to it is accepted", () =>
    spec
      .given(cardInProgressBy())
      .when(completeJob({ by: PROVIDER_A, finalPrice: 275 }))
      .then([completed({ by: PROVIDER_A, finalPrice: 275 })]));

  it("the captain cannot raise it: another price is refused naming finalPrice and the amount", () =>
    spec
      .given(cardInProgressBy())
      .when(completeJob({ by: PROVIDER_A, finalPrice: 300 }))
      .thenThrows("bad_input", "finalPrice: the price is the quote plus approved extras (AED 275.00)"));

  it("a request booked before quotes keeps the old rule (any stated price)", () =>
    spec
      .given(inProgressBy())
      .when(completeJob({ by: PROVIDER_A, finalPrice: 300 }))
      .then([completed({ by: PROVIDER_A, finalPrice: 300 })]));

  it("legacy streams still fold (no quote, no money)", () =>
    expect(fold(requestDecider, acceptedBy()).money.quote).toBeNull());
});
