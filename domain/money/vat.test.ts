import { describe, expect, it } from "vitest";
import { splitGross, sumSplits, VAT_RATE_PERCENT, vatInGross } from "./vat";

describe("VAT carved out of VAT-inclusive prices", () => {
  it("AED 275.00 = 261.90 + 13.10 VAT (27500 × 5/105 = 1309.52 → 1310 fils)", () =>
    expect(splitGross(27_500)).toEqual({ grossFils: 27_500, netFils: 26_190, vatFils: 1_310 }));

  it("the rate is 5 %", () => expect(VAT_RATE_PERCENT).toBe(5));

  it("rounds each line to the nearest fils (gross × 5/105 is never exactly a half: g/21 has no .5)", () => {
    expect(vatInGross(21)).toBe(1); // exactly 1.0
    expect(vatInGross(10)).toBe(0); // 0.476 → 0
    expect(vatInGross(11)).toBe(1); // 0.524 → 1
    expect(vatInGross(1_050)).toBe(50); // exact
    expect(vatInGross(-1_000)).toBe(-48); // a negative line mirrors the positive
    expect(vatInGross(1_000)).toBe(48);
  });

  it("net + VAT always equals the gross, for any whole amount", () => {
    for (let gross = -5_000; gross <= 5_000; gross += 7) {
      const split = splitGross(gross);
      expect(split.netFils + split.vatFils).toBe(gross);
    }
  });

  it("a document's totals are sums of its rounded lines, never re-rounded", () => {
    const lines = [splitGross(27_500), splitGross(-1_000), splitGross(5_250)];
    expect(sumSplits(lines)).toEqual({ grossFils: 31_750, netFils: 30_238, vatFils: 1_512 });
    expect(vatInGross(31_750)).toBe(1_512);
  });

  it("refuses fractions of a fils", () => expect(() => vatInGross(10.5)).toThrow("whole fils"));
});
