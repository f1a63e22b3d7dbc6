import { describe, expect, it } from "vitest";
import { distanceKm } from "../../domain/rules/distance";
import { type IndexedProvider, ProviderGeoIndex } from "./providerGeoIndex";

const PICKUP = { latitude: 25.2048, longitude: 55.2708 };
/** A provider `kmNorth` north and `kmEast` east of the pickup (flat-earth offsets, fine at these scales). */
function provider(id: string, kmNorth: number, kmEast = 0): IndexedProvider {
  return {
    providerId: id,
    latitude: PICKUP.latitude + kmNorth / 111.32,
    longitude: PICKUP.longitude + kmEast / (111.32 * Math.cos((PICKUP.latitude * Math.PI) / 180)),
    services: ["towing"],
    rating: null,
    responseTimeMin: null,
    trucks: [],
  };
}
const ids = (found: { providerId: string }[]) => found.map((p) => p.providerId).sort();
const nobodyBusy = () => false;

describe("ProviderGeoIndex.near", () => {
  it("finds everyone within the radius in every direction, and nobody far beyond it", () => {
    const index = new ProviderGeoIndex({ slackKm: 0 });
    index.replaceAll([
      provider("north", 4.5),
      provider("east", 0, 4.5),
      provider("south-west", -3, -3),
      provider("far-east", 0, 8),
      provider("far-north", 12),
    ]);
    const found = index.near(PICKUP, 5, nobodyBusy);
    expect(ids(found)).toEqual(["east", "north", "south-west"]);
    // A box query may bring a corner a little beyond the radius; the policy measures each one.
    for (const p of found) expect(distanceKm(PICKUP, p)).toBeLessThan(5 * Math.SQRT2);
  });

  it("says who is busy by asking the caller", () => {
    const index = new ProviderGeoIndex();
    index.replaceAll([provider("free", 1), provider("on-a-job", 2)]);
    const found = index.near(PICKUP, 5, (id) => id === "on-a-job");
    expect(Object.fromEntries(found.map((p) => [p.providerId, p.busy]))).toEqual({
      free: false,
      "on-a-job": true,
    });
  });

  it("follows comings, goings and moves (moves within the slack at once, beyond it after the rebuild interval)", () => {
    let now = 0;
    const index = new ProviderGeoIndex({ slackKm: 1, rebuildAfterMs: 1000, now: () => now });
    index.replaceAll([provider("a", 1)]);
    expect(ids(index.near(PICKUP, 5, nobodyBusy))).toEqual(["a"]);
    index.upsert(provider("b", 2));
    expect(ids(index.near(PICKUP, 5, nobodyBusy))).toEqual(["a", "b"]);
    index.remove("a");
    expect(ids(index.near(PICKUP, 5, nobodyBusy))).toEqual(["b"]);

    const far = provider("c", 30);
    index.upsert(far);
    expect(ids(index.near(PICKUP, 5, nobodyBusy))).toEqual(["b"]);
    const closer = provider("c", 3);
    index.move("c", closer.latitude, closer.longitude);
    now += 1000;
    expect(ids(index.near(PICKUP, 5, nobodyBusy))).toEqual(["b", "c"]);
  });
});
