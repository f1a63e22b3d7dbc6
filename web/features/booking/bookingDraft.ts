import type { ServiceType } from "../../../domain/rules/serviceTypes";
import type { LatLng } from "../../shared/geo";
import type { SavedVehicle } from "./data/useVehicles";

/** The vehicle a booking is for (GraphQL RequestVehicleInput). */
export interface DraftVehicle {
  readonly make: string;
  readonly model: string;
  readonly year?: number | null;
  readonly color?: string | null;
  readonly licensePlate?: string | null;
  readonly vehicleType?: string | null;
  readonly vehicleId?: string | null;
}

export interface DraftPlace {
  readonly location: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** What the customer has told us so far (spec §3 Service request draft). */
export interface BookingDraft {
  readonly service: ServiceType;
  readonly vehicle: DraftVehicle;
  readonly pickup?: DraftPlace;
  readonly destination?: DraftPlace | null;
  readonly description?: string;
  readonly towingEquipmentId?: string;
}

export function vehicleFromSaved(vehicle: SavedVehicle): DraftVehicle {
  return {
    make: vehicle.vehicleMake,
    model: vehicle.vehicleModel,
    year: vehicle.vehicleYear,
    color: vehicle.vehicleColor,
    licensePlate: vehicle.licensePlate,
    vehicleType: vehicle.vehicleType,
    vehicleId: vehicle.id,
  };
}

export function describeVehicle(vehicle: DraftVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.color]
    .filter((part) => part !== null && part !== undefined && part !== "")
    .join(" ");
}

/** The pickup as text when the customer has not typed one: their position, which the captain needs anyway. */
export function currentLocationText(at: LatLng): string {
  return `Current location (${at.latitude.toFixed(5)}, ${at.longitude.toFixed(5)})`;
}
