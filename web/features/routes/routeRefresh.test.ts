import { describe, expect, it } from "vitest";
import { needsNewRoute } from "./routeRefresh";

const from = { latitude: 25.2, longitude: 55.27 };
const to = { latitude: 25.1972, longitude: 55.2744 };

describe("needsNewRoute", () => {
  it("asks first, and again for a new end or preference", () => {
    const last = { from, to, preference: "fastest" } as const;
    expect(needsNewRoute(null, last)).toBe(true);
    expect(needsNewRoute(last, { ...last, preference: "shortest" })).toBe(true);
    expect(needsNewRoute(last, { ...last, to: { latitude: 25.3, longitude: 55.4 } })).toBe(true);
  });

  it("asks again only once the start has moved more than 250 m", () => {
    const last = { from, to, preference: "fastest" } as const;
    // 0.001° of latitude is about 111 m; 0.003° about 334 m.
    expect(needsNewRoute(last, { ...last, from: { latitude: 25.201, longitude: 55.27 } })).toBe(false);
    expect(needsNewRoute(last, { ...last, from: { latitude: 25.203, longitude: 55.27 } })).toBe(true);
  });
});
