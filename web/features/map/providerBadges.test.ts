import { describe, expect, it } from "vitest";
import { isTopThree, providerBadges } from "./providerBadges";
import type { ProviderMarker } from "./types";

const p = (
  id: string,
  rank: number | undefined,
  distanceKm: number,
  responseTimeMin: number,
): ProviderMarker => ({
  id,
  name: id,
  latitude: 25.2,
  longitude: 55.27,
  rating: 4.5,
  distanceKm,
  responseTimeMin,
  ...(rank === undefined ? {} : { rank }),
});

describe("providerBadges", () => {
  it("marks the top-ranked, the nearest and the fastest", () => {
    const badges = providerBadges([p("a", 1, 3, 12), p("b", 2, 0.8, 15), p("c", 3, 2, 6)]);
    expect(badges.get("a")).toEqual(["Top Rated"]);
    expect(badges.get("b")).toEqual(["Nearest"]);
    expect(badges.get("c")).toEqual(["Fastest"]);
  });

  it("lets one provider hold several badges", () => {
    expect(providerBadges([p("a", 1, 1, 5), p("b", 2, 2, 8)]).get("a")).toEqual([
      "Top Rated",
      "Nearest",
      "Fastest",
    ]);
  });

  it("gives nothing for an empty map", () => {
    expect(providerBadges([]).size).toBe(0);
  });
});

describe("isTopThree", () => {
  it("is true for ranks 1 to 3 only", () => {
    expect([1, 2, 3, 4, undefined].map((rank) => isTopThree(p("x", rank, 1, 1)))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
