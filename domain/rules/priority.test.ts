import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRIORITY,
  EMERGENCY_BUTTON_PRIORITY,
  NOW_BOOKING_PRIORITY,
  PRIORITIES,
  prioritySchema,
  SCHEDULED_BOOKING_PRIORITY,
  showsPriorityBadge,
} from "./priority";

describe("priority", () => {
  it.each(["emergency", "high", "normal", "low"])(
    "when history shows %s then it is a valid priority",
    (value) => {
      expect(prioritySchema.parse(value)).toBe(value);
    },
  );

  it.each(["low", "normal", "high", "urgent", "critical"])(
    "when the dashboard shows %s then it is a valid priority",
    (value) => {
      expect(prioritySchema.parse(value)).toBe(value);
    },
  );

  it("when every value is counted then the union of both screens has six values", () => {
    expect([...PRIORITIES].sort()).toEqual(["critical", "emergency", "high", "low", "normal", "urgent"]);
  });

  it.each(["medium", "URGENT", ""])("when the value is %j then it is rejected", (value) => {
    expect(prioritySchema.safeParse(value).success).toBe(false);
  });

  it("given the booking flows then now sends high, scheduled normal and the red button urgent", () => {
    expect(NOW_BOOKING_PRIORITY).toBe("high");
    expect(SCHEDULED_BOOKING_PRIORITY).toBe("normal");
    expect(EMERGENCY_BUTTON_PRIORITY).toBe("urgent");
    expect(DEFAULT_PRIORITY).toBe("normal");
  });

  it("when history renders a card then every priority but normal gets a badge", () => {
    expect(PRIORITIES.filter(showsPriorityBadge)).toEqual(["low", "high", "urgent", "critical", "emergency"]);
  });
});
