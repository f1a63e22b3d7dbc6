// The control: what the domain may do. Arithmetic on instants the command carries, the calendar,
// Math other than random, and its own files. It must pass both checks, so a failure of the others is
// the rule at work and not a broken set-up.
import { z } from "zod";
import { distanceKm } from "../rules/distance";

export const shape = z.object({ at: z.string() });
export const later = (iso: string, seconds: number): string =>
  new Date(new Date(iso).getTime() + seconds * 1000).toISOString();
export const newYear = (year: number): number => Date.UTC(year, 0, 1);
export const rounded = (value: number): number => Math.round(value * 100) / 100;
export const far = (km: number): boolean =>
  km > distanceKm({ latitude: 25, longitude: 55 }, { latitude: 24, longitude: 54 });
