import KDBush from "kdbush";
import type { DispatchCandidate } from "../../domain/dispatch/dispatchCandidates";

/** What dispatch keeps of an online provider: everything the policy reads but `busy` (dispatch's own fact). */
export type IndexedProvider = Omit<DispatchCandidate, "busy">;

export interface GeoIndexOptions {
  /** Moving vehicles make the tree stale at once; it is rebuilt at most this often for moves alone. */
  rebuildAfterMs: number;
  /** Added to the search radius so a vehicle that moved since the last rebuild is still found. */
  slackKm: number;
  now: () => number;
}

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;

export const DEFAULT_GEO_INDEX_OPTIONS: Omit<GeoIndexOptions, "now"> = { rebuildAfterMs: 1000, slackKm: 1 };

/**
 * The online providers in a k-d tree (kdbush) for "who is near this pickup": a query is
 * a tree walk, not a table scan. kdbush trees are immutable, so positions live in a map and the tree
 * is rebuilt lazily: at once when someone came or went, and at most once per `rebuildAfterMs` for
 * moves (the search radius has slack for those; distances are then taken from the current positions).
 */
export class ProviderGeoIndex {
  private readonly providers = new Map<string, IndexedProvider>();
  private tree: KDBush | null = null;
  private treeIds: string[] = [];
  private builtAt = 0;
  private membershipChanged = true;
  private moved = false;
  private readonly options: GeoIndexOptions;

  constructor(options: Partial<GeoIndexOptions> = {}) {
    this.options = { ...DEFAULT_GEO_INDEX_OPTIONS, now: () => Date.now(), ...options };
  }

  get size(): number {
    return this.providers.size;
  }

  has(providerId: string): boolean {
    return this.providers.has(providerId);
  }

  replaceAll(providers: readonly IndexedProvider[]): void {
    this.providers.clear();
    for (const provider of providers) this.providers.set(provider.providerId, { ...provider });
    this.membershipChanged = true;
  }

  /** Online (again), or their services, rating or trucks changed. */
  upsert(provider: IndexedProvider): void {
    if (!this.providers.has(provider.providerId)) this.membershipChanged = true;
    else this.moved = true;
    this.providers.set(provider.providerId, { ...provider });
  }

  /** Went offline. */
  remove(providerId: string): void {
    if (this.providers.delete(providerId)) this.membershipChanged = true;
  }

  /** A live position; ignored for providers who are not online. */
  move(providerId: string, latitude: number, longitude: number): void {
    const provider = this.providers.get(providerId);
    if (!provider) return;
    provider.latitude = latitude;
    provider.longitude = longitude;
    this.moved = true;
  }

  /**
   * Online providers within `radiusKm` of the point, with `busy` from the caller; a few a little
   * further may come too (the search is a box, and has slack for moves): the caller measures.
   * A box range query, not geokdbush's sorted great-circle walk: dispatch ranks by score, not by
   * distance, and sorting thousands of providers it then filters cost more than the rest of a step.
   */
  near(
    point: { latitude: number; longitude: number },
    radiusKm: number,
    isBusy: (providerId: string) => boolean,
  ): DispatchCandidate[] {
    const tree = this.currentTree();
    if (!tree) return [];
    const reachKm = radiusKm + this.options.slackKm;
    const dLat = reachKm / KM_PER_DEGREE;
    // Past ~85° a degree of longitude shrinks towards nothing; no pickup of ours is there.
    const dLng = reachKm / (KM_PER_DEGREE * Math.max(0.1, Math.cos((point.latitude * Math.PI) / 180)));
    const found: DispatchCandidate[] = [];
    for (const slot of tree.range(
      point.longitude - dLng,
      point.latitude - dLat,
      point.longitude + dLng,
      point.latitude + dLat,
    )) {
      const provider = this.providers.get(this.treeIds[slot]!);
      if (provider) found.push({ ...provider, busy: isBusy(provider.providerId) });
    }
    return found;
  }

  private currentTree(): KDBush | null {
    const now = this.options.now();
    const stale = this.membershipChanged || (this.moved && now - this.builtAt >= this.options.rebuildAfterMs);
    if (!stale) return this.tree;
    this.membershipChanged = false;
    this.moved = false;
    this.builtAt = now;
    this.treeIds = [...this.providers.keys()];
    if (this.treeIds.length === 0) {
      this.tree = null;
      return null;
    }
    const tree = new KDBush(this.treeIds.length);
    for (const id of this.treeIds) {
      const provider = this.providers.get(id)!;
      tree.add(provider.longitude, provider.latitude);
    }
    tree.finish();
    this.tree = tree;
    return tree;
  }
}
