import { describe, expect, it } from "vitest";
import {
  clampTrackingSpeed,
  MAX_TRACKING_SPEED_KMH,
  MIN_TRACKING_SPEED_KMH,
  trackingProgress,
  trackingStatus,
} from "./trackingStatus";

describe("live tracking", () => {
  describe("trackingStatus by remaining km (each threshold is strictly under)", () => {
    it.each([
      [25, "En Route", "blue"],
      [1, "En Route", "blue"],
      [0.999, "Nearby", "yellow"],
      [0.5, "Nearby", "yellow"],
      [0.4999, "Almost There", "orange"],
      [0.2, "Almost There", "orange"],
      [0.1999, "Arriving Now", "green"],
      [0, "Arriving Now", "green"],
    ])("when %d km remain then the status is %s (%s)", (km, label, color) => {
      const status = trackingStatus(km);
      expect(status.label).toBe(label);
      expect(status.color).toBe(color);
    });

    it("when statuses are read then each has a stable machine phase", () => {
      expect([2, 0.7, 0.3, 0.1].map((km) => trackingStatus(km).phase)).toEqual([
        "en-route",
        "nearby",
        "almost-there",
        "arriving-now",
      ]);
    });

    it.each([-0.01, Number.NaN, Number.POSITIVE_INFINITY])("when %d km remain then it throws", (km) => {
      expect(() => trackingStatus(km)).toThrow(RangeError);
    });
  });

  describe("trackingProgress", () => {
    it.each([
      [10, 10, 0],
      [10, 5, 50],
      [10, 0, 100],
      [10, 0.01, 99],
      [3, 2, 33],
      [3, 1, 66],
      [10, 12, 0],
      [0, 0, 100],
    ])(
      "when the trip started at %d km and %d km remain then progress is %d %%",
      (startKm, remainingKm, percent) => {
        expect(trackingProgress({ startKm, remainingKm })).toBe(percent);
      },
    );

    it("when the captain is 1 m from the customer then progress is not yet 100", () => {
      expect(trackingProgress({ startKm: 5, remainingKm: 0.001 })).toBe(99);
    });

    it("when a distance is negative then it throws", () => {
      expect(() => trackingProgress({ startKm: -1, remainingKm: 0 })).toThrow(RangeError);
      expect(() => trackingProgress({ startKm: 5, remainingKm: -1 })).toThrow(RangeError);
    });
  });

  describe("clampTrackingSpeed (25–65 km/h)", () => {
    it("given the spec then the band is 25 to 65 km/h", () => {
      expect([MIN_TRACKING_SPEED_KMH, MAX_TRACKING_SPEED_KMH]).toEqual([25, 65]);
    });

    it.each([
      [0, 25],
      [-5, 25],
      [24.9, 25],
      [25, 25],
      [40, 40],
      [65, 65],
      [65.1, 65],
      [200, 65],
      [Number.POSITIVE_INFINITY, 65],
    ])("when the speed is %d then %d is shown", (speed, shown) => {
      expect(clampTrackingSpeed(speed)).toBe(shown);
    });

    it("when the speed is NaN then it throws", () => {
      expect(() => clampTrackingSpeed(Number.NaN)).toThrow(RangeError);
    });
  });
});
