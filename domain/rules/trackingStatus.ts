/** Remaining-distance thresholds of the live tracking status, in km (spec §4); each is "strictly under". */
export const NEARBY_UNDER_KM = 1;
export const ALMOST_THERE_UNDER_KM = 0.5;
export const ARRIVING_NOW_UNDER_KM = 0.2;

export type TrackingPhase = "en-route" | "nearby" | "almost-there" | "arriving-now";
export type TrackingColor = "blue" | "yellow" | "orange" | "green";

export interface TrackingStatus {
  readonly phase: TrackingPhase;
  readonly label: string;
  readonly color: TrackingColor;
}

const EN_ROUTE: TrackingStatus = { phase: "en-route", label: "En Route", color: "blue" };
const NEARBY: TrackingStatus = { phase: "nearby", label: "Nearby", color: "yellow" };
const ALMOST_THERE: TrackingStatus = { phase: "almost-there", label: "Almost There", color: "orange" };
const ARRIVING_NOW: TrackingStatus = { phase: "arriving-now", label: "Arriving Now", color: "green" };

function requireDistance(name: string, km: number): void {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`${name} must be a finite km ≥ 0, got ${km}`);
}

/** The status shown for the captain's remaining distance: exactly 1 km is still En Route. */
export function trackingStatus(remainingKm: number): TrackingStatus {
  requireDistance("remainingKm", remainingKm);
  if (remainingKm < ARRIVING_NOW_UNDER_KM) return ARRIVING_NOW;
  if (remainingKm < ALMOST_THERE_UNDER_KM) return ALMOST_THERE;
  if (remainingKm < NEARBY_UNDER_KM) return NEARBY;
  return EN_ROUTE;
}

/**
 * Percent of the trip covered, 0–100 in whole numbers. Rounded down so 100 means arrived, never
 * "nearly there"; a trip that started at 0 km is complete. A captain who drove away from the
 * customer stays at 0 rather than going negative.
 */
export function trackingProgress(input: { startKm: number; remainingKm: number }): number {
  requireDistance("startKm", input.startKm);
  requireDistance("remainingKm", input.remainingKm);
  if (input.startKm === 0) return 100;
  const percent = ((input.startKm - input.remainingKm) / input.startKm) * 100;
  return Math.min(100, Math.max(0, Math.floor(percent)));
}

/** Speeds the live tracking displays stay within (spec §9). */
export const MIN_TRACKING_SPEED_KMH = 25;
export const MAX_TRACKING_SPEED_KMH = 65;

/** Keeps a measured or simulated speed inside the shown band, so a GPS glitch never reads 0 or 200 km/h. */
export function clampTrackingSpeed(speedKmh: number): number {
  if (Number.isNaN(speedKmh)) throw new RangeError("speedKmh is NaN");
  return Math.min(MAX_TRACKING_SPEED_KMH, Math.max(MIN_TRACKING_SPEED_KMH, speedKmh));
}
