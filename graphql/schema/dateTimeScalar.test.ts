import { describe, expect, it } from "vitest";
import { DateTimeScalar } from "./dateTimeScalar";

describe("DateTime", () => {
  it("passes read-model text through and writes Dates in UTC", () => {
    expect(DateTimeScalar.serialize("2026-11-22T05:40:00.000Z")).toBe("2026-11-22T05:40:00.000Z");
    expect(DateTimeScalar.serialize(new Date("2026-11-22T09:40:00+04:00"))).toBe("2026-11-22T05:40:00.000Z");
  });

  it("takes instants with an offset and refuses anything vaguer", () => {
    expect(DateTimeScalar.parseValue("2026-11-22T09:00:00+04:00")).toEqual(new Date("2026-11-22T05:00:00Z"));
    expect(DateTimeScalar.parseValue("2026-11-22T05:00Z")).toEqual(new Date("2026-11-22T05:00:00Z"));
    for (const vague of [
      "2026-11-22",
      "2026-11-22T09:00:00",
      "tomorrow",
      "2026-13-45T99:00:00Z",
      1_700_000_000,
    ]) {
      expect(() => DateTimeScalar.parseValue(vague)).toThrow(/ISO-8601 instant/);
    }
  });
});
