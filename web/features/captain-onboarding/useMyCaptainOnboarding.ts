import { useCallback, useEffect, useState } from "react";
import { useQuery, useSubscription } from "urql";
import { readFragment } from "../../shared/graphql";
import {
  type CaptainOnboarding,
  CaptainOnboardingFields,
  MyCaptainOnboardingQuery,
  MyCaptainOnboardingUpdatedSubscription,
} from "./onboardingDocuments";

export interface MyCaptainOnboarding {
  /** Null until the server answered. */
  readonly onboarding: CaptainOnboarding | null;
  readonly error: string | null;
  readonly refresh: () => void;
  /** Takes a mutation's answer (the whole onboarding) as the newest state. */
  readonly replace: (onboarding: CaptainOnboarding) => void;
}

/**
 * The signed-in captain's onboarding, kept live: the query first, then every change the server
 * pushes (an admin's approval or rejection, an expiry), so the screen changes without a reload.
 * Whatever arrived last wins: a push, a refetch or a mutation's answer.
 */
export function useMyCaptainOnboarding(): MyCaptainOnboarding {
  const [query, reexecute] = useQuery({
    query: MyCaptainOnboardingQuery,
    requestPolicy: "cache-and-network",
  });
  const [latest, setLatest] = useState<CaptainOnboarding | null>(null);
  const [pushed] = useSubscription({ query: MyCaptainOnboardingUpdatedSubscription });

  const fromQuery = query.data?.myCaptainOnboarding;
  useEffect(() => {
    if (fromQuery) setLatest(readFragment(CaptainOnboardingFields, fromQuery));
  }, [fromQuery]);
  const fromPush = pushed.data?.myCaptainOnboardingUpdated;
  useEffect(() => {
    if (fromPush) setLatest(readFragment(CaptainOnboardingFields, fromPush));
  }, [fromPush]);

  const refresh = useCallback(() => reexecute({ requestPolicy: "network-only" }), [reexecute]);
  return {
    onboarding: latest,
    error: query.error && !latest ? (query.error.graphQLErrors[0]?.message ?? query.error.message) : null,
    refresh,
    replace: setLatest,
  };
}
