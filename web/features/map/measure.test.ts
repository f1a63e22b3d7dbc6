import { describe, expect, it } from "vitest";
import { pathLengthKm } from "./measure";

describe("pathLengthKm", () => {
  it("is 0 for fewer than two points", () => {
    expect(pathLengthKm([])).toBe(0);
    expect(pathLengthKm([{ latitude: 25, longitude: 55 }])).toBe(0);
  });

  it("adds the legs: Burj Khalifa → Dubai Mall → DXB is about 0.5 + 10.6 km", () => {
    const km = pathLengthKm([
      { latitude: 25.1972, longitude: 55.2744 },
      { latitude: 25.1985, longitude: 55.2796 },
      { latitude: 25.2532, longitude: 55.3657 },
    ]);
    expect(km).toBeGreaterThan(10);
    expect(km).toBeLessThan(12.5);
  });
});
