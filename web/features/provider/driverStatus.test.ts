import { describe, expect, it } from "vitest";
import { driverStatus } from "./driverStatus";

const since = new Date("2026-11-25T08:00:00.000Z");
const minutesIn = (minutes: number, seconds = 0) =>
  new Date(since.getTime() + minutes * 60_000 + seconds * 1000);

describe("driver status (spec §4)", () => {
  it("is idle for every status but in progress", () => {
    for (const status of ["PENDING", "ACCEPTED", "COMPLETED", "CANCELLED", "DECLINED", "WITHDRAWN"]) {
      expect(driverStatus({ status, since, now: minutesIn(50), estimatedArrivalMin: 30 })).toEqual({
        kind: "idle",
      });
    }
  });

  it("is ahead while elapsed is more than 5 minutes under the estimate", () => {
    expect(
      driverStatus({ status: "IN_PROGRESS", since, now: minutesIn(24, 59), estimatedArrivalMin: 30 }).kind,
    ).toBe("ahead");
    expect(
      driverStatus({ status: "IN_PROGRESS", since, now: minutesIn(25), estimatedArrivalMin: 30 }).kind,
    ).toBe("on-time");
  });

  it("is delayed once elapsed exceeds the estimate by more than 5 minutes, with the delay", () => {
    expect(
      driverStatus({ status: "IN_PROGRESS", since, now: minutesIn(35, 59), estimatedArrivalMin: 30 }),
    ).toMatchObject({
      kind: "on-time",
      delayMin: 5,
    });
    expect(
      driverStatus({ status: "IN_PROGRESS", since, now: minutesIn(36), estimatedArrivalMin: 30 }),
    ).toMatchObject({
      kind: "delayed",
      delayMin: 6,
      remainingSeconds: 0,
    });
  });

  it("uses the default 30 minute estimate when none is known", () => {
    expect(
      driverStatus({ status: "IN_PROGRESS", since, now: minutesIn(15), estimatedArrivalMin: null }),
    ).toMatchObject({
      estimatedArrivalMin: 30,
      completionPercent: 50,
    });
  });

  it("caps completion at 95 %", () => {
    expect(
      driverStatus({ status: "IN_PROGRESS", since, now: minutesIn(29), estimatedArrivalMin: 30 }),
    ).toMatchObject({ completionPercent: 95 });
    expect(
      driverStatus({ status: "IN_PROGRESS", since, now: minutesIn(90), estimatedArrivalMin: 30 }),
    ).toMatchObject({ completionPercent: 95 });
  });

  it("counts the time left down by the second, to zero once the estimate has run out", () => {
    const at = (m: number, s: number) =>
      driverStatus({ status: "IN_PROGRESS", since, now: minutesIn(m, s), estimatedArrivalMin: 12 });
    expect(at(0, 0)).toMatchObject({ remainingSeconds: 720 });
    expect(at(0, 1)).toMatchObject({ remainingSeconds: 719 });
    expect(at(11, 59)).toMatchObject({ remainingSeconds: 1 });
    expect(at(12, 0)).toMatchObject({ remainingSeconds: 0 });
    expect(at(12, 0)).not.toHaveProperty("arrivalText");
  });

  it("treats a start in the future (clock skew) as nothing elapsed", () => {
    expect(
      driverStatus({ status: "IN_PROGRESS", since, now: minutesIn(-3), estimatedArrivalMin: 20 }),
    ).toMatchObject({ elapsedMin: 0, kind: "ahead", remainingSeconds: 1200 });
  });

  it("refuses an estimate that is not above zero", () => {
    expect(() =>
      driverStatus({ status: "IN_PROGRESS", since, now: minutesIn(1), estimatedArrivalMin: 0 }),
    ).toThrow("estimatedArrivalMin must be a finite number > 0, got 0");
  });
});
