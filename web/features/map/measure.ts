import { distanceKm } from "../../../domain/rules/distance";
import type { LatLng } from "./types";

/** Length of a path along the ground, in km: the measure tool's reading. */
export function pathLengthKm(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceKm(points[i - 1]!, points[i]!);
  return total;
}
