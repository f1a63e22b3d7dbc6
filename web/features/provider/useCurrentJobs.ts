import { useCallback } from "react";
import { useQuery } from "urql";
import { CurrentJobsQuery } from "./dashboardDocuments";
import { usePolling } from "./usePolling";
import { REQUESTS_POLL_MS } from "./useRequestsTable";

/** Open offers and the jobs under way, refetched with the table. */
export function useCurrentJobs() {
  const [result, reexecute] = useQuery({ query: CurrentJobsQuery, requestPolicy: "cache-and-network" });
  const refresh = useCallback(() => reexecute({ requestPolicy: "network-only" }), [reexecute]);
  usePolling(refresh, REQUESTS_POLL_MS);
  const data = result.data;
  return {
    offers: data?.offers.requests ?? [],
    offersTotal: data?.offers.total ?? 0,
    /** The job to show on the map by default: in progress first, then accepted. */
    activeJobId: data?.inProgress.requests[0]?.requestId ?? data?.accepted.requests[0]?.requestId ?? null,
    loading: result.fetching && !data,
    error: result.error ?? null,
    refresh,
  };
}

export type OpenOffer = ReturnType<typeof useCurrentJobs>["offers"][number];
