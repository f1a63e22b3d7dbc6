import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { type OnboardingT, onboardingMessages } from "./messages";
import { submitBlocker as blockerIn } from "./submitRules";

const english = i18n.getFixedT("en", onboardingMessages.namespace) as unknown as OnboardingT;
const submitBlocker = (facts: Parameters<typeof blockerIn>[0], today: string) =>
  blockerIn(facts, today, english);

const TODAY = "2026-03-10";
const PROFILE = {
  tradeName: "Falcon Towing LLC",
  tradeLicenceNumber: "DED-123456",
  tradeLicenceExpiry: "2027-01-01",
  insurancePolicyNumber: "POL-998877",
  insuranceExpiry: "2027-01-01",
  emiratesId: "784-1990-1234567-1",
  emirates: ["DUBAI" as const],
  services: ["TOWING" as const],
};
const paper = (kind: string, state: string, expiresOn = "2027-01-01") =>
  ({ kind, state, expiresOn }) as never;
const ALL_PENDING = [
  paper("TRADE_LICENCE", "PENDING"),
  paper("INSURANCE", "PENDING"),
  paper("EMIRATES_ID", "PENDING"),
];

const facts = (
  over: Partial<Parameters<typeof submitBlocker>[0]> = {},
): Parameters<typeof submitBlocker>[0] => ({
  status: "INCOMPLETE",
  suspensionReason: null,
  profile: PROFILE,
  documents: ALL_PENDING,
  ...over,
});

describe("submitBlocker", () => {
  it("allows submitting once the profile and all three papers are there", () => {
    expect(submitBlocker(facts(), TODAY)).toBeNull();
  });
  it("asks for the profile first", () => {
    expect(submitBlocker(facts({ profile: null }), TODAY)).toBe("Complete your business profile first.");
  });
  it("names every missing or expired paper", () => {
    expect(submitBlocker(facts({ documents: [paper("INSURANCE", "PENDING")] }), TODAY)).toBe(
      "Upload a valid trade licence and Emirates ID first.",
    );
    expect(
      submitBlocker(
        facts({ documents: [...ALL_PENDING.slice(1), paper("TRADE_LICENCE", "PENDING", TODAY)] }),
        TODAY,
      ),
    ).toBe("Upload a valid trade licence first.");
  });
  it("is off while under review and for a suspended account", () => {
    expect(submitBlocker(facts({ status: "UNDER_REVIEW" }), TODAY)).toMatch(/under review/);
    expect(submitBlocker(facts({ suspensionReason: "x" }), TODAY)).toBe("Your account is suspended.");
  });
  it("lets a rejected captain resubmit", () => {
    expect(submitBlocker(facts({ status: "REJECTED" }), TODAY)).toBeNull();
  });
  it("needs a renewed paper from an approved captain, and takes one in place of an expired paper", () => {
    const approved = [
      paper("TRADE_LICENCE", "APPROVED"),
      paper("INSURANCE", "APPROVED"),
      paper("EMIRATES_ID", "APPROVED"),
    ];
    expect(submitBlocker(facts({ status: "APPROVED", documents: approved }), TODAY)).toMatch(
      /renewed document/,
    );
    const renewed = [paper("INSURANCE", "PENDING", "2028-01-01"), ...approved];
    expect(submitBlocker(facts({ status: "APPROVED", documents: renewed }), TODAY)).toBeNull();
    const lapsed = [
      paper("TRADE_LICENCE", "APPROVED"),
      paper("INSURANCE", "EXPIRED", TODAY),
      paper("EMIRATES_ID", "APPROVED"),
    ];
    expect(submitBlocker(facts({ status: "DOCUMENTS_EXPIRED", documents: lapsed }), TODAY)).toBe(
      "Upload a valid insurance certificate first.",
    );
    expect(
      submitBlocker(
        facts({ status: "DOCUMENTS_EXPIRED", documents: [paper("INSURANCE", "PENDING"), ...lapsed] }),
        TODAY,
      ),
    ).toBeNull();
  });
});
