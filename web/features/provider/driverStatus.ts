import {
  type DriverStatus as DomainDriverStatus,
  driverStatus as domainDriverStatus,
} from "../../../domain/rules/driverStatus";

export type { DriverStatusKind } from "../../../domain/rules/driverStatus";

/**
 * Spec §4 "Provider driver status" for the dashboard's in-progress rows: the rule itself is the
 * domain's (delayed / ahead / on time, completion %); the dashboard counts the time left down by the
 * second, so it can tick with the display clock, and words it in the reader's language (the domain's
 * `arrivalText` is English). The inputs are the server's.
 */
export type DriverStatus =
  | { readonly kind: "idle" }
  | (Omit<Extract<DomainDriverStatus, { kind: "delayed" | "ahead" | "on-time" }>, "arrivalText"> & {
      /** Seconds until the estimate runs out; 0 once it has ("Arriving"). */
      readonly remainingSeconds: number;
    });

const MINUTE_MS = 60_000;

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
  const { arrivalText: _english, ...figures } = status;
  const elapsedMs = Math.max(0, input.now.getTime() - input.since.getTime());
  const remainingMs = status.estimatedArrivalMin * MINUTE_MS - elapsedMs;
  return { ...figures, remainingSeconds: remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0 };
}
