import { useEffect, useRef } from "react";
import { useQuery, useSubscription } from "urql";
import type { ResultOf } from "../../../shared/graphql";
import { AdminOverviewQuery, LiveAdminMetricsSubscription } from "./overviewQueries";

export type LiveCounters = ResultOf<typeof LiveAdminMetricsSubscription>["adminMetrics"];
export type Overview = ResultOf<typeof AdminOverviewQuery>;

/** Refetches at most this often however fast the counters move (a busy hour pushes several a second). */
const REFRESH_MIN_INTERVAL_MS = 1_000;
/** Spec §9: admin stats poll every 30 s; also what catches alerts that age without any new event. */
const POLL_MS = 30_000;

/**
 * The Live Overview's data: the cards' counters straight from the `adminMetrics` subscription, and
 * everything else (regions, alerts, activity) read again whenever those counters say something changed.
 */
export function useLiveOverview() {
  const [overview, refetch] = useQuery({ query: AdminOverviewQuery, requestPolicy: "cache-and-network" });
  const [live] = useSubscription({ query: LiveAdminMetricsSubscription });
  const lastRefresh = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const counters = live.data?.adminMetrics ?? null;
  useEffect(() => {
    if (!counters) return;
    const wait = Math.max(0, lastRefresh.current + REFRESH_MIN_INTERVAL_MS - Date.now());
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      lastRefresh.current = Date.now();
      refetch({ requestPolicy: "network-only" });
    }, wait);
  }, [counters, refetch]);

  useEffect(() => {
    const timer = setInterval(() => refetch({ requestPolicy: "network-only" }), POLL_MS);
    return () => {
      clearInterval(timer);
      if (pending.current) clearTimeout(pending.current);
    };
  }, [refetch]);

  return {
    overview: overview.data ?? null,
    counters,
    error: overview.error ?? live.error ?? null,
    fetching: overview.fetching && !overview.data,
  };
}
