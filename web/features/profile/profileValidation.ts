import type { NewVehicle, ProfileChanges } from "./profileApi";

/** Spec §5 Profile edit: name and phone are required. */
export function validateProfile(changes: ProfileChanges): string | null {
  return changes.name.trim() === "" || changes.phone.trim() === "" ? "Name and phone are required" : null;
}

/** Spec §5 Add vehicle: name, plate, make and model are required. */
export function validateVehicle(vehicle: NewVehicle): string | null {
  const required = [vehicle.vehicleName, vehicle.licensePlate, vehicle.vehicleMake, vehicle.vehicleModel];
  return required.some((value) => value.trim() === "")
    ? "Vehicle name, licence plate, make and model are required"
    : null;
}

/** "Not provided" for an empty optional field (spec §2.7). */
export function orNotProvided(value: string | null | undefined): string {
  return value && value.trim() !== "" ? value : "Not provided";
}
