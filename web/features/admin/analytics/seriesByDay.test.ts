import { describe, expect, it } from "vitest";
import { daysBetween, seriesByDay } from "./seriesByDay";

describe("seriesByDay", () => {
  it("has a point for every day, zeros on quiet days, summing each key", () => {
    const rows = [
      { day: "2025-03-10", region: "Dubai", n: 2 },
      { day: "2025-03-10", region: "Dubai", n: 1.5 },
      { day: "2025-03-12", region: "RAK", n: 4 },
    ];
    const { points, keys } = seriesByDay(
      rows,
      { from: "2025-03-10", to: "2025-03-12" },
      (r) => r.region,
      (r) => r.n,
    );
    expect(keys).toEqual(["Dubai", "RAK"]);
    expect(points).toEqual([
      { day: "2025-03-10", Dubai: 3.5, RAK: 0 },
      { day: "2025-03-11", Dubai: 0, RAK: 0 },
      { day: "2025-03-12", Dubai: 0, RAK: 4 },
    ]);
  });

  it("crosses month ends", () => {
    expect(daysBetween("2025-02-27", "2025-03-02")).toEqual([
      "2025-02-27",
      "2025-02-28",
      "2025-03-01",
      "2025-03-02",
    ]);
  });
});
