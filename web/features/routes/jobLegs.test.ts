import { describe, expect, it } from "vitest";
import { type JobPlaces, jobLegs, navigationTargets } from "./jobLegs";

const pickup = { latitude: 25.1972, longitude: 55.2744 };
const destination = { latitude: 25.1234, longitude: 55.2271 };
const captain = { latitude: 25.21, longitude: 55.27 };
const tow = (status: string, overrides: Partial<JobPlaces> = {}): JobPlaces => ({
  status,
  pickup,
  destination,
  captain,
  ...overrides,
});

describe("jobLegs", () => {
  it("routes the captain to the pickup, then the pickup to a tow's destination, while under way", () => {
    for (const status of ["ACCEPTED", "IN_PROGRESS", "in-progress"])
      expect(jobLegs(tow(status))).toEqual({
        toPickup: { from: captain, to: pickup },
        toDestination: { from: pickup, to: destination },
      });
  });

  it("has no captain leg before a position is known, no tow leg without a destination", () => {
    expect(jobLegs(tow("ACCEPTED", { captain: null, destination: null }))).toEqual({
      toPickup: null,
      toDestination: null,
    });
  });

  it("routes nothing before acceptance or after the end", () => {
    for (const status of ["PENDING", "COMPLETED", "CANCELLED"])
      expect(jobLegs(tow(status))).toEqual({ toPickup: null, toDestination: null });
    expect(jobLegs(null)).toEqual({ toPickup: null, toDestination: null });
  });
});

describe("navigationTargets", () => {
  it("is the pickup until the job starts", () =>
    expect(navigationTargets(tow("ACCEPTED"))).toEqual([{ target: "pickup", at: pickup }]));

  it("is a tow's destination once started, the pickup still offered", () =>
    expect(navigationTargets(tow("IN_PROGRESS"))).toEqual([
      { target: "destination", at: destination },
      { target: "pickup", at: pickup },
    ]));

  it("stays the pickup for a service done there, and is empty when nothing is under way", () => {
    expect(navigationTargets(tow("IN_PROGRESS", { destination: null }))).toEqual([
      { target: "pickup", at: pickup },
    ]);
    expect(navigationTargets(tow("COMPLETED"))).toEqual([]);
  });
});
