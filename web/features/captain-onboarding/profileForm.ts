import type { VariablesOf } from "../../shared/graphql";
import type { OnboardingT } from "./messages";
import type { CaptainProfileDetails, CompleteCaptainProfileMutation } from "./onboardingDocuments";

export type CaptainProfileInput = VariablesOf<typeof CompleteCaptainProfileMutation>["input"];
export type Emirate = CaptainProfileInput["emirates"][number];
export type ServiceType = CaptainProfileInput["services"][number];

/** The business profile form as typed. */
export interface CaptainProfileForm {
  readonly tradeName: string;
  readonly tradeLicenceNumber: string;
  readonly tradeLicenceExpiry: string;
  readonly insurancePolicyNumber: string;
  readonly insuranceExpiry: string;
  readonly emiratesId: string;
  readonly emirates: readonly Emirate[];
  readonly services: readonly ServiceType[];
}

export type ProfileFieldErrors = Partial<Record<keyof CaptainProfileForm, string>>;

export function serviceOptions(t: OnboardingT): readonly { value: ServiceType; label: string }[] {
  return [
    { value: "TOWING", label: t("service.towing") },
    { value: "JUMP_START", label: t("service.jumpStart") },
    { value: "TIRE_CHANGE", label: t("service.tireChange") },
    { value: "FUEL_DELIVERY", label: t("service.fuelDelivery") },
  ];
}

export const EMPTY_PROFILE_FORM: CaptainProfileForm = {
  tradeName: "",
  tradeLicenceNumber: "",
  tradeLicenceExpiry: "",
  insurancePolicyNumber: "",
  insuranceExpiry: "",
  emiratesId: "",
  emirates: [],
  services: [],
};

export function profileFormOf(profile: CaptainProfileDetails | null): CaptainProfileForm {
  return profile === null ? EMPTY_PROFILE_FORM : { ...profile };
}

/** Spec §5: 784-XXXX-XXXXXXX-X, the format the server checks too. */
const EMIRATES_ID = /^784-\d{4}-\d{7}-\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the captain can fix before sending: required fields, the ID's format, dates not yet past. */
export function validateCaptainProfile(
  form: CaptainProfileForm,
  today: string,
  t: OnboardingT,
): ProfileFieldErrors {
  const errors: ProfileFieldErrors = {};
  const required: readonly ["tradeName" | "tradeLicenceNumber" | "insurancePolicyNumber", string][] = [
    ["tradeName", t("profile.tradeNameRequired")],
    ["tradeLicenceNumber", t("profile.tradeLicenceNumberRequired")],
    ["insurancePolicyNumber", t("profile.insurancePolicyNumberRequired")],
  ];
  for (const [key, missing] of required) {
    if (form[key].trim() === "") errors[key] = missing;
  }
  const dates: readonly ["tradeLicenceExpiry" | "insuranceExpiry", string][] = [
    ["tradeLicenceExpiry", t("profile.tradeLicenceExpired")],
    ["insuranceExpiry", t("profile.insuranceExpired")],
  ];
  for (const [key, expired] of dates) {
    const value = form[key];
    if (!ISO_DATE.test(value)) errors[key] = t("expiryRequired");
    else if (value <= today) errors[key] = expired;
  }
  if (!EMIRATES_ID.test(form.emiratesId.trim())) errors.emiratesId = t("profile.emiratesIdFormat");
  if (form.emirates.length === 0) errors.emirates = t("profile.emiratesRequired");
  if (form.services.length === 0) errors.services = t("profile.servicesRequired");
  return errors;
}

export function profileInputOf(form: CaptainProfileForm): CaptainProfileInput {
  return {
    tradeName: form.tradeName.trim(),
    tradeLicenceNumber: form.tradeLicenceNumber.trim(),
    tradeLicenceExpiry: form.tradeLicenceExpiry,
    insurancePolicyNumber: form.insurancePolicyNumber.trim(),
    insuranceExpiry: form.insuranceExpiry,
    emiratesId: form.emiratesId.trim(),
    emirates: [...form.emirates],
    services: [...form.services],
  };
}

/** Whether saving would change what the admin approved (an approved captain goes back to review). */
export function profileChanged(form: CaptainProfileForm, saved: CaptainProfileDetails | null): boolean {
  if (saved === null) return true;
  const input = profileInputOf(form);
  const sameSet = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((value) => b.includes(value));
  return (
    input.tradeName !== saved.tradeName ||
    input.tradeLicenceNumber !== saved.tradeLicenceNumber ||
    input.tradeLicenceExpiry !== saved.tradeLicenceExpiry ||
    input.insurancePolicyNumber !== saved.insurancePolicyNumber ||
    input.insuranceExpiry !== saved.insuranceExpiry ||
    input.emiratesId !== saved.emiratesId ||
    !sameSet(input.emirates, saved.emirates) ||
    !sameSet(input.services, saved.services)
  );
}

/**
 * The form field a server error names ("profile.tradeLicenceExpiry", "input.emiratesId",
 * "emirates.0"), or null when it names none of them.
 */
export function profileFieldOf(field: unknown): keyof CaptainProfileForm | null {
  if (typeof field !== "string") return null;
  const key = field
    .split(".")
    .filter((part) => !/^\d+$/.test(part))
    .pop();
  return key !== undefined && key in EMPTY_PROFILE_FORM ? (key as keyof CaptainProfileForm) : null;
}

/** The seven emirates, in the coverage list's order (spec §1). */
export function emirateOptions(t: OnboardingT): readonly { value: Emirate; label: string }[] {
  return [
    { value: "DUBAI", label: t("emirate.dubai") },
    { value: "ABU_DHABI", label: t("emirate.abuDhabi") },
    { value: "SHARJAH", label: t("emirate.sharjah") },
    { value: "AJMAN", label: t("emirate.ajman") },
    { value: "RAS_AL_KHAIMAH", label: t("emirate.rasAlKhaimah") },
    { value: "FUJAIRAH", label: t("emirate.fujairah") },
    { value: "UMM_AL_QUWAIN", label: t("emirate.ummAlQuwain") },
  ];
}
