import type { SharedTrip } from "./sharedTripQueries";

/** What the public page shows: loading, gone (unknown or expired link), or the trip (live or ended). */
export type SharedTripState =
  | { readonly kind: "loading" }
  | { readonly kind: "gone" }
  | { readonly kind: "unreachable"; readonly message: string }
  | { readonly kind: "trip"; readonly trip: SharedTrip; readonly ended: boolean };

/**
 * The newest picture wins: the live one once it arrived, else the first read. An error from the first
 * read that says NOT_FOUND means the link is unknown or expired; any other is the server being away.
 */
export function sharedTripState(input: {
  readonly fetched: SharedTrip | null;
  readonly live: SharedTrip | null;
  readonly fetchErrorCode: string | null;
  readonly fetchErrorMessage: string | null;
}): SharedTripState {
  const trip = input.live ?? input.fetched;
  if (trip) return { kind: "trip", trip, ended: !trip.isActive };
  if (input.fetchErrorCode === "NOT_FOUND") return { kind: "gone" };
  if (input.fetchErrorMessage) return { kind: "unreachable", message: input.fetchErrorMessage };
  return { kind: "loading" };
}
