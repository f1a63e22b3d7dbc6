import { describe, expect, it } from "vitest";
import { distanceKm } from "../../domain/rules/distance";
import { SimulatedCaptain } from "./simulatedCaptain";
import { offset, seededRandom } from "./simulatedPlaces";
import { driveTo, wander } from "./vehicleMotion";

const HOME = { latitude: 25.2048, longitude: 55.2708 };

describe("vehicle motion", () => {
  it("drives at 25–65 km/h: a 3 s step covers 21–54 m", () => {
    const random = seededRandom(1);
    let motion = { at: HOME, heading: 0, speedKmh: 40 };
    for (let i = 0; i < 200; i++) {
      const next = wander(motion, { at: HOME, radiusKm: 5 }, 3, random);
      const metres = distanceKm(motion.at, next.at) * 1000;
      expect(metres).toBeGreaterThanOrEqual(20.8);
      expect(metres).toBeLessThanOrEqual(54.2);
      motion = next;
    }
  });

  it("stays around home: once beyond its radius it turns back", () => {
    const random = seededRandom(2);
    let motion = { at: offset(HOME, 6, 0), heading: 0, speedKmh: 60 };
    for (let i = 0; i < 100; i++) motion = wander(motion, { at: HOME, radiusKm: 5 }, 3, random);
    expect(distanceKm(motion.at, HOME)).toBeLessThan(6);
  });

  it("reaches a target and lands on it", () => {
    const random = seededRandom(3);
    const target = offset(HOME, 0.5, 0.5);
    let motion = { at: HOME, heading: 0, speedKmh: 40, arrived: false };
    let steps = 0;
    while (!motion.arrived && steps < 1000) {
      motion = driveTo(motion, target, 3, random);
      steps += 1;
    }
    expect(motion.at).toEqual(target);
    // 0.71 km at 25–65 km/h in 3 s steps: between 14 and 35 steps.
    expect(steps).toBeGreaterThanOrEqual(13);
    expect(steps).toBeLessThanOrEqual(35);
  });
});

describe("a simulated captain", () => {
  it("drives to the pickup, starts there, works the service's duration, then completes", () => {
    const captain = new SimulatedCaptain("c1", { at: HOME, radiusKm: 5 }, HOME, seededRandom(4));
    const pickup = offset(HOME, 1, 0);
    captain.assign("r1", pickup, "jump-start");
    let now = 0;
    const intents: string[] = [];
    while (captain.mode !== "cruising" && now < 3_600_000) {
      for (const intent of captain.tick(now, 3)) if (intent.type !== "report") intents.push(intent.type);
      now += 3000;
    }
    expect(intents).toEqual(["start", "complete"]);
    // 1 km at 25–65 km/h (1–2.4 min), then 15–20 min of work (spec §9 jump-start).
    expect(now / 60_000).toBeGreaterThan(16);
    expect(now / 60_000).toBeLessThan(23);
  });
});
