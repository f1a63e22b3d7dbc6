import type { ProfileT } from "./messages";
import type { TowTruck, TowTruckInput } from "./towTruckDocuments";

export type TruckVehicleType = TowTruckInput["compatibleVehicles"][number];
export type TruckType = "flatbed" | "wheel-lift" | "integrated" | "heavy-duty" | "motorcycle";

/** The spec's towing equipment types. */
export const TRUCK_TYPES: readonly TruckType[] = [
  "flatbed",
  "wheel-lift",
  "integrated",
  "heavy-duty",
  "motorcycle",
];

export function truckTypeOptions(t: ProfileT): readonly { value: TruckType; label: string }[] {
  const labels: Readonly<Record<TruckType, string>> = {
    flatbed: t("truckType.flatbed"),
    "wheel-lift": t("truckType.wheelLift"),
    integrated: t("truckType.integrated"),
    "heavy-duty": t("truckType.heavyDuty"),
    motorcycle: t("truckType.motorcycle"),
  };
  return TRUCK_TYPES.map((value) => ({ value, label: labels[value] }));
}

export function truckVehicleOptions(t: ProfileT): readonly { value: TruckVehicleType; label: string }[] {
  return [
    { value: "SEDAN", label: t("vehicleType.sedan") },
    { value: "SUV", label: t("vehicleType.suv") },
    { value: "LUXURY", label: t("vehicleType.luxury") },
    { value: "HEAVY_SUV", label: t("vehicleType.heavySuv") },
    { value: "TRUCK", label: t("vehicleType.truck") },
    { value: "MOTORCYCLE", label: t("vehicleType.motorcycle") },
    { value: "HATCHBACK", label: t("vehicleType.hatchback") },
    { value: "COUPE", label: t("vehicleType.coupe") },
  ];
}

/** The truck form as typed: capacity as text, features as one comma-separated line. */
export interface TruckForm {
  readonly truckName: string;
  readonly truckType: TruckType | "";
  readonly capacity: string;
  readonly compatibleVehicles: readonly TruckVehicleType[];
  readonly features: string;
  readonly plate: string;
}

export type TruckFieldErrors = Partial<Record<keyof TruckForm, string>>;

export const EMPTY_TRUCK_FORM: TruckForm = {
  truckName: "",
  truckType: "",
  capacity: "",
  compatibleVehicles: [],
  features: "",
  plate: "",
};

const isTruckType = (value: string): value is TruckType => TRUCK_TYPES.some((type) => type === value);

export function truckFormOf(truck: TowTruck): TruckForm {
  return {
    truckName: truck.truckName,
    truckType: isTruckType(truck.truckType) ? truck.truckType : "",
    capacity: String(truck.capacity),
    compatibleVehicles: truck.compatibleVehicles,
    features: truck.features.join(", "),
    plate: truck.plate,
  };
}

/**
 * "Winch, GPS tracking,  " → ["Winch", "GPS tracking"]: one feature per comma (the Arabic comma "،"
 * too), blanks and repeats dropped.
 */
export function featureList(text: string): string[] {
  return [...new Set(text.split(/[,\u060c]/).map((feature) => feature.trim()))].filter(
    (feature) => feature !== "",
  );
}

/** What the captain can fix before sending; the server checks its own limits and names the field. */
export function validateTruck(form: TruckForm, t: ProfileT): TruckFieldErrors {
  const errors: TruckFieldErrors = {};
  if (form.truckName.trim() === "") errors.truckName = t("truck.nameRequired");
  if (form.truckType === "") errors.truckType = t("truck.typeRequired");
  const capacity = form.capacity.trim();
  if (capacity === "") errors.capacity = t("truck.capacityRequired");
  else if (!/^\d+$/.test(capacity) || Number(capacity) <= 0) errors.capacity = t("truck.capacityWhole");
  if (form.compatibleVehicles.length === 0) errors.compatibleVehicles = t("truck.vehiclesRequired");
  if (form.plate.trim() === "") errors.plate = t("truck.plateRequired");
  return errors;
}

export function truckInputOf(form: TruckForm): TowTruckInput {
  return {
    truckName: form.truckName.trim(),
    truckType: form.truckType,
    capacity: Number(form.capacity.trim()),
    compatibleVehicles: [...form.compatibleVehicles],
    features: featureList(form.features),
    plate: form.plate.trim(),
  };
}

/** The form field a server error names ("input.capacity", "equipment.capacityKg", "plate"), if any. */
export function truckFieldOf(field: unknown): keyof TruckForm | null {
  if (typeof field !== "string") return null;
  const key = field
    .split(".")
    .filter((part) => !/^\d+$/.test(part))
    .pop();
  if (key === "capacityKg") return "capacity";
  return key !== undefined && key in EMPTY_TRUCK_FORM ? (key as keyof TruckForm) : null;
}
