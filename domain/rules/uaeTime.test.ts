import { afterEach, describe, expect, it } from "vitest";
import { addDays, isoDateSchema, UAE_UTC_OFFSET_HOURS, uaeInstant, uaeWallClock } from "./uaeTime";

describe("UAE wall clock (fixed UTC+4)", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    // Assigning undefined to process.env would store the string "undefined".
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it("given Asia/Dubai has no DST then the offset is a constant +4 h", () => {
    expect(UAE_UTC_OFFSET_HOURS).toBe(4);
  });

  it("when it is 20:00 UTC on Friday then in the UAE it is Saturday midnight", () => {
    expect(uaeWallClock(new Date("2025-01-03T20:00:00.000Z"))).toEqual({
      date: "2025-01-04",
      weekday: 6,
      hour: 0,
      minute: 0,
      msOfDay: 0,
    });
  });

  it("when it is one millisecond earlier then it is still Friday 23:59 in the UAE", () => {
    const clock = uaeWallClock(new Date("2025-01-03T19:59:59.999Z"));
    expect(clock.date).toBe("2025-01-03");
    expect(clock.weekday).toBe(5);
    expect(clock.hour).toBe(23);
    expect(clock.minute).toBe(59);
    expect(clock.msOfDay).toBe(86_399_999);
  });

  it("when the host runs in another timezone then the UAE wall clock is unchanged", () => {
    const instant = new Date("2025-06-15T05:30:00.000Z");
    process.env.TZ = "America/Los_Angeles";
    const inLosAngeles = uaeWallClock(instant);
    process.env.TZ = "Asia/Tokyo";
    const inTokyo = uaeWallClock(instant);
    expect(inLosAngeles).toEqual(inTokyo);
    expect(inTokyo).toMatchObject({ date: "2025-06-15", hour: 9, minute: 30 });
  });

  it("when the instant is an invalid Date then it throws", () => {
    expect(() => uaeWallClock(new Date(Number.NaN))).toThrow(RangeError);
  });

  it.each([
    ["2024-12-31", 1, "2025-01-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2025-02-28", 1, "2025-03-01"],
    ["2025-01-01", -1, "2024-12-31"],
    ["2025-01-01", 7, "2025-01-08"],
    ["2025-01-01", 0, "2025-01-01"],
  ])("when adding days to %s by %d then the date is %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("when a UAE wall-clock time is converted then the instant is 4 h earlier in UTC", () => {
    expect(uaeInstant("2025-01-04", 8).toISOString()).toBe("2025-01-04T04:00:00.000Z");
    expect(uaeInstant("2025-01-01", 2, 30).toISOString()).toBe("2024-12-31T22:30:00.000Z");
  });

  it("when converting there and back then the wall clock is the one asked for", () => {
    const clock = uaeWallClock(uaeInstant("2025-03-09", 17, 45));
    expect(clock).toMatchObject({ date: "2025-03-09", hour: 17, minute: 45 });
  });

  it.each(["2025-02-30", "2025-13-01", "2025-1-1", "25-01-01", "2025-01-01T00:00"])(
    "when the date is %s then it is rejected",
    (date) => {
      expect(isoDateSchema.safeParse(date).success).toBe(false);
      expect(() => addDays(date, 1)).toThrow(RangeError);
    },
  );

  it("when the date is 29 February of a leap year then it is accepted", () => {
    expect(isoDateSchema.parse("2024-02-29")).toBe("2024-02-29");
  });
});
