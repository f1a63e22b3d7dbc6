import type { ProviderMarker } from "./types";

export type ProviderBadge = "Top Rated" | "Nearest" | "Fastest";

/**
 * The map's badges (spec §9): Top Rated for rank 1, Nearest for the smallest distance, Fastest for
 * the smallest response time, among the providers on screen. Ties go to the first in the list.
 */
export function providerBadges(
  providers: readonly ProviderMarker[],
): ReadonlyMap<string, readonly ProviderBadge[]> {
  const badges = new Map<string, ProviderBadge[]>();
  const add = (id: string | undefined, badge: ProviderBadge) => {
    if (id === undefined) return;
    badges.set(id, [...(badges.get(id) ?? []), badge]);
  };
  const best = (score: (p: ProviderMarker) => number) =>
    providers.reduce<ProviderMarker | undefined>(
      (min, p) => (min === undefined || score(p) < score(min) ? p : min),
      undefined,
    )?.id;

  add(providers.find((p) => p.rank === 1)?.id, "Top Rated");
  add(
    best((p) => p.distanceKm),
    "Nearest",
  );
  add(
    best((p) => p.responseTimeMin),
    "Fastest",
  );
  return badges;
}

/** Ranks 1–3 get the highlighted marker and a rank badge (spec §9). */
export function isTopThree(provider: ProviderMarker): boolean {
  return provider.rank !== undefined && provider.rank >= 1 && provider.rank <= 3;
}
