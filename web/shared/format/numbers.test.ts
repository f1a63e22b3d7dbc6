import { describe, expect, it } from "vitest";
import { formatAed, formatKm, formatMinutes, formatRating, shortRequestId } from "./numbers";

describe("display formats", () => {
  it("prints AED with two decimals", () => {
    expect(formatAed(275)).toBe("AED 275.00");
    expect(formatAed(1234.5)).toBe("AED 1,234.50");
  });

  it("prints ratings and km to one decimal and minutes whole", () => {
    expect(formatRating(4.75)).toBe("4.8");
    expect(formatRating(5)).toBe("5.0");
    expect(formatKm(2.34)).toBe("2.3 km");
    expect(formatMinutes(7.6)).toBe("8 min");
  });

  it("shows the last 6 characters of a request id", () => {
    expect(shortRequestId("0190f3a2-7c1d-7b9e-a1f2-3c4d5e6f7a8b")).toBe("6f7a8b");
    expect(shortRequestId("abc")).toBe("abc");
  });
});
