import { describe, expect, it } from "vitest";
import { activitySummary, GOLD_TIER_POINTS } from "./loyalty";

describe("activity and loyalty from real requests", () => {
  it("counts completed services, success among ended ones, points and the way to Gold", () => {
    const summary = activitySummary([
      { status: "COMPLETED", finalPrice: 275 },
      { status: "COMPLETED", finalPrice: 165 },
      { status: "CANCELLED", finalPrice: null },
      { status: "ACCEPTED", finalPrice: null },
    ]);
    expect(summary).toEqual({
      requests: 4,
      completed: 2,
      cancelled: 1,
      successPercent: 67,
      points: 50,
      pointsToGold: GOLD_TIER_POINTS - 50,
      spentAed: 440,
    });
  });

  it("has no success rate before anything ended", () => {
    expect(activitySummary([{ status: "PENDING", finalPrice: null }]).successPercent).toBeNull();
  });
});
