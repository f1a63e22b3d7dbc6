import { describe, expect, it } from "vitest";
import { liveTracking } from "./liveTracking";

const PICKUP = { latitude: 25.1972, longitude: 55.2796 };
/** A point `km` north of the pickup (0.008993° of latitude per km). */
const north = (km: number, at = "2026-03-01T08:00:00.000Z") => ({
  latitude: PICKUP.latitude + km * 0.008993,
  longitude: PICKUP.longitude,
  at,
});

describe("live tracking from real positions", () => {
  it.each([
    [3, "en-route", "En Route"],
    [1.01, "en-route", "En Route"],
    [0.99, "nearby", "Nearby"],
    [0.49, "almost-there", "Almost There"],
    [0.19, "arriving-now", "Arriving Now"],
  ])("%s km away → %s", (km, phase, label) =>
    expect(liveTracking({ pickup: PICKUP, current: north(km) }).status).toMatchObject({ phase, label }),
  );

  it("progress from where the job started, speed between the last two fixes, ETA from that speed", () => {
    const tracking = liveTracking({
      pickup: PICKUP,
      start: north(4),
      previous: north(1.25, "2026-03-01T08:10:00.000Z"),
      current: north(1, "2026-03-01T08:10:20.000Z"), // 0.25 km in 20 s = 45 km/h
    });
    expect(tracking.remainingKm).toBeCloseTo(1, 1);
    expect(tracking.progressPercent).toBe(75);
    expect(tracking.speedKmh).toBe(45);
    expect(tracking.etaMinutes).toBe(2); // 1 km at 45 km/h = 1.33 min, rounded up
  });

  it("without a second fix: no speed, the spec's 2 min per km", () => {
    const tracking = liveTracking({ pickup: PICKUP, current: north(3) });
    expect(tracking.speedKmh).toBeNull();
    expect(tracking.etaMinutes).toBe(6);
    expect(tracking.progressPercent).toBe(0);
  });

  it("a GPS jump reads as at most 65 km/h", () =>
    expect(
      liveTracking({
        pickup: PICKUP,
        previous: north(5, "2026-03-01T08:00:00.000Z"),
        current: north(1, "2026-03-01T08:00:03.000Z"),
      }).speedKmh,
    ).toBe(65));
});
