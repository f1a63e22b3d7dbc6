/**
 * Spec §4 "Provider driver status", as the dashboard shows it for in-progress rows. The inputs are
 * the server's (when the job reached the provider, the estimate in minutes); only the display clock
 * is the browser's, so the arrival text can tick every second.
 */
export const DEFAULT_ESTIMATED_ARRIVAL_MIN = 30;
export const DELAY_TOLERANCE_MIN = 5;
export const COMPLETION_CAP_PERCENT = 95;
export const ARRIVING_TEXT = "Arriving";

export type DriverStatusKind = "delayed" | "ahead" | "on-time" | "idle";

export type DriverStatus =
  | { readonly kind: "idle" }
  | {
      readonly kind: "delayed" | "ahead" | "on-time";
      readonly elapsedMin: number;
      readonly estimatedArrivalMin: number;
      /** Minutes past the estimate; 0 while within it. */
      readonly delayMin: number;
      /** elapsed / estimate × 100, capped at 95. */
      readonly completionPercent: number;
      /** "12:05 left" while time remains, then "Arriving". */
      readonly arrivalText: string;
    };

const MINUTE_MS = 60_000;

function countdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")} left`;
}

/**
 * Elapsed minutes are whole minutes (rounded down) since `since`; the status turns delayed when
 * they exceed the estimate by more than 5, ahead when they fall short of it by more than 5.
 * A `since` in the future (clock skew) counts as nothing elapsed.
 */
export function driverStatus(input: {
  readonly status: string;
  readonly since: Date;
  readonly now: Date;
  readonly estimatedArrivalMin?: number | null;
}): DriverStatus {
  if (input.status !== "IN_PROGRESS") return { kind: "idle" };
  const estimate = input.estimatedArrivalMin ?? DEFAULT_ESTIMATED_ARRIVAL_MIN;
  if (!Number.isFinite(estimate) || estimate <= 0) {
    throw new RangeError(`estimatedArrivalMin must be a number above 0, got ${estimate}`);
  }
  const elapsedMs = Math.max(0, input.now.getTime() - input.since.getTime());
  if (Number.isNaN(elapsedMs)) throw new RangeError("since and now must be valid dates");
  const elapsedMin = Math.floor(elapsedMs / MINUTE_MS);
  const overrun = elapsedMin - estimate;
  const kind =
    overrun > DELAY_TOLERANCE_MIN ? "delayed" : -overrun > DELAY_TOLERANCE_MIN ? "ahead" : "on-time";
  const remainingMs = estimate * MINUTE_MS - elapsedMs;
  return {
    kind,
    elapsedMin,
    estimatedArrivalMin: estimate,
    delayMin: Math.max(0, overrun),
    completionPercent: Math.min(COMPLETION_CAP_PERCENT, Math.floor((elapsedMin / estimate) * 100)),
    arrivalText: remainingMs > 0 ? countdown(remainingMs) : ARRIVING_TEXT,
  };
}
