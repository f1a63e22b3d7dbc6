import { distanceKm, type LatLng } from "./distance";
import { etaMinutes } from "./eta";
import { clampTrackingSpeed, type TrackingStatus, trackingProgress, trackingStatus } from "./trackingStatus";

/** A reported position and when it was received. */
export interface TimedPosition extends LatLng {
  readonly at: string;
}

/** What the customer's live tracking shows (spec §2.6, §4), from the provider's real positions. */
export interface LiveTracking {
  readonly remainingKm: number;
  readonly etaMinutes: number;
  /** Measured between the two latest positions, kept within 25–65 km/h; null until two are known. */
  readonly speedKmh: number | null;
  readonly progressPercent: number;
  readonly status: TrackingStatus;
  readonly providerPosition: TimedPosition;
}

/** Two fixes closer in time than this say nothing reliable about speed. */
const MIN_SPEED_INTERVAL_MS = 2000;

/**
 * The provider's progress towards the pickup. `start` is where they were when the job began (the
 * route's first recorded point), `previous` an earlier fix for the speed. The ETA uses the measured
 * speed when there is one, else the spec's 2 minutes per km; it is rounded up either way.
 */
export function liveTracking(input: {
  pickup: LatLng;
  current: TimedPosition;
  previous?: TimedPosition | null;
  start?: LatLng | null;
}): LiveTracking {
  const remainingKm = distanceKm(input.current, input.pickup);
  const startKm = input.start ? Math.max(distanceKm(input.start, input.pickup), remainingKm) : remainingKm;
  const speedKmh = measuredSpeed(input.previous ?? null, input.current);
  const eta = speedKmh === null ? etaMinutes(remainingKm) : Math.ceil((remainingKm / speedKmh) * 60);
  return {
    remainingKm: Math.round(remainingKm * 100) / 100,
    etaMinutes: eta,
    speedKmh,
    progressPercent: trackingProgress({ startKm, remainingKm }),
    status: trackingStatus(remainingKm),
    providerPosition: input.current,
  };
}

function measuredSpeed(previous: TimedPosition | null, current: TimedPosition): number | null {
  if (!previous) return null;
  const ms = Date.parse(current.at) - Date.parse(previous.at);
  if (!(ms >= MIN_SPEED_INTERVAL_MS)) return null;
  const kmh = distanceKm(previous, current) / (ms / 3_600_000);
  return Math.round(clampTrackingSpeed(kmh));
}
