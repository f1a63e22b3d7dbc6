import { enumLabel } from "../../shared/format";
import type { VariablesOf } from "../../shared/graphql";
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

/** "RAS_AL_KHAIMAH" → "Ras Al Khaimah". */
export const emirateLabel = (value: string): string => enumLabel(value);

/** Spec §5: 784-XXXX-XXXXXXX-X, the format the server checks too. */
const EMIRATES_ID = /^784-\d{4}-\d{7}-\d$/;

/** Spec §5 profile edit: name and phone required; an Emirates ID, when given, in its format. */
export function validateProfile(form: ProfileForm): FieldErrors<ProfileForm> {
  const errors: FieldErrors<ProfileForm> = {};
  if (form.name.trim() === "") errors.name = "Full Name is required";
  if (form.phone.trim() === "") errors.phone = "Phone is required";
  const id = form.emiratesId.trim();
  if (id !== "" && !EMIRATES_ID.test(id)) errors.emiratesId = "Emirates ID must look like 784-XXXX-XXXXXXX-X";
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
export function validateVehicle(form: VehicleForm, now: Date = new Date()): FieldErrors<VehicleForm> {
  const errors: FieldErrors<VehicleForm> = {};
  if (form.vehicleName.trim() === "") errors.vehicleName = "Vehicle name is required";
  if (form.licensePlate.trim() === "") errors.licensePlate = "Licence plate is required";
  if (form.vehicleMake.trim() === "") errors.vehicleMake = "Make is required";
  if (form.vehicleModel.trim() === "") errors.vehicleModel = "Model is required";
  const year = form.vehicleYear.trim();
  const latest = now.getFullYear() + 1;
  if (year !== "" && !(/^\d{4}$/.test(year) && Number(year) >= FIRST_CAR_YEAR && Number(year) <= latest))
    errors.vehicleYear = `Year must be between ${FIRST_CAR_YEAR} and ${latest}`;
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
export function orNotProvided(value: string | null | undefined): string {
  return value && value.trim() !== "" ? value : "Not provided";
}
