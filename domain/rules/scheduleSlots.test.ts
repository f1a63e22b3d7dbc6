import { describe, expect, it } from "vitest";
import {
  isOfferedSlot,
  OTHER_POPULAR_SLOTS,
  POPULAR_SLOTS,
  popularSlotsFor,
  SCHEDULE_DAYS_AHEAD,
  SCHEDULE_SLOT_TIMES,
  scheduleDates,
  scheduleOptions,
  slotStart,
} from "./scheduleSlots";

// Wednesday 1 January 2025, 16:00 in the UAE.
const NOW = new Date("2025-01-01T12:00:00.000Z");

describe("schedule slots", () => {
  it("given the spec then slots run hourly from 08:00 to 18:00 inclusive", () => {
    expect(SCHEDULE_SLOT_TIMES).toEqual([
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
    ]);
  });

  describe("scheduleDates", () => {
    it("when it is Wednesday afternoon then the next 7 days from tomorrow are offered", () => {
      expect(SCHEDULE_DAYS_AHEAD).toBe(7);
      expect(scheduleDates(NOW)).toEqual([
        "2025-01-02",
        "2025-01-03",
        "2025-01-04",
        "2025-01-05",
        "2025-01-06",
        "2025-01-07",
        "2025-01-08",
      ]);
    });

    it("when it is 20:30 UTC (already 00:30 tomorrow in the UAE) then the UAE calendar decides", () => {
      const dates = scheduleDates(new Date("2025-01-01T20:30:00.000Z"));
      expect(dates[0]).toBe("2025-01-03");
      expect(dates.at(-1)).toBe("2025-01-09");
    });

    it("when it is the last minute of the UAE day then tomorrow is still the next day", () => {
      expect(scheduleDates(new Date("2025-01-01T19:59:00.000Z"))[0]).toBe("2025-01-02");
    });

    it("when the week crosses the year end then the dates roll into January", () => {
      expect(scheduleDates(new Date("2024-12-29T08:00:00.000Z"))).toEqual([
        "2024-12-30",
        "2024-12-31",
        "2025-01-01",
        "2025-01-02",
        "2025-01-03",
        "2025-01-04",
        "2025-01-05",
      ]);
    });
  });

  describe("popular slots", () => {
    it("given the spec then each service has its three popular slots", () => {
      expect(POPULAR_SLOTS).toEqual({
        towing: ["09:00", "14:00", "16:00"],
        "jump-start": ["08:00", "17:00", "18:00"],
        "tire-change": ["10:00", "15:00", "16:00"],
        "fuel-delivery": ["08:00", "12:00", "17:00"],
      });
      expect(OTHER_POPULAR_SLOTS).toEqual(["10:00", "14:00", "16:00"]);
    });

    it("when the service is fuel (the spec's key) then it gets fuel-delivery's slots", () => {
      expect(popularSlotsFor("fuel")).toEqual(["08:00", "12:00", "17:00"]);
    });

    it("when the service is unknown then it gets the other slots", () => {
      expect(popularSlotsFor("lockout")).toEqual(["10:00", "14:00", "16:00"]);
    });
  });

  it("when a slot is converted then it starts at that UAE hour (UTC−4)", () => {
    expect(slotStart("2025-01-04", "08:00").toISOString()).toBe("2025-01-04T04:00:00.000Z");
    expect(slotStart("2025-01-04", "18:00").toISOString()).toBe("2025-01-04T14:00:00.000Z");
  });

  describe("isOfferedSlot", () => {
    it.each([
      ["2025-01-02", "08:00", true, "tomorrow, first slot"],
      ["2025-01-08", "18:00", true, "the 7th day, last slot"],
      ["2025-01-01", "18:00", false, "today"],
      ["2025-01-09", "10:00", false, "the 8th day"],
      ["2024-12-31", "10:00", false, "the past"],
      ["2025-01-03", "07:00", false, "before the first slot"],
      ["2025-01-03", "19:00", false, "after the last slot"],
      ["2025-01-03", "10:30", false, "not on the hour"],
      ["2025-01-03", "10", false, "not a time"],
      ["2025-1-3", "10:00", false, "not a date"],
    ])("when the customer picks %s %s then offered is %s (%s)", (date, time, expected) => {
      expect(isOfferedSlot({ now: NOW, date, time })).toBe(expected);
    });
  });

  describe("scheduleOptions", () => {
    const options = scheduleOptions({ now: NOW, serviceType: "towing", baseAed: 275 });
    const slot = (date: string, time: string) =>
      options.find((day) => day.date === date)?.slots.find((s) => s.time === time);

    it("when the menu is built then it has 7 days of 11 slots", () => {
      expect(options).toHaveLength(7);
      for (const day of options) expect(day.slots).toHaveLength(11);
    });

    it("when towing is scheduled then exactly 09:00, 14:00 and 16:00 are popular", () => {
      const popular = options[0]?.slots.filter((s) => s.isPopular).map((s) => s.time);
      expect(popular).toEqual(["09:00", "14:00", "16:00"]);
    });

    it.each([
      ["2025-01-06", "09:00", 275, "Monday, standard hours"],
      ["2025-01-06", "17:00", 275, "Monday 17:00 is not after 17:00"],
      ["2025-01-06", "08:00", 290, "Monday before 09:00"],
      ["2025-01-06", "18:00", 290, "Monday after 17:00"],
      ["2025-01-03", "12:00", 275, "Friday is a working day"],
      ["2025-01-04", "12:00", 300, "Saturday"],
      ["2025-01-05", "09:00", 300, "Sunday"],
      ["2025-01-04", "08:00", 315, "Saturday early"],
      ["2025-01-05", "18:00", 315, "Sunday late"],
    ])("when the slot is %s %s then towing costs %d AED (%s)", (date, time, total) => {
      expect(slot(date, time)?.price.totalAed).toBe(total);
    });

    it("when a slot is listed then its start instant and price agree with its date and time", () => {
      const saturdayEight = slot("2025-01-04", "08:00");
      expect(saturdayEight?.startsAt.toISOString()).toBe("2025-01-04T04:00:00.000Z");
      expect(saturdayEight?.price.surcharges.map((s) => s.kind)).toEqual(["weekend", "off-hours"]);
    });
  });
});
