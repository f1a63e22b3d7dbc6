import { distanceKm, type LatLng } from "../../domain/rules/distance";
import { MAX_TRACKING_SPEED_KMH, MIN_TRACKING_SPEED_KMH } from "../../domain/rules/trackingStatus";
import { bearingTo, move } from "./simulatedPlaces";

export interface Motion {
  at: LatLng;
  /** Degrees clockwise from north. */
  heading: number;
  speedKmh: number;
}

/** City driving: speed drifts within the band the tracking shows (spec §9: 25–65 km/h). */
export function nextSpeed(speedKmh: number, random: () => number): number {
  const drifted = speedKmh + (random() - 0.5) * 12;
  return Math.min(MAX_TRACKING_SPEED_KMH, Math.max(MIN_TRACKING_SPEED_KMH, drifted));
}

/**
 * Cruising between jobs: a heading that wanders a little each step, and turns back towards home once
 * the vehicle strays beyond its area — so the fleet stays spread over its towns instead of drifting off.
 */
export function wander(
  motion: Motion,
  home: { at: LatLng; radiusKm: number },
  seconds: number,
  random: () => number,
): Motion {
  const away = distanceKm(motion.at, home.at) > home.radiusKm;
  const heading = away ? bearingTo(motion.at, home.at) : (motion.heading + (random() - 0.5) * 50 + 360) % 360;
  const speedKmh = nextSpeed(motion.speedKmh, random);
  return { at: move(motion.at, heading, (speedKmh * seconds) / 3600), heading, speedKmh };
}

/** Driving to a point; arrives (lands on it) when this step would reach it. */
export function driveTo(
  motion: Motion,
  target: LatLng,
  seconds: number,
  random: () => number,
): Motion & { arrived: boolean } {
  const speedKmh = nextSpeed(motion.speedKmh, random);
  const stepKm = (speedKmh * seconds) / 3600;
  const remainingKm = distanceKm(motion.at, target);
  if (remainingKm <= stepKm) return { at: target, heading: motion.heading, speedKmh, arrived: true };
  const heading = bearingTo(motion.at, target);
  return { at: move(motion.at, heading, stepKm), heading, speedKmh, arrived: false };
}
