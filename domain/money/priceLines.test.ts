import { describe, expect, it } from "vitest";
import { bookingPriceAed } from "../rules/bookingPrice";
import { aedToFils } from "./fils";
import { pricedLine, quoteLines, totalsOf } from "./priceLines";

describe("quote lines", () => {
  it("a 'now' booking of the rank-2 captain: the service line alone, AED 275.00 = 261.90 + 13.10", () =>
    expect(quoteLines({ serviceType: "towing", scheduledAt: null, chosenProviderRank: 2 })).toEqual([
      {
        code: "service",
        serviceType: "towing",
        rank: null,
        note: null,
        grossFils: 27_500,
        netFils: 26_190,
        vatFils: 1_310,
      },
    ]));

  it("the first-ranked captain's discount is its own line, naming the rank", () => {
    const lines = quoteLines({ serviceType: "towing", scheduledAt: null, chosenProviderRank: 1 });
    expect(lines.map((l) => [l.code, l.rank, l.grossFils])).toEqual([
      ["service", null, 27_500],
      ["rank-price", 1, -1_000],
    ]);
    expect(totalsOf(lines)).toEqual({ grossFils: 26_500, netFils: 25_238, vatFils: 1_262 });
  });

  it("a lower-ranked captain costs more", () => {
    const lines = quoteLines({ serviceType: "jump-start", scheduledAt: null, chosenProviderRank: 4 });
    expect(lines.map((l) => [l.code, l.rank, l.grossFils])).toEqual([
      ["service", null, 16_500],
      ["rank-price", 4, 2_000],
    ]);
  });

  it("a scheduled weekend slot adds its surcharge line (no rank line for scheduled bookings)", () => {
    // Saturday 2025-03-01, 12:00 in Dubai.
    const lines = quoteLines({
      serviceType: "towing",
      scheduledAt: new Date("2025-03-01T08:00:00.000Z"),
      chosenProviderRank: 1,
    });
    expect(lines.map((l) => l.code)).toContain("weekend-surcharge");
    expect(lines.map((l) => l.code)).not.toContain("rank-price");
  });

  it.each([
    ["towing", null, 1],
    ["tire-change", null, 3],
    ["fuel-delivery", "2025-03-03T16:00:00.000Z", null],
    ["jump-start", "2025-03-01T03:00:00.000Z", null],
  ] as const)("%s (%s, rank %s): the lines add up to the booking price", (serviceType, at, rank) => {
    const scheduledAt = at === null ? null : new Date(at);
    const lines = quoteLines({ serviceType, scheduledAt, chosenProviderRank: rank });
    const price = bookingPriceAed({ serviceType, scheduledAt, chosenProviderRank: rank });
    expect(totalsOf(lines).grossFils).toBe(aedToFils(price));
    for (const line of lines) expect(line.netFils + line.vatFils).toBe(line.grossFils);
  });

  it("a priced line (an extra, a fee) carries its note and carved-out VAT", () =>
    expect(pricedLine("extra", "towing", 5_250, "10 km extra towing")).toEqual({
      code: "extra",
      serviceType: "towing",
      rank: null,
      note: "10 km extra towing",
      grossFils: 5_250,
      netFils: 5_000,
      vatFils: 250,
    }));
});
