import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  comparisonOffers,
  comparisonPriceAed,
  MAX_RANK_DISCOUNT_AED,
  NOW_COMPARISON_LIMIT,
  nowPriceForRank,
  SCHEDULE_COMPARISON_LIMIT,
} from "./comparisonPrices";

const providers = (count: number): string[] => Array.from({ length: count }, (_, i) => `p${i + 1}`);

describe("comparison prices", () => {
  it("given the spec then now shows up to 5 providers and schedule up to 4", () => {
    expect(NOW_COMPARISON_LIMIT).toBe(5);
    expect(SCHEDULE_COMPARISON_LIMIT).toBe(4);
    expect(MAX_RANK_DISCOUNT_AED).toBe(20);
  });

  it.each([
    [1, 265],
    [2, 275],
    [3, 285],
    [4, 295],
    [5, 305],
  ])("when booking towing (275) now then rank %d costs %d AED", (rank, price) => {
    expect(nowPriceForRank(275, rank)).toBe(price);
  });

  it("when prices are computed for any base and rank then none is below base − 20 and rank 1 is base − 10", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 10_000 }), (base, rank) => {
        const price = nowPriceForRank(base, rank);
        expect(price).toBeGreaterThanOrEqual(base - 20);
        expect(price).toBe(base - 10 + (rank - 1) * 10);
      }),
    );
  });

  it.each([0, -1, 1.5, Number.NaN])("when the rank is %d then it throws", (rank) => {
    expect(() => nowPriceForRank(275, rank)).toThrow(RangeError);
    expect(() => comparisonPriceAed({ mode: "schedule", baseAed: 275, rank })).toThrow(RangeError);
  });

  it.each([-1, Number.NaN])("when the base is %d then it throws", (baseAed) => {
    expect(() => nowPriceForRank(baseAed, 1)).toThrow(RangeError);
    expect(() => comparisonPriceAed({ mode: "schedule", baseAed, rank: 1 })).toThrow(RangeError);
  });

  it("when booking for later then every rank pays the base price", () => {
    expect([1, 2, 3, 4].map((rank) => comparisonPriceAed({ mode: "schedule", baseAed: 195, rank }))).toEqual([
      195, 195, 195, 195,
    ]);
  });

  it("when seven providers are ranked for now then the first five are offered at rank prices", () => {
    const offers = comparisonOffers({ mode: "now", baseAed: 165, rankedProviders: providers(7) });
    expect(offers).toEqual([
      { provider: "p1", rank: 1, priceAed: 155 },
      { provider: "p2", rank: 2, priceAed: 165 },
      { provider: "p3", rank: 3, priceAed: 175 },
      { provider: "p4", rank: 4, priceAed: 185 },
      { provider: "p5", rank: 5, priceAed: 195 },
    ]);
  });

  it("when seven providers are ranked for a schedule then the first four are offered at base", () => {
    const offers = comparisonOffers({ mode: "schedule", baseAed: 225, rankedProviders: providers(7) });
    expect(offers.map((o) => [o.provider, o.priceAed])).toEqual([
      ["p1", 225],
      ["p2", 225],
      ["p3", 225],
      ["p4", 225],
    ]);
  });

  it("when fewer providers than the limit exist then all are offered; when none then none", () => {
    expect(comparisonOffers({ mode: "now", baseAed: 275, rankedProviders: providers(2) })).toHaveLength(2);
    expect(comparisonOffers({ mode: "now", baseAed: 275, rankedProviders: [] })).toEqual([]);
  });
});
