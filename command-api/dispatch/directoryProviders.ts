import type { Sql } from "../../domain/ports/sql";
import {
  onlineProviderPositions,
  type ProviderListing,
  providersByIds,
} from "../../projections/read-models/provider-directory/queries";
import { equipmentOfProviders } from "../../projections/read-models/towing-equipment/queries";
import type { IndexedProvider } from "./providerGeoIndex";

/** A provider as the directory lists them, and whether they are online. */
export interface DirectoryProvider {
  provider: IndexedProvider;
  online: boolean;
}

/**
 * Dispatch offers jobs only to captains online and not suspended by an admin (issue 19; the approval
 * rule joins this check). Suspension also takes a captain offline; this holds even if that lags.
 */
const offerable = (listing: ProviderListing): boolean => listing.online && !listing.suspended;

/** Fetched in slices: one `ANY($1)` with tens of thousands of ids is a slow plan for little gain. */
const SLICE = 2000;

/** Every online provider with a known position: the geo index's picture at start. */
export async function loadOnlineProviders(sql: Sql): Promise<IndexedProvider[]> {
  const ids = (await onlineProviderPositions(sql)).map((row) => row.id);
  const found = await loadProviders(sql, ids);
  return found.filter((p) => p.online).map((p) => p.provider);
}

/** These providers as the directory has them now (unknown ids left out). */
export async function loadProviders(sql: Sql, ids: readonly string[]): Promise<DirectoryProvider[]> {
  const out: DirectoryProvider[] = [];
  for (let from = 0; from < ids.length; from += SLICE) {
    const slice = ids.slice(from, from + SLICE);
    const listings = await providersByIds(sql, slice);
    const towing = listings.filter((l) => l.services.includes("towing")).map((l) => l.id);
    const trucks = await equipmentOfProviders(sql, towing);
    for (const listing of listings) {
      if (listing.latitude === null || listing.longitude === null) continue;
      out.push({
        online: offerable(listing),
        provider: {
          providerId: listing.id,
          latitude: listing.latitude,
          longitude: listing.longitude,
          services: listing.services,
          rating: listing.rating,
          responseTimeMin: listing.measuredResponseMinutes ?? listing.responseTimeMinutes,
          trucks: (trucks.get(listing.id) ?? []).map((t) => ({
            compatibleVehicles: t.compatibleVehicles,
            isAvailable: t.isAvailable,
          })),
        },
      });
    }
  }
  return out;
}
