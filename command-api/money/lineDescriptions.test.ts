import { describe, expect, it } from "vitest";
import { pricedLine, quoteLines } from "../../domain/money/priceLines";
import { lineDescription } from "./lineDescriptions";

describe("lineDescription", () => {
  it("names every code in the contract's words", () => {
    const [service, rank] = quoteLines({
      serviceType: "tire-change",
      scheduledAt: null,
      chosenProviderRank: 1,
    });
    expect(service && lineDescription(service)).toBe("Tire Change (starting price)");
    expect(rank && lineDescription(rank)).toBe("Captain rank #1 price");
    expect(lineDescription(pricedLine("weekend-surcharge", "towing", 5000))).toBe("Weekend surcharge");
    expect(lineDescription(pricedLine("off-hours-surcharge", "towing", 5000))).toBe(
      "Off-hours surcharge (before 09:00 or after 17:00)",
    );
    expect(lineDescription(pricedLine("extra", "towing", 5000, "12 km more towing"))).toBe(
      "Extra: 12 km more towing",
    );
    expect(lineDescription(pricedLine("cancellation-fee", "towing", 5000))).toBe("Cancellation fee");
    expect(lineDescription(pricedLine("refund", "towing", 5000, "late arrival"))).toBe(
      "Refund: late arrival",
    );
  });
});
