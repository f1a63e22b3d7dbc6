import { describe, expect, it } from "vitest";
import { fold } from "../shared/decider";
import { deciderSpec } from "../shared/deciderSpec";
import { ACCOUNT_ID, admin, owner, registered, stranger, system, T0, T1 } from "./account.fixtures";
import type { AccountCommand } from "./commands";
import { accountDecider, decide, evolve, initialState } from "./decider";
import type { AccountEvent } from "./events";

const spec = deciderSpec({ decide, evolve, initialState });

const setLanguage = (
  o: Partial<Extract<AccountCommand, { type: "SetPreferredLanguage" }>> = {},
): AccountCommand => ({
  type: "SetPreferredLanguage",
  actor: owner(),
  at: T1,
  accountId: ACCOUNT_ID,
  language: "ar",
  ...o,
});

const languageSet = (language: "en" | "ar", setAt = T1): AccountEvent => ({
  type: "PreferredLanguageSet",
  data: { accountId: ACCOUNT_ID, language, setAt },
});

describe("SetPreferredLanguage", () => {
  it("the owner chooses Arabic", () =>
    spec
      .given([registered()])
      .when(setLanguage())
      .then([languageSet("ar")]));

  it("and back to English", () =>
    spec
      .given([registered(), languageSet("ar", T0)])
      .when(setLanguage({ language: "en" }))
      .then([languageSet("en")]));

  it("choosing the language already chosen records nothing", () =>
    spec
      .given([registered(), languageSet("ar", T0)])
      .when(setLanguage())
      .then([]));

  it("the system may set it (imports)", () =>
    spec
      .given([registered()])
      .when(setLanguage({ actor: system() }))
      .then([languageSet("ar")]));

  it("an admin may not choose it for the owner", () =>
    spec
      .given([registered()])
      .when(setLanguage({ actor: admin() }))
      .thenThrows("forbidden", "only the account owner can choose its language"));

  it("nor may another user", () =>
    spec
      .given([registered()])
      .when(setLanguage({ actor: stranger() }))
      .thenThrows("forbidden"));

  it("not on an account that does not exist", () =>
    spec.given([]).when(setLanguage()).thenThrows("not_found"));

  it("the state remembers the choice", () => {
    const state = fold(accountDecider, [registered(), languageSet("ar", T0)]);
    expect(state.preferredLanguage).toBe("ar");
    expect(fold(accountDecider, [registered()]).preferredLanguage).toBeNull();
  });
});
