import { describe, expect, it } from "vitest";
import { fold } from "../shared/decider";
import { deciderSpec } from "../shared/deciderSpec";
import {
  ACCOUNT_ID,
  owner,
  registered,
  reinstateAccount,
  reinstated,
  suspendAccount,
  suspended,
  system,
} from "./account.fixtures";
import { accountDecider, decide, evolve, initialState } from "./decider";
import { isSuspended } from "./suspension";

const spec = deciderSpec({ decide, evolve, initialState });

describe("SuspendAccount", () => {
  it("an admin suspends an account, named as the actor with the reason", () =>
    spec.given([registered()]).when(suspendAccount()).then([suspended()]));

  it("the event carries the account's role, so captain read models need no lookup", () =>
    spec
      .given([registered({ userType: "provider" })])
      .when(suspendAccount())
      .then([suspended({ userType: "provider" })]));

  it("the reason is required", () =>
    spec
      .given([registered()])
      .when(suspendAccount({ reason: "   " }))
      .thenThrows("bad_input", "reason is required"));

  it("the account holder cannot suspend (or reinstate) themselves", () => {
    spec
      .given([registered()])
      .when(suspendAccount({ actor: owner() }))
      .thenThrows("forbidden", "only an admin can suspend");
    spec
      .given([registered(), suspended()])
      .when(reinstateAccount({ actor: owner() }))
      .thenThrows("forbidden", "only an admin can reinstate");
  });

  it("system (dispatch, seeding) cannot suspend: it is a person's decision", () =>
    spec
      .given([registered()])
      .when(suspendAccount({ actor: system() }))
      .thenThrows("forbidden", "only an admin"));

  it("an admin cannot suspend their own account", () =>
    spec
      .given([registered({ accountId: "admin-1", userType: "admin" })])
      .when(suspendAccount({ accountId: "admin-1" }))
      .thenThrows("forbidden", "their own account"));

  it("an unknown account cannot be suspended", () =>
    spec.given([]).when(suspendAccount()).thenThrows("not_found", `account ${ACCOUNT_ID} does not exist`));

  it("pressing Suspend again changes nothing (the handler finishes what the first left undone)", () =>
    spec.given([registered(), suspended()]).when(suspendAccount()).then([]));
});

describe("ReinstateAccount", () => {
  it("an admin reinstates a suspended account with a reason", () =>
    spec.given([registered(), suspended()]).when(reinstateAccount()).then([reinstated()]));

  it("an account that is not suspended cannot be reinstated", () =>
    spec.given([registered()]).when(reinstateAccount()).thenThrows("conflict", "is not suspended"));

  it("the reason is required", () =>
    spec
      .given([registered(), suspended()])
      .when(reinstateAccount({ reason: "" }))
      .thenThrows("bad_input", "reason is required"));

  it("suspended, reinstated, suspended again: the history keeps every step and the state the last", () => {
    const history = [registered(), suspended(), reinstated(), suspended({ reason: "Again" })];
    const state = fold(accountDecider, history);
    expect(isSuspended(state)).toBe(true);
    expect(state.suspension).toEqual({ reason: "Again", since: suspended().data.suspendedAt });
    expect(isSuspended(fold(accountDecider, history.slice(0, 3)))).toBe(false);
  });
});
