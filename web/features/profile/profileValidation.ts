import { formatNumber } from "../../shared/format";
import type { VariablesOf } from "../../shared/graphql";
import type { ProfileT } from "./messages";
import type { AddVehicleMutation, UpdateProfileMutation } from "./profileQueries";

type ProfileInput = VariablesOf<typeof UpdateProfileMutation>["input"];
type VehicleInput = VariablesOf<typeof AddVehicleMutation>["input"];
export type Emirate = ProfileInput["city"];
export type VehicleType = NonNullable<VehicleInput["vehicleType"]>;
export type FuelType = NonNullable<VehicleInput["fuelType"]>;

/** The edit form as typed: text fields, the city as its enum value. */
export interface ProfileForm {
  readonly name: string;
  readonly phone: string;
  readonly address: string;
  readonly city: Emirate;
  readonly emiratesId: string;
}

export interface VehicleForm {
  readonly vehicleName: string;
  readonly vehicleMake: string;
  readonly vehicleModel: string;
  readonly vehicleYear: string;
  readonly vehicleColor: string;
  readonly licensePlate: string;
  readonly vehicleType: VehicleType | "";
  readonly fuelType: FuelType | "";
}

export type FieldErrors<F> = Partial<Record<keyof F, string>>;

/** The seven emirates as the API names them, in the coverage list's order (spec §1). */
export const EMIRATE_VALUES: readonly Emirate[] = [
  "DUBAI",
  "ABU_DHABI",
  "SHARJAH",
  "AJMAN",
  "RAS_AL_KHAIMAH",
  "FUJAIRAH",
  "UMM_AL_QUWAIN",
];

/** "RAS_AL_KHAIMAH" → "Ras Al Khaimah" / "رأس الخيمة". */
export function emirateLabel(value: Emirate, t: ProfileT): string {
  const names: Readonly<Record<Emirate, string>> = {
    DUBAI: t("emirate.dubai"),
    ABU_DHABI: t("emirate.abuDhabi"),
    SHARJAH: t("emirate.sharjah"),
    AJMAN: t("emirate.ajman"),
    RAS_AL_KHAIMAH: t("emirate.rasAlKhaimah"),
    FUJAIRAH: t("emirate.fujairah"),
    UMM_AL_QUWAIN: t("emirate.ummAlQuwain"),
  };
  return names[value];
}

/** Spec §5: 784-XXXX-XXXXXXX-X, the format the server checks too. */
const EMIRATES_ID = /^784-\d{4}-\d{7}-\d$/;

/** Spec §5 profile edit: name and phone required; an Emirates ID, when given, in its format. */
export function validateProfile(form: ProfileForm, t: ProfileT): FieldErrors<ProfileForm> {
  const errors: FieldErrors<ProfileForm> = {};
  if (form.name.trim() === "") errors.name = t("overview.nameRequired");
  if (form.phone.trim() === "") errors.phone = t("overview.phoneRequired");
  const id = form.emiratesId.trim();
  if (id !== "" && !EMIRATES_ID.test(id)) errors.emiratesId = t("overview.emiratesIdFormat");
  return errors;
}

/** What updateProfile is sent: trimmed, empty optional fields as null. */
export function profileInput(form: ProfileForm): ProfileInput {
  const optional = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    name: form.name.trim(),
    phone: form.phone.trim(),
    city: form.city,
    address: optional(form.address),
    emiratesId: optional(form.emiratesId),
  };
}

const FIRST_CAR_YEAR = 1900;

/** Spec §5 add vehicle: name, plate, make and model required; a year, when given, a real one. */
export function validateVehicle(
  form: VehicleForm,
  t: ProfileT,
  now: Date = new Date(),
): FieldErrors<VehicleForm> {
  const errors: FieldErrors<VehicleForm> = {};
  if (form.vehicleName.trim() === "") errors.vehicleName = t("vehicle.nameRequired");
  if (form.licensePlate.trim() === "") errors.licensePlate = t("vehicle.plateRequired");
  if (form.vehicleMake.trim() === "") errors.vehicleMake = t("vehicle.makeRequired");
  if (form.vehicleModel.trim() === "") errors.vehicleModel = t("vehicle.modelRequired");
  const year = form.vehicleYear.trim();
  const latest = now.getFullYear() + 1;
  if (year !== "" && !(/^\d{4}$/.test(year) && Number(year) >= FIRST_CAR_YEAR && Number(year) <= latest))
    errors.vehicleYear = t("vehicle.yearRange", {
      first: formatNumber(FIRST_CAR_YEAR, { useGrouping: false }),
      latest: formatNumber(latest, { useGrouping: false }),
    });
  return errors;
}

/** What addVehicle is sent. */
export function vehicleInput(form: VehicleForm): VehicleInput {
  const optional = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    vehicleName: form.vehicleName.trim(),
    vehicleMake: form.vehicleMake.trim(),
    vehicleModel: form.vehicleModel.trim(),
    licensePlate: form.licensePlate.trim(),
    vehicleYear: form.vehicleYear.trim() === "" ? null : Number(form.vehicleYear),
    vehicleColor: optional(form.vehicleColor),
    vehicleType: form.vehicleType === "" ? null : form.vehicleType,
    fuelType: form.fuelType === "" ? null : form.fuelType,
  };
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** "Not provided" for an empty optional field (spec §2.7). */
export function orNotProvided(value: string | null | undefined, t: ProfileT): string {
  return value && value.trim() !== "" ? value : t("overview.notProvided");
}
