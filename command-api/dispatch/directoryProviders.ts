import type { Sql } from "../../domain/ports/sql";
import {
  onlineProviderPositions,
  type ProviderListing,
  providersByIds,
  worksOn,
} from "../../projections/read-models/provider-directory/queries";
import { equipmentOfProviders } from "../../projections/read-models/towing-equipment/queries";
import type { IndexedProvider } from "./providerGeoIndex";

/** A provider as the directory lists them, and whether dispatch may offer them jobs today. */
export interface DirectoryProvider {
  provider: IndexedProvider;
  /** Online and allowed to work today (see `offerable`). */
  online: boolean;
  /** The first UAE day their approved papers no longer hold (null: not approved): see `worksOn`. */
  papersValidUntil: string | null;
}

/**
 * Dispatch offers jobs only to captains online, approved with every paper valid `today` and not
 * suspended by an admin (issue 19). Suspension and the expiry process also take a captain offline;
 * this holds even if that lags.
 */
export const offerable = (listing: ProviderListing, today: string): boolean =>
  listing.online && worksOn(listing, today);

/** Fetched in slices: one `ANY($1)` with tens of thousands of ids is a slow plan for little gain. */
const SLICE = 2000;

/** Every offerable provider with a known position: the geo index's picture at start. */
export async function loadOnlineProviders(sql: Sql, today: string): Promise<DirectoryProvider[]> {
  const ids = (await onlineProviderPositions(sql, today)).map((row) => row.id);
  const found = await loadProviders(sql, ids, today);
  return found.filter((p) => p.online);
}

/** These providers as the directory has them now (unknown ids left out), judged on `today` (a UAE date). */
export async function loadProviders(
  sql: Sql,
  ids: readonly string[],
  today: string,
): Promise<DirectoryProvider[]> {
  const out: DirectoryProvider[] = [];
  for (let from = 0; from < ids.length; from += SLICE) {
    const slice = ids.slice(from, from + SLICE);
    const listings = await providersByIds(sql, slice);
    const towing = listings.filter((l) => l.services.includes("towing")).map((l) => l.id);
    const trucks = await equipmentOfProviders(sql, towing);
    for (const listing of listings) {
      if (listing.latitude === null || listing.longitude === null) continue;
      out.push({
        online: offerable(listing, today),
        papersValidUntil: listing.approved ? listing.documentsValidUntil : null,
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
