/** GraphQL's vehicle types with the labels the forms show (spec §3 UserVehicle.vehicleType). */
export const VEHICLE_TYPE_OPTIONS = [
  { value: "SEDAN", label: "Sedan" },
  { value: "SUV", label: "SUV" },
  { value: "LUXURY", label: "Luxury" },
  { value: "HEAVY_SUV", label: "Heavy SUV" },
  { value: "TRUCK", label: "Truck" },
  { value: "MOTORCYCLE", label: "Motorcycle" },
  { value: "HATCHBACK", label: "Hatchback" },
  { value: "COUPE", label: "Coupe" },
] as const;

export type VehicleTypeValue = (typeof VEHICLE_TYPE_OPTIONS)[number]["value"];

/** The towing flow's six vehicle types (spec §3). */
export const TOWING_VEHICLE_TYPES: readonly VehicleTypeValue[] = [
  "SEDAN",
  "SUV",
  "LUXURY",
  "HEAVY_SUV",
  "TRUCK",
  "MOTORCYCLE",
];

export function vehicleTypeLabel(value: string): string {
  return VEHICLE_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export const FUEL_TYPE_OPTIONS = [
  { value: "PETROL", label: "Petrol" },
  { value: "DIESEL", label: "Diesel" },
  { value: "ELECTRIC", label: "Electric" },
  { value: "HYBRID", label: "Hybrid" },
] as const;
