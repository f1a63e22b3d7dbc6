import { describe, expect, it } from "vitest";
import { ETA_MINUTES_PER_KM, etaMinutes } from "./eta";

describe("etaMinutes (2 min per km, rounded up)", () => {
  it("given the spec then the rate is 2 minutes per km", () => {
    expect(ETA_MINUTES_PER_KM).toBe(2);
  });

  it.each([
    [0, 0],
    [0.01, 1],
    [0.5, 1],
    [0.51, 2],
    [1, 2],
    [1.2, 3],
    [2.3, 5],
    [10, 20],
  ])("when the distance is %d km then the ETA is %d min", (km, minutes) => {
    expect(etaMinutes(km)).toBe(minutes);
  });

  it.each([-0.1, Number.NaN, Number.POSITIVE_INFINITY])("when the distance is %d then it throws", (km) => {
    expect(() => etaMinutes(km)).toThrow(RangeError);
  });
});
