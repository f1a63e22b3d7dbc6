import { describe, expect, it } from "vitest";
import { addDays, isMonday, lastWeekStart, monthToDate, uaeDay } from "./moneyDates";

describe("money dates (UAE days)", () => {
  it("takes the UAE day, four hours ahead of UTC", () => {
    expect(uaeDay(new Date("2026-11-22T19:59:59.000Z"))).toBe("2026-11-22");
    expect(uaeDay(new Date("2026-11-22T20:00:00.000Z"))).toBe("2026-11-23");
  });

  it("finds the Monday of the last full week, also on a Monday and across a Sunday night in Dubai", () => {
    expect(lastWeekStart(new Date("2026-11-27T08:00:00.000Z"))).toBe("2026-11-16"); // Friday
    expect(lastWeekStart(new Date("2026-11-23T08:00:00.000Z"))).toBe("2026-11-16"); // Monday
    expect(lastWeekStart(new Date("2026-11-22T21:00:00.000Z"))).toBe("2026-11-16"); // Monday 01:00 in Dubai
    expect(lastWeekStart(new Date("2026-11-22T19:00:00.000Z"))).toBe("2026-11-09"); // still Sunday in Dubai
  });

  it("knows Mondays and counts days across months", () => {
    expect(isMonday("2026-11-16")).toBe(true);
    expect(isMonday("2026-11-17")).toBe(false);
    expect(isMonday("16/11/2026")).toBe(false);
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(monthToDate(new Date("2026-11-27T08:00:00.000Z"))).toEqual({
      from: "2026-11-01",
      to: "2026-11-27",
    });
  });
});
