import DataLoader from "dataloader";
import type { Sql } from "../../domain/ports/sql";
import {
  type ProviderListing,
  providersByIds,
} from "../../projections/read-models/provider-directory/queries";
import {
  equipmentOfProviders,
  type TowingTruck,
} from "../../projections/read-models/towing-equipment/queries";

/**
 * Per-operation batches for nested fields: a list of 50 requests asking for `provider { equipment }`
 * costs two queries, not 100. New per operation, so nothing cached outlives the request that read it.
 */
export interface Loaders {
  providerById: DataLoader<string, ProviderListing | null>;
  equipmentByProvider: DataLoader<string, TowingTruck[]>;
}

/**
 * `cache: false` for a subscription: its context lives as long as the subscription, and a provider read
 * for the first event must not answer for the tenth. Batching within one event still applies.
 */
export function createLoaders(sql: Sql, options: { cache: boolean } = { cache: true }): Loaders {
  return {
    providerById: new DataLoader(
      async (ids) => {
        const found = new Map((await providersByIds(sql, ids)).map((p) => [p.id, p]));
        return ids.map((id) => found.get(id) ?? null);
      },
      { cache: options.cache },
    ),
    equipmentByProvider: new DataLoader(
      async (ids) => {
        const byProvider = await equipmentOfProviders(sql, ids);
        return ids.map((id) => byProvider.get(id) ?? []);
      },
      { cache: options.cache },
    ),
  };
}
