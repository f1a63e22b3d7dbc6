import { describe, expect, it } from "vitest";
import { median } from "./median";

describe("median", () => {
  it("takes the middle of an odd count, whatever the order", () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it("takes the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it("is NaN for no values", () => {
    expect(median([])).toBeNaN();
  });
});
