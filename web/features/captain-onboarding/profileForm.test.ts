import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { type OnboardingT, onboardingMessages } from "./messages";
import {
  type CaptainProfileForm,
  EMPTY_PROFILE_FORM,
  profileChanged,
  profileFieldOf,
  profileInputOf,
  validateCaptainProfile as validateIn,
} from "./profileForm";

const english = i18n.getFixedT("en", onboardingMessages.namespace) as unknown as OnboardingT;
const validateCaptainProfile = (form: CaptainProfileForm, today: string) => validateIn(form, today, english);

const TODAY = "2026-03-10";
const VALID: CaptainProfileForm = {
  tradeName: " Falcon Towing LLC ",
  tradeLicenceNumber: "DED-123456",
  tradeLicenceExpiry: "2027-01-01",
  insurancePolicyNumber: "POL-998877",
  insuranceExpiry: "2026-03-11",
  emiratesId: "784-1990-1234567-1",
  emirates: ["DUBAI", "SHARJAH"],
  services: ["TOWING"],
};

describe("validateCaptainProfile", () => {
  it("accepts a complete profile", () => {
    expect(validateCaptainProfile(VALID, TODAY)).toEqual({});
  });
  it("names every missing field", () => {
    expect(validateCaptainProfile(EMPTY_PROFILE_FORM, TODAY)).toEqual({
      tradeName: "Trade name is required",
      tradeLicenceNumber: "Trade licence number is required",
      insurancePolicyNumber: "Insurance policy number is required",
      tradeLicenceExpiry: "Expiry date is required",
      insuranceExpiry: "Expiry date is required",
      emiratesId: "Emirates ID must look like 784-XXXX-XXXXXXX-X",
      emirates: "Choose at least one emirate you serve",
      services: "Choose at least one service you offer",
    });
  });
  it("refuses papers that expire today or earlier", () => {
    expect(validateCaptainProfile({ ...VALID, insuranceExpiry: TODAY }, TODAY)).toEqual({
      insuranceExpiry: "The insurance policy has expired: renew it first",
    });
  });
  it("checks the Emirates ID's format", () => {
    expect(
      validateCaptainProfile({ ...VALID, emiratesId: "784-1990-123456-1" }, TODAY).emiratesId,
    ).toBeDefined();
  });
});

describe("profileInputOf and profileChanged", () => {
  it("trims the texts it sends", () => {
    expect(profileInputOf(VALID).tradeName).toBe("Falcon Towing LLC");
  });
  it("sees a change only where the saved profile differs (the order of choices does not count)", () => {
    const saved = profileInputOf(VALID);
    expect(profileChanged({ ...VALID, emirates: ["SHARJAH", "DUBAI"] }, saved)).toBe(false);
    expect(profileChanged({ ...VALID, services: ["TOWING", "JUMP_START"] }, saved)).toBe(true);
    expect(profileChanged(VALID, null)).toBe(true);
  });
});

describe("profileFieldOf", () => {
  it("finds the form field a server error names, whatever its prefix", () => {
    expect(profileFieldOf("profile.tradeLicenceExpiry")).toBe("tradeLicenceExpiry");
    expect(profileFieldOf("input.emiratesId")).toBe("emiratesId");
    expect(profileFieldOf("emirates.0")).toBe("emirates");
    expect(profileFieldOf("providerId")).toBeNull();
    expect(profileFieldOf(undefined)).toBeNull();
  });
});
