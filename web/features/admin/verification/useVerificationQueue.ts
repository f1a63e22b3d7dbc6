import { useCallback } from "react";
import { useQuery } from "urql";
import { type QueuedCaptain, VerificationQueueQuery } from "./verificationQueries";

export interface VerificationQueue {
  /** Null until the server answered. */
  readonly captains: readonly QueuedCaptain[] | null;
  readonly error: string | null;
  readonly refresh: () => void;
}

/** The captains waiting for review, oldest first; the panel reads it once for the tab's count and the tab. */
export function useVerificationQueue(): VerificationQueue {
  const [result, reexecute] = useQuery({ query: VerificationQueueQuery, requestPolicy: "cache-and-network" });
  const refresh = useCallback(() => reexecute({ requestPolicy: "network-only" }), [reexecute]);
  return {
    captains: result.data?.captainVerificationQueue ?? null,
    error: result.error ? (result.error.graphQLErrors[0]?.message ?? result.error.message) : null,
    refresh,
  };
}
