import { describe, expect, it } from "vitest";
import { deciderSpec } from "../shared/deciderSpec";
import { claimEmail, emailClaimed, owner, stranger } from "./account.fixtures";
import { EmailClaimed, emailClaimDecider, emailClaimStreamFor, normalizeEmail } from "./emailClaim";

const spec = deciderSpec(emailClaimDecider);

describe("ClaimEmail", () => {
  it("claims a free email for an account", () => spec.given([]).when(claimEmail()).then([emailClaimed()]));

  it("the new account may claim its own email (sign-up)", () =>
    spec
      .given([])
      .when(claimEmail({ actor: owner() }))
      .then([emailClaimed()]));

  it("the email is stored normalized", () =>
    spec
      .given([])
      .when(claimEmail({ email: "  Mariam@EXAMPLE.ae " }))
      .then([emailClaimed()]));

  it("a claim by another account is refused", () =>
    spec
      .given([emailClaimed({ accountId: "acc-2" })])
      .when(claimEmail())
      .thenThrows("conflict", "an account with this email already exists"));

  it("the same account claiming again is a retried sign-up: no-op", () =>
    spec.given([emailClaimed()]).when(claimEmail()).then([]));

  it("nobody claims an email for someone else's account", () =>
    spec
      .given([])
      .when(claimEmail({ actor: stranger() }))
      .thenThrows("forbidden", "one's own account"));

  it("emits a valid event", () => {
    const [event] = emailClaimDecider.decide(claimEmail(), emailClaimDecider.initialState());
    expect(() => EmailClaimed.parse(event)).not.toThrow();
  });
});

describe("the email's stream", () => {
  it("is the same however the address is written", () => {
    expect(emailClaimStreamFor(" Mariam@Example.AE")).toBe("email-mariam@example.ae");
    expect(normalizeEmail("A@B.COM ")).toBe("a@b.com");
  });
});
