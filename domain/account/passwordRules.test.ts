import { describe, it } from "vitest";
import { deciderSpec } from "../shared/deciderSpec";
import { ACCOUNT_ID, owner, registered, stranger, system, T0 } from "./account.fixtures";
import type { AccountCommand } from "./commands";
import { decide, evolve, initialState } from "./decider";
import type { AccountEvent } from "./events";

const spec = deciderSpec({ decide, evolve, initialState });

const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();
const HASH = "$argon2id$v=19$m=65536,t=3,p=4$bmV3$bmV3";

const requestReset = (resetId: string, minute: number): AccountCommand => ({
  type: "RequestPasswordReset",
  actor: system(),
  at: at(minute),
  accountId: ACCOUNT_ID,
  resetId,
});
const resetRequested = (resetId: string, minute: number): AccountEvent => ({
  type: "PasswordResetRequested",
  data: {
    accountId: ACCOUNT_ID,
    resetId,
    email: "mariam@example.ae",
    requestedAt: at(minute),
    expiresAt: at(minute + 30),
  },
});
const reset = (resetId: string, minute: number): AccountCommand => ({
  type: "ResetPassword",
  actor: system(),
  at: at(minute),
  accountId: ACCOUNT_ID,
  resetId,
  passwordHash: HASH,
});
const wasReset = (resetId: string, minute: number): AccountEvent => ({
  type: "PasswordReset",
  data: { accountId: ACCOUNT_ID, resetId, passwordHash: HASH, resetAt: at(minute) },
});
const change = (o: Partial<Extract<AccountCommand, { type: "ChangePassword" }>> = {}): AccountCommand => ({
  type: "ChangePassword",
  actor: owner(),
  at: at(5),
  accountId: ACCOUNT_ID,
  passwordHash: HASH,
  ...o,
});
const changed = (minute: number): AccountEvent => ({
  type: "PasswordChanged",
  data: { accountId: ACCOUNT_ID, passwordHash: HASH, changedAt: at(minute) },
});

describe("RequestPasswordReset", () => {
  it("records a link that expires after 30 minutes, addressed to the account's email", () =>
    spec
      .given([registered()])
      .when(requestReset("r1", 0))
      .then([resetRequested("r1", 0)]));

  it("asking again within a minute sends nothing new (the first link still works)", () =>
    spec
      .given([registered(), resetRequested("r1", 0)])
      .when(requestReset("r2", 0.5))
      .then([]));

  it("asking again later gives a new link", () =>
    spec
      .given([registered(), resetRequested("r1", 0)])
      .when(requestReset("r2", 2))
      .then([resetRequested("r2", 2)]));

  it("only the system asks (the forgot-password form), never a signed-in caller", () =>
    spec
      .given([registered()])
      .when({ ...requestReset("r1", 0), actor: owner() })
      .thenThrows("forbidden"));

  it("an unknown account is not found", () =>
    spec.given([]).when(requestReset("r1", 0)).thenThrows("not_found"));
});

describe("ResetPassword", () => {
  it("an open link sets the new password", () =>
    spec
      .given([registered(), resetRequested("r1", 0)])
      .when(reset("r1", 29))
      .then([wasReset("r1", 29)]));

  it("a link works once", () =>
    spec
      .given([registered(), resetRequested("r1", 0), wasReset("r1", 1)])
      .when(reset("r1", 2))
      .thenThrows("bad_input", "invalid, expired or already used"));

  it("a link expires after 30 minutes", () =>
    spec
      .given([registered(), resetRequested("r1", 0)])
      .when(reset("r1", 31))
      .thenThrows("bad_input", "expired"));

  it("a password change kills links asked for before it", () =>
    spec
      .given([registered(), resetRequested("r1", 0), changed(1)])
      .when(reset("r1", 2))
      .thenThrows("bad_input"));

  it("using a newer link kills the older ones too", () =>
    spec
      .given([registered(), resetRequested("r1", 0), resetRequested("r2", 2), wasReset("r2", 3)])
      .when(reset("r1", 4))
      .thenThrows("bad_input"));

  it("a link never asked for does nothing", () =>
    spec.given([registered()]).when(reset("made-up", 1)).thenThrows("bad_input"));
});

describe("ChangePassword", () => {
  it("the owner changes their password", () =>
    spec
      .given([registered()])
      .when(change())
      .then([changed(5)]));

  it("nobody else, not even an admin", () =>
    spec
      .given([registered()])
      .when(change({ actor: { userId: "admin-1", role: "admin" } }))
      .thenThrows("forbidden", "only the account owner"));

  it("a stranger is refused", () =>
    spec
      .given([registered()])
      .when(change({ actor: stranger() }))
      .thenThrows("forbidden"));
});
