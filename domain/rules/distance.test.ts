import { describe, expect, it } from "vitest";
import { distanceKm, EARTH_RADIUS_KM } from "./distance";

describe("distanceKm (haversine, R = 6371 km)", () => {
  it("given the spec then the Earth radius is 6371 km", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it("when both points are the same then the distance is 0", () => {
    const dubai = { latitude: 25.2048, longitude: 55.2708 };
    expect(distanceKm(dubai, dubai)).toBe(0);
  });

  it("when the points are 1° of latitude apart then the distance is R·π/180", () => {
    const km = distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(km).toBeCloseTo((6371 * Math.PI) / 180, 9);
  });

  it("when the points are 1° of longitude apart at latitude 60 then the distance shrinks with the parallel", () => {
    // Exact haversine value for this pair: 2R·asin(cos 60° · sin 0.5°).
    const expected = 2 * 6371 * Math.asin(Math.cos(Math.PI / 3) * Math.sin(Math.PI / 360));
    const km = distanceKm({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 });
    expect(km).toBeCloseTo(expected, 9);
    expect(km).toBeCloseTo(55.6, 1);
  });

  it("when going from Dubai to Abu Dhabi then it is about 123 km", () => {
    const km = distanceKm(
      { latitude: 25.2048, longitude: 55.2708 },
      { latitude: 24.4539, longitude: 54.3773 },
    );
    expect(km).toBeGreaterThan(121);
    expect(km).toBeLessThan(125);
  });

  it("when the order of the points is swapped then the distance is the same", () => {
    const a = { latitude: 25.2048, longitude: 55.2708 };
    const b = { latitude: 25.3463, longitude: 55.4209 };
    expect(distanceKm(a, b)).toBe(distanceKm(b, a));
  });

  it("when the points are antipodal then the distance is half the circumference, not NaN", () => {
    const km = distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(km).toBeCloseTo(Math.PI * 6371, 6);
  });
});
