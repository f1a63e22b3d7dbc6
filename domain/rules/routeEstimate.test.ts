import { describe, expect, it } from "vitest";
import { distanceKm } from "./distance";
import { etaMinutes } from "./eta";
import { ESTIMATE_AVERAGE_SPEED_KMH, estimateRoute, ROAD_DETOUR_FACTOR } from "./routeEstimate";

const burjKhalifa = { latitude: 25.1972, longitude: 55.2744 };
const dubaiMall = { latitude: 25.1985, longitude: 55.2796 };
const abuDhabiCorniche = { latitude: 24.4764, longitude: 54.3705 };

describe("estimateRoute", () => {
  it("is the straight line times the detour factor, marked approximate, drawn as the two points", () => {
    const route = estimateRoute(burjKhalifa, abuDhabiCorniche);
    const straightMeters = distanceKm(burjKhalifa, abuDhabiCorniche) * 1000;
    expect(route.distanceMeters).toBe(Math.round(straightMeters * ROAD_DETOUR_FACTOR));
    expect(route.distanceMeters).toBeGreaterThan(150_000);
    expect(route.approximate).toBe(true);
    expect(route.source).toBe("straight-line");
    expect(route.line).toEqual([
      [55.2744, 25.1972],
      [54.3705, 24.4764],
    ]);
  });

  it("takes as long as the road distance at the documented average speed", () => {
    const route = estimateRoute(burjKhalifa, abuDhabiCorniche);
    expect(route.durationSeconds).toBe(
      Math.round((route.distanceMeters / 1000 / ESTIMATE_AVERAGE_SPEED_KMH) * 3600),
    );
  });

  it("agrees with the spec's 2 minutes per straight-line km", () => {
    for (const to of [dubaiMall, abuDhabiCorniche]) {
      const route = estimateRoute(burjKhalifa, to);
      expect(Math.ceil(route.durationSeconds / 60)).toBe(etaMinutes(distanceKm(burjKhalifa, to)));
    }
  });

  it("is zero from a point to itself", () => {
    const route = estimateRoute(dubaiMall, dubaiMall);
    expect(route.distanceMeters).toBe(0);
    expect(route.durationSeconds).toBe(0);
  });

  it("names the point that is not on Earth", () => {
    expect(() => estimateRoute({ latitude: 91, longitude: 55 }, dubaiMall)).toThrow(/^from must/);
    expect(() => estimateRoute(dubaiMall, { latitude: 25, longitude: Number.NaN })).toThrow(/^to must/);
  });
});
