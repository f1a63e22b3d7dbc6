import type { Sql } from "../../../domain/ports/sql";
import {
  type ProviderListing,
  providersByIds,
} from "../../../projections/read-models/provider-directory/queries";
import { byIds, type ServiceRequestView } from "../../../projections/read-models/request-history/queries";
import { CoalescedLookup } from "../historyCache/coalescedLookup";

/** The two read-model reads every booking makes, by id. */
export interface RequestRouteReads {
  /** The provider a booking chose, to check it exists and offers the service. */
  provider(providerId: string): Promise<ProviderListing | undefined>;
  /** A request as the history screen shows it, read once the write's events are in the read model. */
  request(requestId: string): Promise<ServiceRequestView | undefined>;
}

export interface RequestRouteFetches {
  providers(ids: readonly string[]): Promise<readonly ProviderListing[]>;
  requests(ids: readonly string[]): Promise<readonly ServiceRequestView[]>;
}

/**
 * Each booking reads its chosen provider before the write and the request after it: one query each,
 * a round trip and a statement apiece. Bookings that arrive together share one query per kind
 * (CoalescedLookup): a caller only joins a fetch that starts after it asked, so an answer still
 * reflects every commit made before it was asked, as a query of its own would.
 */
export function createRequestRouteReads(fetches: RequestRouteFetches): RequestRouteReads {
  const providers = new CoalescedLookup<ProviderListing>(
    async (ids) => new Map((await fetches.providers(ids)).map((p) => [p.id, p])),
  );
  const requests = new CoalescedLookup<ServiceRequestView>(
    async (ids) => new Map((await fetches.requests(ids)).map((r) => [r.id, r])),
  );
  return {
    provider: (providerId) => providers.get(providerId),
    request: (requestId) => requests.get(requestId),
  };
}

export function requestRouteReadsOn(sql: Sql): RequestRouteReads {
  return createRequestRouteReads({
    providers: (ids) => providersByIds(sql, ids),
    requests: (ids) => byIds(sql, ids),
  });
}
