import { describe, expect, it } from "vitest";
import {
  COMPLETION_CAP_PERCENT,
  DEFAULT_ESTIMATED_ARRIVAL_MIN,
  DELAY_TOLERANCE_MIN,
  type DriverStatus,
  driverStatus,
} from "./driverStatus";

const CREATED = new Date("2025-01-06T06:00:00.000Z");
const minutesLater = (minutes: number, seconds = 0): Date =>
  new Date(CREATED.getTime() + minutes * 60_000 + seconds * 1000);

const inProgress = (minutes: number, estimatedArrivalMin?: number | null, seconds = 0): DriverStatus =>
  driverStatus({
    status: "in-progress",
    createdAt: CREATED,
    now: minutesLater(minutes, seconds),
    estimatedArrivalMin,
  });

describe("provider driver status", () => {
  it("given the spec then the estimate defaults to 30 min, tolerance is 5 min and completion caps at 95 %", () => {
    expect(DEFAULT_ESTIMATED_ARRIVAL_MIN).toBe(30);
    expect(DELAY_TOLERANCE_MIN).toBe(5);
    expect(COMPLETION_CAP_PERCENT).toBe(95);
  });

  it.each(["pending", "accepted", "completed", "cancelled", "declined"])(
    "when the row is %s then the driver is idle",
    (status) => {
      expect(driverStatus({ status, createdAt: CREATED, now: minutesLater(60) })).toEqual({ kind: "idle" });
    },
  );

  describe("against the default 30 min estimate", () => {
    it.each([
      [0, "ahead"],
      [24, "ahead"],
      [25, "on-time"],
      [30, "on-time"],
      [35, "on-time"],
      [36, "delayed"],
      [90, "delayed"],
    ])("when %d min have elapsed then the driver is %s", (minutes, kind) => {
      expect(inProgress(minutes).kind).toBe(kind);
    });

    it("when 35 min 59 s have elapsed then whole minutes count, so still on-time", () => {
      const status = inProgress(35, undefined, 59);
      expect(status).toMatchObject({ kind: "on-time", elapsedMin: 35, delayMin: 5 });
    });

    it("when 24 min 59 s have elapsed then it is still ahead (24 whole minutes)", () => {
      expect(inProgress(24, undefined, 59).kind).toBe("ahead");
    });

    it("when 36 min have elapsed then the driver is 6 min late and the text says Arriving", () => {
      expect(inProgress(36)).toEqual({
        kind: "delayed",
        elapsedMin: 36,
        estimatedArrivalMin: 30,
        delayMin: 6,
        completionPercent: 95,
        arrivalText: "Arriving",
      });
    });

    it("when 24 min have elapsed then there is no delay, 80 % done and 6 min to go", () => {
      expect(inProgress(24)).toEqual({
        kind: "ahead",
        elapsedMin: 24,
        estimatedArrivalMin: 30,
        delayMin: 0,
        completionPercent: 80,
        arrivalText: "6 min",
      });
    });

    it.each([
      [0, 0],
      [10, 33],
      [25, 83],
      [28, 93],
      [29, 95],
      [30, 95],
      [120, 95],
    ])("when %d min have elapsed then completion is %d %%", (minutes, percent) => {
      expect(inProgress(minutes)).toMatchObject({ completionPercent: percent });
    });

    it.each([
      [0, "30 min"],
      [29, "1 min"],
      [30, "Arriving"],
      [31, "Arriving"],
    ])("when %d min have elapsed then the arrival text is %s", (minutes, text) => {
      expect(inProgress(minutes)).toMatchObject({ arrivalText: text });
    });
  });

  it("when the row carries its own estimate then it is used instead of 30", () => {
    expect(inProgress(16, 10)).toMatchObject({ kind: "delayed", delayMin: 6, completionPercent: 95 });
    expect(inProgress(15, 10)).toMatchObject({ kind: "on-time", delayMin: 5 });
    expect(inProgress(4, 10)).toMatchObject({ kind: "ahead", arrivalText: "6 min", completionPercent: 40 });
  });

  it("when the estimate is null then the default applies", () => {
    expect(inProgress(36, null)).toMatchObject({ kind: "delayed", estimatedArrivalMin: 30 });
  });

  it("when the creation time is in the future (clock skew) then elapsed is 0, not negative", () => {
    expect(inProgress(-3)).toMatchObject({ kind: "ahead", elapsedMin: 0, completionPercent: 0 });
  });

  it.each([0, -5, Number.NaN])("when the estimate is %d then it throws", (estimate) => {
    expect(() => inProgress(10, estimate)).toThrow(RangeError);
  });

  it("when a date is invalid then it throws", () => {
    expect(() =>
      driverStatus({ status: "in-progress", createdAt: new Date(Number.NaN), now: minutesLater(1) }),
    ).toThrow(RangeError);
  });
});
