import { describe, expect, it } from "vitest";
import type { ProviderMarker } from "./types";
import { providerAction, visibleProviders } from "./visibleProviders";

const provider = (id: string, services?: string[]): ProviderMarker => ({
  id,
  name: id,
  latitude: 25.2,
  longitude: 55.27,
  rating: 4.5,
  distanceKm: 2.3,
  responseTimeMin: 10,
  ...(services ? { services } : {}),
});

describe("visibleProviders", () => {
  const all = [
    provider("any"),
    provider("tow", ["towing", "jump-start"]),
    provider("fuel", ["fuel-delivery"]),
  ];

  it("keeps towing captains and those without a list while towing is selected", () => {
    expect(visibleProviders(all, "towing").map((p) => p.id)).toEqual(["any", "tow"]);
  });

  it("shows everyone for other services or none", () => {
    expect(visibleProviders(all, "fuel")).toHaveLength(3);
    expect(visibleProviders(all, null)).toHaveLength(3);
  });
});

describe("providerAction", () => {
  it("says Book Now only for towing with a vehicle chosen", () => {
    expect(providerAction("towing", true)).toBe("book");
    expect(providerAction("towing", false)).toBe("select");
    expect(providerAction("jump-start", true)).toBe("select");
  });
});
