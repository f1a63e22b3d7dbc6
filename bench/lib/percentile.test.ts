import { describe, expect, it } from "vitest";
import { percentile } from "./percentile";

describe("percentile", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100 ms

  it("reads the rank out of the recorded values", () => {
    expect(percentile(hundred, 0.5)).toBe(51);
    expect(percentile(hundred, 0.99)).toBe(100);
  });

  it("gives the largest value for q = 1, not past the end", () => {
    expect(percentile(hundred, 1)).toBe(100);
  });

  it("gives the only value of one, and 0 of none", () => {
    expect(percentile([7.5], 0.99)).toBe(7.5);
    expect(percentile([], 0.5)).toBe(0);
  });
});
