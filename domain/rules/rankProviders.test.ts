import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BOOKING_RANKING_DEFAULTS,
  MAP_RANKING_DEFAULTS,
  providerScore,
  type RankableProvider,
  rankProviders,
  resolveScoreInputs,
} from "./rankProviders";

const ids = (ranked: { provider: RankableProvider }[]): string[] => ranked.map((r) => r.provider.id);

describe("provider ranking", () => {
  it("given the spec then map defaults are rating 4.5, 2.3 km, 10 min and booking defaults 4.8, 2.3 km, 8 min", () => {
    expect(MAP_RANKING_DEFAULTS).toEqual({ rating: 4.5, distanceKm: 2.3, responseTimeMin: 10 });
    expect(BOOKING_RANKING_DEFAULTS).toEqual({ rating: 4.8, distanceKm: 2.3, responseTimeMin: 8 });
  });

  describe("providerScore = rating/5·0.4 + 1/(distance+0.1)·0.4 + 1/responseTime·0.2", () => {
    it.each([
      [5, 0.9, 10, 0.4 + 0.4 + 0.02],
      [4.5, 2.3, 10, 0.36 + 0.4 / 2.4 + 0.02],
      [4, 0.5, 15, 0.32 + 0.4 / 0.6 + 0.2 / 15],
      [3, 0, 1, 0.24 + 4 + 0.2],
    ])("when rating %d, %d km, %d min then the score is %d", (rating, distanceKm, responseTimeMin, score) => {
      expect(providerScore({ rating, distanceKm, responseTimeMin })).toBeCloseTo(score, 12);
    });
  });

  describe("resolveScoreInputs", () => {
    it("when nothing is reported then the caller's defaults are used", () => {
      expect(resolveScoreInputs({ id: "p" }, MAP_RANKING_DEFAULTS)).toEqual(MAP_RANKING_DEFAULTS);
      expect(resolveScoreInputs({ id: "p", rating: null }, BOOKING_RANKING_DEFAULTS).rating).toBe(4.8);
    });

    it.each<[string, RankableProvider]>([
      ["a rating of 0 (not rated yet)", { id: "p", rating: 0 }],
      ["a rating above 5", { id: "p", rating: 5.5 }],
      ["a NaN rating", { id: "p", rating: Number.NaN }],
      ["a negative distance", { id: "p", distanceKm: -1 }],
      ["an infinite distance", { id: "p", distanceKm: Number.POSITIVE_INFINITY }],
      ["a response time of 0", { id: "p", responseTimeMin: 0 }],
      ["a negative response time", { id: "p", responseTimeMin: -3 }],
    ])("when the provider reports %s then the default replaces it", (_case, provider) => {
      expect(resolveScoreInputs(provider, MAP_RANKING_DEFAULTS)).toEqual(MAP_RANKING_DEFAULTS);
    });

    it("when the provider reports usable figures, including 0 km and a rating of 5, then they are kept", () => {
      expect(
        resolveScoreInputs({ id: "p", rating: 5, distanceKm: 0, responseTimeMin: 3 }, MAP_RANKING_DEFAULTS),
      ).toEqual({ rating: 5, distanceKm: 0, responseTimeMin: 3 });
    });
  });

  describe("rankProviders", () => {
    const far = { id: "far", rating: 5, distanceKm: 3, responseTimeMin: 5 }; // 0.4 + 0.129 + 0.04 = 0.569
    const close = { id: "close", rating: 4, distanceKm: 0.5, responseTimeMin: 15 }; // 0.32 + 0.667 + 0.013 = 1.0
    const mid = { id: "mid", rating: 4.5, distanceKm: 1, responseTimeMin: 10 }; // 0.36 + 0.364 + 0.02 = 0.744
    const remote = { id: "remote", rating: 5, distanceKm: 9, responseTimeMin: 6 }; // 0.4 + 0.044 + 0.033 = 0.477

    it("when providers are ranked then the higher score comes first", () => {
      const ranked = rankProviders([far, remote, close, mid], MAP_RANKING_DEFAULTS);
      expect(ids(ranked)).toEqual(["close", "mid", "far", "remote"]);
      expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
      expect(ranked[0]?.score).toBeCloseTo(1, 12);
    });

    it("when providers are ranked then ranks 1-3 carry #1 Best, #2 Fast, #3 Near and are highlighted", () => {
      const ranked = rankProviders([far, remote, close, mid], MAP_RANKING_DEFAULTS);
      expect(ranked.map((r) => r.rankBadge)).toEqual(["#1 Best", "#2 Fast", "#3 Near", null]);
      expect(ranked.map((r) => r.isHighlighted)).toEqual([true, true, true, false]);
    });

    it("when badges are given then rank 1 is Top Rated, the closest Nearest and the quickest Fastest", () => {
      const ranked = rankProviders([far, remote, close, mid], MAP_RANKING_DEFAULTS);
      const byId = Object.fromEntries(ranked.map((r) => [r.provider.id, r.badges]));
      expect(byId).toEqual({
        close: ["Top Rated", "Nearest"],
        mid: [],
        far: ["Fastest"],
        remote: [],
      });
      expect(ranked.filter((r) => r.isTopRated).map((r) => r.provider.id)).toEqual(["close"]);
      expect(ranked.filter((r) => r.isNearest).map((r) => r.provider.id)).toEqual(["close"]);
      expect(ranked.filter((r) => r.isFastest).map((r) => r.provider.id)).toEqual(["far"]);
    });

    it("when Top Rated goes to rank 1 then it need not be the highest rating (the spec's rule)", () => {
      const ranked = rankProviders([close, far], MAP_RANKING_DEFAULTS);
      expect(ranked[0]?.provider.id).toBe("close");
      expect(ranked[0]?.isTopRated).toBe(true);
      expect(ranked[1]?.rating).toBeGreaterThan(ranked[0]?.rating ?? 0);
    });

    it("when two providers score the same then the lower id ranks first, whatever the input order", () => {
      const twin = (id: string) => ({ id, rating: 4.6, distanceKm: 1.2, responseTimeMin: 7 });
      expect(ids(rankProviders([twin("b"), twin("a")], MAP_RANKING_DEFAULTS))).toEqual(["a", "b"]);
      expect(ids(rankProviders([twin("a"), twin("b")], MAP_RANKING_DEFAULTS))).toEqual(["a", "b"]);
    });

    it("when ids differ only by case then code-unit order decides (uppercase first), not the locale", () => {
      const twin = (id: string) => ({ id, rating: 4.6, distanceKm: 1.2, responseTimeMin: 7 });
      expect(ids(rankProviders([twin("a"), twin("B")], MAP_RANKING_DEFAULTS))).toEqual(["B", "a"]);
    });

    it("when two providers tie on the smallest distance then only the better-ranked one is Nearest", () => {
      const better = { id: "z-better", rating: 5, distanceKm: 1, responseTimeMin: 5 };
      const worse = { id: "a-worse", rating: 3, distanceKm: 1, responseTimeMin: 20 };
      const ranked = rankProviders([worse, better], MAP_RANKING_DEFAULTS);
      expect(ranked.map((r) => [r.provider.id, r.isNearest])).toEqual([
        ["z-better", true],
        ["a-worse", false],
      ]);
    });

    it("when two providers tie on the smallest response time then only the better-ranked one is Fastest", () => {
      const near = { id: "near", rating: 4, distanceKm: 0.5, responseTimeMin: 5 };
      const away = { id: "away", rating: 4, distanceKm: 4, responseTimeMin: 5 };
      const ranked = rankProviders([away, near], MAP_RANKING_DEFAULTS);
      expect(ranked.filter((r) => r.isFastest).map((r) => r.provider.id)).toEqual(["near"]);
    });

    it("when figures are missing then the defaults decide, and map and booking defaults can rank differently", () => {
      const unknown = { id: "unknown" };
      const known = { id: "known", rating: 4.5, distanceKm: 2.3, responseTimeMin: 9 };
      // Map: unknown answers in 10 min, known in 9 → known wins. Booking: unknown is assumed 8 min and 4.8 stars.
      expect(ids(rankProviders([unknown, known], MAP_RANKING_DEFAULTS))).toEqual(["known", "unknown"]);
      expect(ids(rankProviders([unknown, known], BOOKING_RANKING_DEFAULTS))).toEqual(["unknown", "known"]);
      const unknownOnMap = rankProviders([unknown], MAP_RANKING_DEFAULTS)[0];
      expect(unknownOnMap).toMatchObject({ rating: 4.5, distanceKm: 2.3, responseTimeMin: 10 });
    });

    it("when a provider is ranked then the original object is returned untouched beside the derived fields", () => {
      const provider = { id: "p", name: "Captain Ali", rating: 4.9, distanceKm: 0.8, responseTimeMin: 6 };
      const [ranked] = rankProviders([provider], MAP_RANKING_DEFAULTS);
      expect(ranked?.provider).toBe(provider);
      expect(ranked?.provider.name).toBe("Captain Ali");
      expect(ranked?.badges).toEqual(["Top Rated", "Nearest", "Fastest"]);
    });

    it("when there are no providers then the ranking is empty", () => {
      expect(rankProviders([], MAP_RANKING_DEFAULTS)).toEqual([]);
    });

    it.each([
      { rating: 0, distanceKm: 2.3, responseTimeMin: 10 },
      { rating: 4.5, distanceKm: -1, responseTimeMin: 10 },
      { rating: 4.5, distanceKm: 2.3, responseTimeMin: 0 },
      { rating: 4.5, distanceKm: Number.NaN, responseTimeMin: 10 },
    ])("when the defaults are unusable (%o) then it throws", (defaults) => {
      expect(() => rankProviders([{ id: "p" }], defaults)).toThrow(RangeError);
    });

    it("when the input order is permuted then the ranking is identical and scores never increase", () => {
      const provider = fc.record({
        id: fc.string({ maxLength: 3 }),
        rating: fc.option(fc.double({ min: 0, max: 6, noNaN: true }), { nil: undefined }),
        distanceKm: fc.option(fc.double({ min: -1, max: 50, noNaN: true }), { nil: undefined }),
        responseTimeMin: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
      });
      fc.assert(
        fc.property(fc.uniqueArray(provider, { selector: (p) => p.id, maxLength: 12 }), (list) => {
          const forward = rankProviders(list, MAP_RANKING_DEFAULTS);
          const backward = rankProviders([...list].reverse(), MAP_RANKING_DEFAULTS);
          expect(ids(backward)).toEqual(ids(forward));
          for (let i = 1; i < forward.length; i++) {
            expect(forward[i]?.score).toBeLessThanOrEqual(forward[i - 1]?.score ?? Number.POSITIVE_INFINITY);
          }
          if (forward.length > 0) {
            expect(forward.filter((r) => r.isNearest)).toHaveLength(1);
            expect(forward.filter((r) => r.isFastest)).toHaveLength(1);
          }
        }),
      );
    });
  });
});
