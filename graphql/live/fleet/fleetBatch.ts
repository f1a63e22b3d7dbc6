import { type BoundingBox, contains } from "./boundingBox";

export type FleetStatus = "available" | "busy" | "offline";

/** What the feed knows of one provider's vehicle. */
export interface FleetVehicle {
  id: string;
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north; null until it has moved. */
  heading: number | null;
  status: FleetStatus;
  services: readonly string[];
}

/**
 * The columnar batch the web map reads (web/features/map/types.ts FleetBatch): index i of every column
 * is vehicle ids[i]. Columns rather than objects: a fifth of the bytes, and no per-vehicle keys to parse.
 */
export interface FleetBatchPayload {
  ids: string[];
  lngs: number[];
  lats: number[];
  headings: (number | null)[];
  status: FleetStatus[];
  /** When the batch was cut. */
  at: string;
}

export function inView(vehicle: FleetVehicle, box: BoundingBox, serviceType: string | null): boolean {
  return (
    contains(box, vehicle.latitude, vehicle.longitude) &&
    (serviceType === null || vehicle.services.includes(serviceType))
  );
}

export function columnar(vehicles: Iterable<FleetVehicle>, at: Date): FleetBatchPayload {
  const batch: FleetBatchPayload = {
    ids: [],
    lngs: [],
    lats: [],
    headings: [],
    status: [],
    at: at.toISOString(),
  };
  for (const vehicle of vehicles) {
    batch.ids.push(vehicle.id);
    batch.lngs.push(vehicle.longitude);
    batch.lats.push(vehicle.latitude);
    batch.headings.push(vehicle.heading);
    batch.status.push(vehicle.status);
  }
  return batch;
}
