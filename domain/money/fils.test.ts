import { describe, expect, it } from "vitest";
import { aedToFils, Fils, filsToAed, formatAed } from "./fils";

describe("fils", () => {
  it("AED to fils rounds to the nearest fil (float inputs such as 0.1 + 0.2)", () => {
    expect(aedToFils(275)).toBe(27_500);
    expect(aedToFils(0.1 + 0.2)).toBe(30);
    expect(aedToFils(13.1)).toBe(1_310);
    expect(() => aedToFils(Number.NaN)).toThrow("finite");
  });

  it("fils to AED for the APIs", () => {
    expect(filsToAed(27_500)).toBe(275);
    expect(filsToAed(1_310)).toBe(13.1);
    expect(filsToAed(26_190)).toBe(261.9);
  });

  it("formats amounts as documents write them", () => {
    expect(formatAed(27_500)).toBe("AED 275.00");
    expect(formatAed(1_310)).toBe("AED 13.10");
    expect(formatAed(5)).toBe("AED 0.05");
    expect(formatAed(123_456_789)).toBe("AED 1,234,567.89");
    expect(formatAed(-1_000)).toBe("-AED 10.00");
    expect(formatAed(0)).toBe("AED 0.00");
  });

  it("the Fils schema takes whole non-negative amounts only", () => {
    expect(Fils.safeParse(27_500).success).toBe(true);
    expect(Fils.safeParse(1.5).error?.issues[0]?.message).toBe("must be a whole number of fils");
    expect(Fils.safeParse(-1).error?.issues[0]?.message).toBe("must not be negative");
  });
});
