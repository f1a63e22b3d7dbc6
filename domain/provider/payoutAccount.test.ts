import { describe, expect, it } from "vitest";
import { DomainEvent } from "../events";
import type { Actor } from "../shared/actor";
import { deciderSpec } from "../shared/deciderSpec";
import type { ProviderCommand } from "./commands";
import { providerDecider } from "./decider";
import type { ProviderEvent } from "./events";
import { admin, otherProvider, PROVIDER_ID, profileCreated, self, system, T0 } from "./provider.fixtures";

const spec = deciderSpec(providerDecider);
const setAccount = (o: { iban?: string; accountName?: string; actor?: Actor } = {}): ProviderCommand => ({
  type: "SetPayoutAccount",
  actor: o.actor ?? self(),
  at: T0,
  providerId: PROVIDER_ID,
  iban: o.iban ?? "AE07 0331 2345 6789 0123 456",
  accountName: o.accountName ?? "  Omar Haddad ",
});
const accountSet = (iban = "AE070331234567890123456", accountName = "Omar Haddad"): ProviderEvent => ({
  type: "PayoutAccountSet",
  data: { providerId: PROVIDER_ID, iban, accountName, setAt: T0 },
});

describe("SetPayoutAccount", () => {
  it("the captain sets a UAE IBAN (stored compact) and the account holder's name (trimmed)", () =>
    spec.given([profileCreated()]).when(setAccount()).then([accountSet()]));

  it("the same account again is a no-op; a new one replaces it", () => {
    spec.given([profileCreated(), accountSet()]).when(setAccount()).then([]);
    spec
      .given([profileCreated(), accountSet()])
      .when(setAccount({ iban: "AE970260001015555555501" }))
      .then([accountSet("AE970260001015555555501")]);
  });

  it.each([
    ["AE070331234567890123457", "iban: check digits do not match"],
    ["GB82WEST12345698765432", "iban: must be a UAE IBAN starting with AE"],
    ["AE0703312345", "iban: must be AE followed by 21 digits"],
  ])("%s is refused with its reason, naming iban", (iban, message) =>
    spec.given([profileCreated()]).when(setAccount({ iban })).thenThrows("bad_input", message),
  );

  it("the account name is required", () =>
    spec
      .given([profileCreated()])
      .when(setAccount({ accountName: "   " }))
      .thenThrows("bad_input", "accountName: is required"));

  it.each([
    ["an admin", admin()],
    ["the system", system()],
    ["another captain", otherProvider()],
  ])("%s cannot set a captain's payout account", (_, actor) =>
    spec.given([profileCreated()]).when(setAccount({ actor })).thenThrows("forbidden"),
  );

  it("without a profile there is nobody to pay", () =>
    spec.given([]).when(setAccount()).thenThrows("not_found", "no profile"));

  it("the event is a registered domain event, listed once", () => {
    expect(DomainEvent.safeParse(accountSet()).success).toBe(true);
  });
});
