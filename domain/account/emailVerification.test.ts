import { describe, it } from "vitest";
import { deciderSpec } from "../shared/deciderSpec";
import { ACCOUNT_ID, owner, registered, stranger, system, T0 } from "./account.fixtures";
import type { AccountCommand } from "./commands";
import { decide, evolve, initialState } from "./decider";
import type { AccountEvent } from "./events";

const spec = deciderSpec({ decide, evolve, initialState });

const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
const inADay = (iso: string) => new Date(Date.parse(iso) + 24 * 3600_000).toISOString();

const resend = (o: Partial<AccountCommand> = {}): AccountCommand =>
  ({
    type: "RequestEmailVerification",
    actor: owner(),
    at: at(61),
    accountId: ACCOUNT_ID,
    ...o,
  }) as AccountCommand;
const verify = (o: Partial<AccountCommand> = {}): AccountCommand =>
  ({ type: "VerifyEmail", actor: system(), at: at(120), accountId: ACCOUNT_ID, ...o }) as AccountCommand;

const resent = (when: string): AccountEvent => ({
  type: "EmailVerificationRequested",
  data: { accountId: ACCOUNT_ID, email: "mariam@example.ae", requestedAt: when, expiresAt: inADay(when) },
});
const verified = (when = at(120)): AccountEvent => ({
  type: "AccountEmailVerified",
  data: { accountId: ACCOUNT_ID, email: "mariam@example.ae", verifiedAt: when },
});

describe("VerifyEmail", () => {
  it("the edge, having matched a link, verifies the account's email", () =>
    spec.given([registered()]).when(verify()).then([verified()]));

  it("a second use changes nothing", () =>
    spec
      .given([registered(), verified()])
      .when(verify({ at: at(300) }))
      .then([]));

  it("nobody verifies by asking: not the owner, not an admin", () =>
    spec
      .given([registered()])
      .when(verify({ actor: owner() }))
      .thenThrows("forbidden", "through the link mailed to it"));

  it("an account that does not exist", () =>
    spec.given([]).when(verify()).thenThrows("not_found", "acc-1 does not exist"));
});

describe("RequestEmailVerification (resend)", () => {
  it("the owner asks for another link a minute after sign-up", () =>
    spec
      .given([registered()])
      .when(resend())
      .then([resent(at(61))]));

  it("not within a minute of sign-up (which mailed the first link)", () =>
    spec
      .given([registered()])
      .when(resend({ at: at(30) }))
      .thenThrows("conflict", "less than a minute ago"));

  it("not within a minute of the last resend", () =>
    spec
      .given([registered(), resent(at(61))])
      .when(resend({ at: at(100) }))
      .thenThrows("conflict", "less than a minute ago"));

  it("not once verified", () =>
    spec
      .given([registered(), verified()])
      .when(resend({ at: at(600) }))
      .thenThrows("conflict", "already verified"));

  it("not for someone else's account", () =>
    spec
      .given([registered()])
      .when(resend({ actor: stranger() }))
      .thenThrows("forbidden"));
});
