import type { LatLng } from "../../shared/geo";

export interface JobPlaces {
  /** The request's status, as GraphQL (`IN_PROGRESS`) or REST (`in-progress`) spells it. */
  readonly status: string;
  readonly pickup: LatLng;
  /** Towing's drop-off; null for services done at the pickup. */
  readonly destination: LatLng | null;
  /** The captain's latest position; null until known. */
  readonly captain: LatLng | null;
}

export interface JobLegs {
  /** Captain → pickup, while the job is under way and the captain's position is known. */
  readonly toPickup: { readonly from: LatLng; readonly to: LatLng } | null;
  /** Pickup → destination (towing), while the job is under way. */
  readonly toDestination: { readonly from: LatLng; readonly to: LatLng } | null;
}

const UNDER_WAY = new Set(["accepted", "in-progress"]);

/** The legs of an active job to route and draw; none before it is accepted or once it is over. */
export function jobLegs(job: JobPlaces | null): JobLegs {
  const status = job?.status.toLowerCase().replace(/_/g, "-");
  if (!job || !status || !UNDER_WAY.has(status)) return { toPickup: null, toDestination: null };
  return {
    toPickup: job.captain ? { from: job.captain, to: job.pickup } : null,
    toDestination: job.destination ? { from: job.pickup, to: job.destination } : null,
  };
}

/** A place the captain can be guided to; NavigateMenu names it in the reader's language. */
export interface NavigationTarget {
  readonly target: "pickup" | "destination";
  readonly at: LatLng;
}

/**
 * Where the captain's Navigate button leads first: the pickup until the job is started, then, for
 * a tow, the destination (the pickup stays offered second).
 */
export function navigationTargets(job: JobPlaces | null): NavigationTarget[] {
  const status = job?.status.toLowerCase().replace(/_/g, "-");
  if (!job || !status || !UNDER_WAY.has(status)) return [];
  const pickup: NavigationTarget = { target: "pickup", at: job.pickup };
  if (status === "in-progress" && job.destination)
    return [{ target: "destination", at: job.destination }, pickup];
  return [pickup];
}
