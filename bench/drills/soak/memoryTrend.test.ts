import { describe, expect, it } from "vitest";
import { type MemoryPoint, memoryTrend, slope } from "./memoryTrend";

/** Readings every 5 s for `minutes`, RSS = base + rate·minute, heap a saw-tooth of 40 MB on a floor. */
function readings(
  minutes: number,
  rssAt: (minute: number) => number,
  heapFloorAt: (minute: number) => number,
) {
  const points: MemoryPoint[] = [];
  for (let i = 0; i * 5 <= minutes * 60; i++) {
    const minute = (i * 5) / 60;
    points.push({ minute, rssMb: rssAt(minute), heapUsedMb: heapFloorAt(minute) + (i % 8) * 5 });
  }
  return points;
}

describe("memoryTrend", () => {
  it("fits the least-squares slope", () => {
    expect(
      slope([
        { x: 0, y: 1 },
        { x: 1, y: 3 },
        { x: 2, y: 5 },
      ]),
    ).toBe(2);
    expect(slope([{ x: 1, y: 3 }])).toBe(0);
  });

  it("calls flat memory flat, whatever it did during the warm-up", () => {
    // Climbs 100 MB during the first 3 minutes (the warm-up), then stays at 300 MB.
    const trend = memoryTrend(
      readings(
        15,
        (m) => (m < 3 ? 200 + (100 * m) / 3 : 300),
        () => 80,
      ),
      15,
      0.2,
    )!;
    expect(trend.rssSlopeMbPerMin).toBe(0);
    expect(trend.rssGrowthMb).toBe(0);
    expect(trend.heapFloorAtEndMb).toBe(trend.heapFloorAfterWarmUpMb);
    expect(trend.peakRssMb).toBe(300);
    expect(Math.abs(trend.heapSlopeMbPerMin)).toBeLessThan(0.5);
  });

  it("sees a leak of 2 MB a minute in the slope, the growth and the heap's floor", () => {
    const trend = memoryTrend(
      readings(
        15,
        (m) => 300 + 2 * m,
        (m) => 80 + 2 * m,
      ),
      15,
      0.2,
    )!;
    expect(trend.rssSlopeMbPerMin).toBe(2);
    // The saw-tooth tilts the fit a little; the slope stays about 2.
    expect(Math.abs(trend.heapSlopeMbPerMin - 2)).toBeLessThan(0.3);
    // From the first tenth of minutes 3–15 to the last: about 0.9 × 12 min × 2 MB.
    expect(trend.rssGrowthMb).toBeGreaterThan(20);
    expect(trend.heapFloorAtEndMb - trend.heapFloorAfterWarmUpMb).toBeGreaterThan(15);
  });

  it("tells the young generation's growth to a plateau (V8 sizing) from a leak", () => {
    // The nursery grows from 32 to 128 MB between minutes 3 and 6, then stays: RSS climbs with it.
    const young = (m: number) => (m < 3 ? 32 : m < 6 ? 32 + 32 * (m - 3) : 128);
    const sizing = readings(
      15,
      (m) => 200 + young(m),
      () => 80,
    ).map((p) => ({ ...p, newSpaceMb: young(p.minute) }));
    const trend = memoryTrend(sizing, 15, 0.2)!;
    expect(trend.rssSlopeMbPerMin).toBeGreaterThan(3);
    expect(trend.beyondYoungSlopeMbPerMin).toBe(0);
    expect(trend.beyondYoungGrowthMb).toBe(0);
    expect(trend.newSpaceAtEndMb).toBe(128);
    // A native leak beside it still shows.
    const leaking = sizing.map((p) => ({ ...p, rssMb: p.rssMb + 2 * p.minute }));
    expect(memoryTrend(leaking, 15, 0.2)!.beyondYoungSlopeMbPerMin).toBe(2);
  });

  it("says nothing from fewer than three readings after the warm-up", () => {
    expect(memoryTrend([{ minute: 0, rssMb: 1, heapUsedMb: 1 }], 1, 0.2)).toBeUndefined();
  });
});
