import { describe, expect, it } from "vitest";
import {
  isOffHours,
  isUaeWeekend,
  OFF_HOURS_SURCHARGE_AED,
  scheduledPrice,
  scheduleSurcharges,
  UAE_WEEKEND_DAYS,
  WEEKEND_SURCHARGE_AED,
} from "./scheduleSurcharge";
import { uaeInstant } from "./uaeTime";

// January 2025: Fri 3, Sat 4, Sun 5, Mon 6.
const at = (date: string, hour: number, minute = 0): Date => uaeInstant(date, hour, minute);
const plusMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);

describe("schedule surcharges", () => {
  it("given the spec then weekends add 25 AED and off-hours add 15 AED", () => {
    expect(WEEKEND_SURCHARGE_AED).toBe(25);
    expect(OFF_HOURS_SURCHARGE_AED).toBe(15);
  });

  it("given the UAE weekend since 2022 then it is Saturday and Sunday", () => {
    expect([...UAE_WEEKEND_DAYS].sort()).toEqual([0, 6]);
  });

  describe("weekend", () => {
    it.each([
      ["2025-01-03", "Friday", false],
      ["2025-01-04", "Saturday", true],
      ["2025-01-05", "Sunday", true],
      ["2025-01-06", "Monday", false],
    ])("when the service is on %s (%s) at 10:00 then weekend is %s", (date, _day, weekend) => {
      expect(isUaeWeekend(at(date, 10))).toBe(weekend);
    });

    it("when it is Friday 21:00 UTC then it is already Saturday 01:00 in the UAE, so weekend", () => {
      const instant = new Date("2025-01-03T21:00:00.000Z");
      expect(isUaeWeekend(instant)).toBe(true);
      expect(isOffHours(instant)).toBe(true);
    });

    it("when it is Sunday 19:59:59.999 UTC then it is Sunday 23:59 UAE (weekend); a ms later Monday (not)", () => {
      const lastMsOfSunday = new Date("2025-01-05T19:59:59.999Z");
      expect(isUaeWeekend(lastMsOfSunday)).toBe(true);
      expect(isUaeWeekend(plusMs(lastMsOfSunday, 1))).toBe(false);
    });
  });

  describe("off-hours: strictly before 09:00 or strictly after 17:00", () => {
    it.each([
      ["00:00", 0, 0, true],
      ["08:00", 8, 0, true],
      ["08:59", 8, 59, true],
      ["09:00", 9, 0, false],
      ["12:00", 12, 0, false],
      ["17:00", 17, 0, false],
      ["17:01", 17, 1, true],
      ["18:00", 18, 0, true],
      ["23:59", 23, 59, true],
    ])("when the service starts Monday %s then off-hours is %s", (_label, hour, minute, expected) => {
      expect(isOffHours(at("2025-01-06", hour, minute))).toBe(expected);
    });

    it("when the start is one millisecond around 09:00 and 17:00 then the boundary is exact", () => {
      const nine = at("2025-01-06", 9);
      const five = at("2025-01-06", 17);
      expect(isOffHours(plusMs(nine, -1))).toBe(true);
      expect(isOffHours(nine)).toBe(false);
      expect(isOffHours(five)).toBe(false);
      expect(isOffHours(plusMs(five, 1))).toBe(true);
    });
  });

  describe("scheduledPrice", () => {
    it("when it is a weekday in standard hours then the price is the base with no surcharges", () => {
      expect(scheduledPrice({ baseAed: 275, at: at("2025-01-06", 10) })).toEqual({
        baseAed: 275,
        surcharges: [],
        totalAed: 275,
      });
    });

    it("when it is a weekday before 09:00 then 15 AED is added", () => {
      const price = scheduledPrice({ baseAed: 165, at: at("2025-01-06", 8) });
      expect(price.surcharges.map((s) => [s.kind, s.amountAed])).toEqual([["off-hours", 15]]);
      expect(price.totalAed).toBe(180);
    });

    it("when it is a weekend in standard hours then 25 AED is added", () => {
      const price = scheduledPrice({ baseAed: 195, at: at("2025-01-05", 14) });
      expect(price.surcharges.map((s) => [s.kind, s.amountAed])).toEqual([["weekend", 25]]);
      expect(price.totalAed).toBe(220);
    });

    it("when it is a weekend after 17:00 then both stack: 40 AED, weekend listed first", () => {
      const price = scheduledPrice({ baseAed: 275, at: at("2025-01-04", 18) });
      expect(price.surcharges.map((s) => s.kind)).toEqual(["weekend", "off-hours"]);
      expect(price.totalAed).toBe(315);
    });

    it("when it is Friday 18:00 then only the off-hours surcharge applies", () => {
      expect(scheduledPrice({ baseAed: 200, at: at("2025-01-03", 18) }).totalAed).toBe(215);
    });

    it("when the total is summed then it equals base plus every listed surcharge", () => {
      const price = scheduledPrice({ baseAed: 225, at: at("2025-01-04", 8) });
      const sum = price.surcharges.reduce((total, s) => total + s.amountAed, price.baseAed);
      expect(price.totalAed).toBe(sum);
      expect(price.totalAed).toBe(265);
    });

    it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("when the base is %d then it throws", (baseAed) => {
      expect(() => scheduledPrice({ baseAed, at: at("2025-01-06", 10) })).toThrow(RangeError);
    });

    it("when asked twice for the same moment then the surcharge list is equal (no shared mutable state)", () => {
      const first = scheduleSurcharges(at("2025-01-04", 8));
      first.pop();
      expect(scheduleSurcharges(at("2025-01-04", 8))).toHaveLength(2);
    });
  });
});
