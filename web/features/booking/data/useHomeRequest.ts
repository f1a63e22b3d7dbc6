import { useEffect } from "react";
import { useQuery, useSubscription } from "urql";
import { type ResultOf, readFragment } from "../../../shared/graphql";
import { notify } from "../../../shared/toast";
import { ActiveRequestQuery, HomeRequestFields, MyRequestsSubscription } from "./bookingOperations";

export type HomeRequest = ResultOf<typeof HomeRequestFields>;

export interface HomeRequestState {
  readonly request: HomeRequest | null;
  readonly fetching: boolean;
  readonly error: string | null;
  readonly refresh: () => void;
}

/**
 * The customer's active request (spec §4: first one neither completed nor cancelled), kept current
 * by the myRequests subscription: every change of any of their requests re-reads it, and the
 * spec's "Request Update" toast says what happened.
 */
export function useHomeRequest(): HomeRequestState {
  const [result, reexecute] = useQuery({ query: ActiveRequestQuery, requestPolicy: "network-only" });
  const [changes] = useSubscription({ query: MyRequestsSubscription });
  const change = changes.data?.myRequests;

  useEffect(() => {
    if (!change) return;
    reexecute({ requestPolicy: "network-only" });
    if (change.statusText) notify.info("Request Update", change.statusText, { id: `request-${change.id}` });
  }, [change, reexecute]);

  const request = result.data?.activeRequest ? readFragment(HomeRequestFields, result.data.activeRequest) : null;
  return {
    request,
    fetching: result.fetching && !result.data,
    error: result.error ? result.error.message : null,
    refresh: () => reexecute({ requestPolicy: "network-only" }),
  };
}
