import { DomainError } from "../../../domain/shared/domainError";

/** A map viewport in degrees. The UAE is far from the antimeridian, so west < east always. */
export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export function assertBoundingBox(box: BoundingBox): void {
  const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;
  if (!inRange(box.south, 90) || !inRange(box.north, 90))
    throw new DomainError("bad_input", "fleet.bboxLatitudes", { field: "bbox" }, "bbox");
  if (!inRange(box.west, 180) || !inRange(box.east, 180))
    throw new DomainError("bad_input", "fleet.bboxLongitudes", { field: "bbox" }, "bbox");
  if (box.south >= box.north)
    throw new DomainError("bad_input", "fleet.bboxSouthBelowNorth", { field: "bbox" }, "bbox");
  if (box.west >= box.east)
    throw new DomainError("bad_input", "fleet.bboxWestLeftOfEast", { field: "bbox" }, "bbox");
}

export function contains(box: BoundingBox, latitude: number, longitude: number): boolean {
  return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
}

/** Subscribers with the same viewport and service share one batch, built and serialised once. */
export function viewKey(box: BoundingBox, serviceType: string | null): string {
  const round = (value: number) => value.toFixed(6);
  return `${round(box.south)},${round(box.west)},${round(box.north)},${round(box.east)}|${serviceType ?? "*"}`;
}
