import { describe, expect, it } from "vitest";
import { customerActivity, GOLD_TIER_POINTS, POINTS_PER_COMPLETED_SERVICE } from "./loyalty";

describe("customer activity and loyalty", () => {
  it("gives points per completed service, success among ended requests and the way to Gold", () => {
    expect(customerActivity({ requests: 4, completed: 2, cancelled: 1, spentAed: 440 })).toEqual({
      requests: 4,
      completed: 2,
      cancelled: 1,
      spentAed: 440,
      successPercent: 67,
      points: 2 * POINTS_PER_COMPLETED_SERVICE,
      pointsToGold: GOLD_TIER_POINTS - 2 * POINTS_PER_COMPLETED_SERVICE,
    });
  });

  it("has no success rate before anything ended", () => {
    expect(
      customerActivity({ requests: 1, completed: 0, cancelled: 0, spentAed: 0 }).successPercent,
    ).toBeNull();
  });

  it("stops counting down at Gold", () => {
    const completed = GOLD_TIER_POINTS / POINTS_PER_COMPLETED_SERVICE + 3;
    expect(customerActivity({ requests: completed, completed, cancelled: 0, spentAed: 0 }).pointsToGold).toBe(
      0,
    );
  });
});
