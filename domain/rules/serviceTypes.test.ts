import { describe, expect, it } from "vitest";
import {
  FALLBACK_STARTING_PRICE_AED,
  formatMinuteRange,
  HOME_BUTTON_ETA_MIN,
  JOB_DURATION_MIN,
  jobDurationMin,
  normalizeServiceType,
  QUICK_BOOKING_OTHER_PRICE_AED,
  SERVICE_TYPES,
  STARTING_PRICE_AED,
  serviceDisplayName,
  serviceTypeInputSchema,
  serviceTypeSchema,
  startingPriceAed,
} from "./serviceTypes";

describe("service types", () => {
  it("given the spec, the four bookable services are towing, jump-start, tire-change and fuel-delivery", () => {
    expect(SERVICE_TYPES).toEqual(["towing", "jump-start", "tire-change", "fuel-delivery"]);
    expect(serviceTypeSchema.safeParse("fuel").success).toBe(false);
  });

  describe("normalizeServiceType", () => {
    it.each([
      ["towing", "towing"],
      ["jump-start", "jump-start"],
      ["tire-change", "tire-change"],
      ["fuel-delivery", "fuel-delivery"],
      ["fuel", "fuel-delivery"],
      [" Fuel ", "fuel-delivery"],
      ["TOWING", "towing"],
    ])("when given %j then it is %s", (input, expected) => {
      expect(normalizeServiceType(input)).toBe(expected);
    });

    it.each(["", "lockout", "battery-replacement", "fuel delivery", "tow"])(
      "when given the unknown value %j then it is null",
      (input) => {
        expect(normalizeServiceType(input)).toBeNull();
      },
    );
  });

  describe("serviceTypeInputSchema", () => {
    it("when the map sends fuel then the request carries fuel-delivery", () => {
      expect(serviceTypeInputSchema.parse("fuel")).toBe("fuel-delivery");
    });

    it("when the value is not a service then parsing fails with a message naming the choices", () => {
      const result = serviceTypeInputSchema.safeParse("lockout");
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toContain("towing, jump-start, tire-change, fuel-delivery");
    });
  });

  describe("serviceDisplayName", () => {
    it.each([
      ["tire-change", "Tire Change"],
      ["jump-start", "Jump Start"],
      ["fuel-delivery", "Fuel Delivery"],
      ["towing", "Towing"],
      ["battery-replacement", "Battery Replacement"],
      ["fuel", "Fuel"],
    ])("when the type is %s then history shows %s", (input, expected) => {
      expect(serviceDisplayName(input)).toBe(expected);
    });

    it("when hyphens are doubled or trailing then no empty words appear", () => {
      expect(serviceDisplayName("tire--change-")).toBe("Tire Change");
    });
  });

  describe("starting prices", () => {
    it("given the home buttons then the prices are 275, 165, 195 and 225 AED", () => {
      expect(STARTING_PRICE_AED).toEqual({
        towing: 275,
        "jump-start": 165,
        "tire-change": 195,
        "fuel-delivery": 225,
      });
    });

    it("when the map says fuel then it costs what fuel-delivery costs", () => {
      expect(startingPriceAed("fuel")).toBe(225);
    });

    it("when the service is unknown in quick booking then it costs 225", () => {
      expect(QUICK_BOOKING_OTHER_PRICE_AED).toBe(225);
      expect(startingPriceAed("lockout", "quick-booking")).toBe(225);
    });

    it("when the service is unknown in the schedule modal or without context then it costs 200", () => {
      expect(FALLBACK_STARTING_PRICE_AED).toBe(200);
      expect(startingPriceAed("lockout", "schedule")).toBe(200);
      expect(startingPriceAed("lockout")).toBe(200);
    });

    it("when the service is known then the context does not change its price", () => {
      expect(startingPriceAed("towing", "quick-booking")).toBe(275);
      expect(startingPriceAed("towing", "schedule")).toBe(275);
    });
  });

  describe("minute ranges", () => {
    it("given the home buttons then the ETA ranges are the spec's", () => {
      expect(
        Object.fromEntries(SERVICE_TYPES.map((type) => [type, formatMinuteRange(HOME_BUTTON_ETA_MIN[type])])),
      ).toEqual({
        towing: "15-30 min",
        "jump-start": "5-15 min",
        "tire-change": "10-25 min",
        "fuel-delivery": "10-20 min",
      });
    });

    it("given the §9 table then the job durations are the spec's", () => {
      expect(JOB_DURATION_MIN).toEqual({
        towing: { min: 30, max: 45 },
        "jump-start": { min: 15, max: 20 },
        "tire-change": { min: 20, max: 30 },
        "fuel-delivery": { min: 15, max: 25 },
      });
    });

    it("when the service is fuel then the duration is fuel-delivery's; when unknown then 25-35", () => {
      expect(jobDurationMin("fuel")).toEqual({ min: 15, max: 25 });
      expect(jobDurationMin("lockout")).toEqual({ min: 25, max: 35 });
    });
  });
});
