import { describe, expect, it } from "vitest";
import { bookingPriceAed } from "./bookingPrice";

describe("booking price (spec §9)", () => {
  it("now, with the best-ranked captain chosen: 10 under the starting price; each rank adds 10", () => {
    expect(bookingPriceAed({ serviceType: "towing", scheduledAt: null, chosenProviderRank: 1 })).toBe(265);
    expect(bookingPriceAed({ serviceType: "towing", scheduledAt: null, chosenProviderRank: 2 })).toBe(275);
    expect(bookingPriceAed({ serviceType: "jump-start", scheduledAt: null, chosenProviderRank: 4 })).toBe(
      185,
    );
  });

  it("now, nobody chosen (or the chosen one not ranked): the starting price", () => {
    expect(bookingPriceAed({ serviceType: "tire-change", scheduledAt: null, chosenProviderRank: null })).toBe(
      195,
    );
    expect(bookingPriceAed({ serviceType: "fuel", scheduledAt: null, chosenProviderRank: null })).toBe(225);
  });

  it("scheduled: the starting price plus the slot's surcharges, whatever the captain's rank", () => {
    // Saturday 2026-11-28 at 08:00 in the UAE (04:00 UTC): weekend + 25 and before 09:00 + 15.
    const saturdayEarly = new Date("2026-11-28T04:00:00Z");
    expect(
      bookingPriceAed({ serviceType: "towing", scheduledAt: saturdayEarly, chosenProviderRank: 1 }),
    ).toBe(315);
    // Tuesday 2026-12-01 at 10:00 in the UAE: no surcharge.
    const tuesdayMorning = new Date("2026-12-01T06:00:00Z");
    expect(
      bookingPriceAed({ serviceType: "tire-change", scheduledAt: tuesdayMorning, chosenProviderRank: 3 }),
    ).toBe(195);
  });
});
