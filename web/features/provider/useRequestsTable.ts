import { useCallback, useEffect, useState } from "react";
import { useQuery } from "urql";
import { ProviderRequestsQuery } from "./dashboardDocuments";
import { INITIAL_TABLE_QUERY, type TableQuery } from "./requestsTableRules";
import { usePolling } from "./usePolling";

/** Spec §9: the provider requests are refetched every 5 s; live events refetch sooner. */
export const REQUESTS_POLL_MS = 5_000;
/** Typing settles this long before the search goes to the server. */
const SEARCH_SETTLE_MS = 300;

/** The requests table's query state and its page of rows from the dashboard read model. */
export function useRequestsTable() {
  const [query, setQuery] = useState<TableQuery>(INITIAL_TABLE_QUERY);
  const [search, setSearch] = useState(query.search);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.search.trim()), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [query.search]);

  const [result, reexecute] = useQuery({
    query: ProviderRequestsQuery,
    variables: {
      page: query.page,
      limit: query.pageSize,
      search: search || null,
      status: query.status,
      sortBy: query.sortBy,
      sortDirection: query.sortDirection,
    },
    requestPolicy: "cache-and-network",
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: "network-only" }), [reexecute]);
  usePolling(refresh, REQUESTS_POLL_MS);

  return {
    query,
    setQuery,
    page: result.data?.providerRequests ?? null,
    fetching: result.fetching || result.stale,
    error: result.error ?? null,
    refresh,
  };
}

export type RequestsPage = NonNullable<ReturnType<typeof useRequestsTable>["page"]>;
export type RequestRow = RequestsPage["requests"][number];
