/** Spec §9: default estimated arrival 30 min, delay tolerance 5 min, completion capped at 95 %. */
export const DEFAULT_ESTIMATED_ARRIVAL_MIN = 30;
export const DELAY_TOLERANCE_MIN = 5;
export const COMPLETION_CAP_PERCENT = 95;
/** Shown instead of a countdown once the estimate has run out. */
export const ARRIVING_TEXT = "Arriving";

const MINUTE_MS = 60_000;

export type DriverStatusKind = "delayed" | "ahead" | "on-time" | "idle";

export type DriverStatus =
  | { readonly kind: "idle" }
  | {
      readonly kind: "delayed" | "ahead" | "on-time";
      readonly elapsedMin: number;
      readonly estimatedArrivalMin: number;
      /** Minutes past the estimate; 0 while within it. */
      readonly delayMin: number;
      readonly completionPercent: number;
      /** "12 min" while time remains, then "Arriving". */
      readonly arrivalText: string;
    };

/**
 * How a provider's in-progress job is tracking against its estimate (spec §4 "Provider driver
 * status"). Only in-progress jobs are tracked; every other status is idle.
 *
 * Elapsed time is counted in whole minutes (rounded down), as the dashboard displays it, so the
 * status changes exactly when the displayed minute does. A creation time in the future (clock skew)
 * counts as 0 elapsed.
 */
export function driverStatus(input: {
  status: string;
  createdAt: Date;
  now: Date;
  estimatedArrivalMin?: number | null;
}): DriverStatus {
  if (input.status !== "in-progress") return { kind: "idle" };

  const estimate = input.estimatedArrivalMin ?? DEFAULT_ESTIMATED_ARRIVAL_MIN;
  if (!Number.isFinite(estimate) || estimate <= 0) {
    throw new RangeError(`estimatedArrivalMin must be a finite number > 0, got ${estimate}`);
  }
  const elapsedMs = input.now.getTime() - input.createdAt.getTime();
  if (Number.isNaN(elapsedMs)) throw new RangeError("createdAt and now must be valid dates");
  const elapsedMin = Math.max(0, Math.floor(elapsedMs / MINUTE_MS));

  const overrun = elapsedMin - estimate;
  const kind =
    overrun > DELAY_TOLERANCE_MIN ? "delayed" : -overrun > DELAY_TOLERANCE_MIN ? "ahead" : "on-time";
  const remainingMin = Math.ceil(estimate - elapsedMin);

  return {
    kind,
    elapsedMin,
    estimatedArrivalMin: estimate,
    delayMin: Math.max(0, overrun),
    completionPercent: Math.min(COMPLETION_CAP_PERCENT, Math.floor((elapsedMin / estimate) * 100)),
    arrivalText: remainingMin > 0 ? `${remainingMin} min` : ARRIVING_TEXT,
  };
}
