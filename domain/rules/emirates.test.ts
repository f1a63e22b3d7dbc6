import { describe, expect, it } from "vitest";
import {
  ADMIN_REGIONS,
  adminRegionOf,
  DEFAULT_EMIRATE,
  DEFAULT_LOCATION,
  EMIRATES,
  type Emirate,
  emirateOf,
  emirateSchema,
} from "./emirates";

describe("emirates", () => {
  it("given the coverage list then there are seven emirates", () => {
    expect(EMIRATES).toEqual([
      "Dubai",
      "Abu Dhabi",
      "Sharjah",
      "Ajman",
      "Ras Al Khaimah",
      "Fujairah",
      "Umm Al Quwain",
    ]);
    expect(emirateSchema.safeParse("RAK").success).toBe(false);
  });

  it("given the admin panel then regions are named with RAK and UQ, in its order", () => {
    expect(ADMIN_REGIONS).toEqual(["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Fujairah", "RAK", "UQ"]);
    expect(adminRegionOf("Ras Al Khaimah")).toBe("RAK");
    expect(adminRegionOf("Umm Al Quwain")).toBe("UQ");
    expect(adminRegionOf("Abu Dhabi")).toBe("Abu Dhabi");
  });

  it("when every emirate is mapped to a region then all seven regions are covered once", () => {
    expect([...EMIRATES].map(adminRegionOf).sort()).toEqual([...ADMIN_REGIONS].sort());
  });

  it("given the spec then the default location is central Dubai", () => {
    expect(DEFAULT_LOCATION).toEqual({ latitude: 25.2048, longitude: 55.2708 });
    expect(DEFAULT_EMIRATE).toBe("Dubai");
    expect(emirateOf(DEFAULT_LOCATION.latitude, DEFAULT_LOCATION.longitude)).toBe("Dubai");
  });

  // Landmarks that are not seed towns, so the test checks the partition and not the seed list.
  it.each<[string, number, number, Emirate]>([
    ["Burj Khalifa", 25.1972, 55.2744, "Dubai"],
    ["DXB airport", 25.2532, 55.3657, "Dubai"],
    ["Dubai Marina", 25.0805, 55.1403, "Dubai"],
    ["Palm Jumeirah", 25.1124, 55.139, "Dubai"],
    ["Expo City Dubai", 24.963, 55.148, "Dubai"],
    ["Global Village", 25.07, 55.308, "Dubai"],
    ["Hatta Dam", 24.81, 56.13, "Dubai"],
    ["Sheikh Zayed Grand Mosque", 24.4128, 54.475, "Abu Dhabi"],
    ["Yas Island", 24.4889, 54.6078, "Abu Dhabi"],
    ["Abu Dhabi airport", 24.433, 54.6511, "Abu Dhabi"],
    ["Al Ain Zoo", 24.1765, 55.7402, "Abu Dhabi"],
    ["Ruwais refinery", 24.09, 52.7, "Abu Dhabi"],
    ["Liwa, Moreeb Dune", 23.0, 54.2, "Abu Dhabi"],
    ["Al Majaz, Sharjah", 25.3258, 55.385, "Sharjah"],
    ["Khor Fakkan beach", 25.35, 56.36, "Sharjah"],
    ["Ajman City Centre", 25.3996, 55.4794, "Ajman"],
    ["Umm Al Quwain old town", 25.58, 55.56, "Umm Al Quwain"],
    ["Jebel Jais", 25.94, 56.16, "Ras Al Khaimah"],
    ["Al Marjan Island", 25.67, 55.73, "Ras Al Khaimah"],
    ["Fujairah port", 25.17, 56.36, "Fujairah"],
    ["Dibba Al Fujairah beach", 25.6, 56.27, "Fujairah"],
  ])("when the point is %s then the emirate is %s", (_place, latitude, longitude, emirate) => {
    expect(emirateOf(latitude, longitude)).toBe(emirate);
  });

  it("when the point is outside the UAE then it still gets one of the seven emirates", () => {
    expect(EMIRATES).toContain(emirateOf(23.588, 58.3829));
    expect(emirateOf(25.2854, 51.531)).toBe("Abu Dhabi"); // Doha, west of the UAE
  });

  it.each([
    [Number.NaN, 55],
    [25, Number.POSITIVE_INFINITY],
  ])("when a coordinate is %d, %d then it throws instead of guessing", (latitude, longitude) => {
    expect(() => emirateOf(latitude, longitude)).toThrow(RangeError);
  });
});
