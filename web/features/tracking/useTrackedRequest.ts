import { useSubscription } from "urql";
import { type ResultOf, readFragment } from "../../shared/graphql";
import { TrackedRequestFields, TrackingUpdatedSubscription } from "./trackingOperations";

export type TrackedRequest = ResultOf<typeof TrackedRequestFields>;
export type LiveTracking = NonNullable<TrackedRequest["tracking"]>;

export interface TrackedRequestState {
  /** The latest state the server pushed; null until the first message. */
  readonly request: TrackedRequest | null;
  readonly error: string | null;
}

/**
 * Follows one request live: status, the captain's position, ETA, distance, speed and progress all
 * come from the server's trackingUpdated messages; nothing here runs on a client timer.
 */
export function useTrackedRequest(requestId: string | null): TrackedRequestState {
  const [result] = useSubscription({
    query: TrackingUpdatedSubscription,
    variables: { requestId: requestId ?? "" },
    pause: requestId === null,
  });
  const latest = result.data?.trackingUpdated;
  const request = latest && requestId !== null ? readFragment(TrackedRequestFields, latest) : null;
  return {
    request: request && request.id === requestId ? request : null,
    error: result.error ? result.error.message : null,
  };
}
