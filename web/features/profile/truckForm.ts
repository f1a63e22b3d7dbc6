import type { TowTruck, TowTruckInput } from "./towTruckDocuments";

export type TruckVehicleType = TowTruckInput["compatibleVehicles"][number];
export type TruckType = "flatbed" | "wheel-lift" | "integrated" | "heavy-duty" | "motorcycle";

/** The spec's towing equipment types. */
export const TRUCK_TYPE_OPTIONS: readonly { value: TruckType; label: string }[] = [
  { value: "flatbed", label: "Flatbed" },
  { value: "wheel-lift", label: "Wheel-lift" },
  { value: "integrated", label: "Integrated" },
  { value: "heavy-duty", label: "Heavy-duty" },
  { value: "motorcycle", label: "Motorcycle" },
];

export const TRUCK_VEHICLE_OPTIONS: readonly { value: TruckVehicleType; label: string }[] = [
  { value: "SEDAN", label: "Sedan" },
  { value: "SUV", label: "SUV" },
  { value: "LUXURY", label: "Luxury" },
  { value: "HEAVY_SUV", label: "Heavy SUV" },
  { value: "TRUCK", label: "Truck" },
  { value: "MOTORCYCLE", label: "Motorcycle" },
  { value: "HATCHBACK", label: "Hatchback" },
  { value: "COUPE", label: "Coupe" },
];

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

const isTruckType = (value: string): value is TruckType =>
  TRUCK_TYPE_OPTIONS.some((option) => option.value === value);

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

/** "Winch, GPS tracking,  " → ["Winch", "GPS tracking"]: one feature per comma, blanks and repeats dropped. */
export function featureList(text: string): string[] {
  return [...new Set(text.split(",").map((feature) => feature.trim()))].filter((feature) => feature !== "");
}

/** What the captain can fix before sending; the server checks its own limits and names the field. */
export function validateTruck(form: TruckForm): TruckFieldErrors {
  const errors: TruckFieldErrors = {};
  if (form.truckName.trim() === "") errors.truckName = "Truck name is required";
  if (form.truckType === "") errors.truckType = "Choose the truck type";
  const capacity = form.capacity.trim();
  if (capacity === "") errors.capacity = "Capacity is required";
  else if (!/^\d+$/.test(capacity) || Number(capacity) <= 0)
    errors.capacity = "Capacity must be a whole number of kilograms";
  if (form.compatibleVehicles.length === 0)
    errors.compatibleVehicles = "Choose at least one vehicle type it can tow";
  if (form.plate.trim() === "") errors.plate = "Plate is required";
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
