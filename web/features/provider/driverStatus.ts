import {
  ARRIVING_TEXT,
  type DriverStatus as DomainDriverStatus,
  driverStatus as domainDriverStatus,
} from "../../../domain/rules/driverStatus";

/**
 * Spec §4 "Provider driver status" for the dashboard's in-progress rows: the rule itself is the
 * domain's (delayed / ahead / on time, completion %); the dashboard only swaps the arrival text for
 * a countdown with seconds, so it can tick with the display clock. The inputs are the server's.
 */
export type DriverStatus = DomainDriverStatus;
export type { DriverStatusKind } from "../../../domain/rules/driverStatus";

const MINUTE_MS = 60_000;

function countdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")} left`;
}

/** `status` is the GraphQL enum (IN_PROGRESS …); `since` is when the job reached the provider. */
export function driverStatus(input: {
  readonly status: string;
  readonly since: Date;
  readonly now: Date;
  readonly estimatedArrivalMin?: number | null;
}): DriverStatus {
  const status = domainDriverStatus({
    status: input.status.toLowerCase().replace("_", "-"),
    createdAt: input.since,
    now: input.now,
    estimatedArrivalMin: input.estimatedArrivalMin ?? null,
  });
  if (status.kind === "idle") return status;
  const elapsedMs = Math.max(0, input.now.getTime() - input.since.getTime());
  const remainingMs = status.estimatedArrivalMin * MINUTE_MS - elapsedMs;
  return { ...status, arrivalText: remainingMs > 0 ? countdown(remainingMs) : ARRIVING_TEXT };
}
