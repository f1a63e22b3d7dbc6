import { GraphqlFeed } from "./graphqlFeed";
import type { SoakLedger } from "./soakLedger";

/** Dubai and Sharjah, where the demo captains work. */
const VIEW = { south: 24.9, west: 54.9, north: 25.5, east: 55.7 };
const FLEET = "subscription($bbox: BoundingBoxInput!) { fleetPositions(bbox: $bbox) }";

interface FleetBatch {
  ids: string[];
  lats: number[];
  lngs: number[];
}

/**
 * Live map screens: graphql-ws fleetPositions subscribers spread over the API nodes. Each batch's
 * vehicles are matched to the captains' reports (ledger.positions) for the position's delay to
 * the map; the number of batches tells that the map kept moving.
 */
export class FleetWatchers {
  batches = 0;
  private readonly feeds: GraphqlFeed[] = [];
  private readonly stops: (() => void)[] = [];

  constructor(private readonly ledger: SoakLedger) {}

  watch(url: string, cookie: string, who: string): void {
    const feed = new GraphqlFeed(url, cookie, (what) => this.ledger.problem(`fleet map (${who}): ${what}`));
    this.feeds.push(feed);
    // A vehicle comes again, where it was, when its status changes (busy, available): only a
    // position's first arrival at this screen measures the position's delay.
    let seen = new Set<string>();
    const subscription = feed.subscribe<{ fleetPositions: FleetBatch }>(
      FLEET,
      { bbox: VIEW },
      (data, receivedAt) => {
        const batch = data.fleetPositions;
        this.batches += 1;
        if (seen.size > 10_000) seen = new Set();
        for (let i = 0; i < batch.ids.length; i++) {
          const key = `${batch.ids[i]}|${batch.lats[i]}|${batch.lngs[i]}`;
          const at = this.ledger.positions.get(key);
          if (at === undefined || seen.has(key)) continue;
          seen.add(key);
          this.ledger.lag("position → fleet map (graphql fleetPositions)", receivedAt - at);
        }
      },
    );
    this.stops.push(() => subscription.stop());
  }

  async close(): Promise<void> {
    for (const stop of this.stops) stop();
    await Promise.all(this.feeds.map((f) => f.close()));
  }
}
