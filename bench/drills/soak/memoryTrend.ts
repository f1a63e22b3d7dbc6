/** One reading of a process's memory, `minute` minutes after the traffic began. */
export interface MemoryPoint {
  minute: number;
  rssMb: number;
  heapUsedMb: number;
  /**
   * The young generation's committed size (V8's new space). V8 grows it under a steady allocation
   * rate, within --max-semi-space-size (64 MB for the servers), and that shows in RSS as a climb
   * to a plateau: sizing, not a leak. Absent when the process does not report it.
   */
  newSpaceMb?: number;
}

/** How a process's memory moved after the warm-up. */
export interface MemoryTrend {
  /** Readings after the warm-up, the ones the figures below are computed from. */
  samples: number;
  /** Least-squares slope of RSS over time after the warm-up. */
  rssSlopeMbPerMin: number;
  /** The same for the V8 heap in use (a saw-tooth between collections; the slope smooths it). */
  heapSlopeMbPerMin: number;
  /** Mean RSS over the first tenth of the post-warm-up span, and over the last tenth. */
  rssAfterWarmUpMb: number;
  rssAtEndMb: number;
  /** rssAtEndMb − rssAfterWarmUpMb. */
  rssGrowthMb: number;
  /**
   * The lowest heap in use (what survives a collection) in the first and the last third of the
   * post-warm-up span: a leak lifts the floor, garbage waiting for a collection does not.
   */
  heapFloorAfterWarmUpMb: number;
  heapFloorAtEndMb: number;
  peakRssMb: number;
  /**
   * The same slope, start, end and growth for RSS less the young generation's committed size:
   * what the process keeps beyond V8's sizing of its nursery, where a leak (heap or native) shows.
   */
  beyondYoungSlopeMbPerMin: number;
  beyondYoungAfterWarmUpMb: number;
  beyondYoungAtEndMb: number;
  beyondYoungGrowthMb: number;
  /** The young generation's committed size just after the warm-up and at the end. */
  newSpaceAfterWarmUpMb: number | null;
  newSpaceAtEndMb: number | null;
}

/** Least-squares slope of y over x; 0 with fewer than two distinct x. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - meanX) * (p.y - meanY);
    sxx += (p.x - meanX) ** 2;
  }
  return sxx === 0 ? 0 : sxy / sxx;
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The trend of one process's readings once the first `warmUpFraction` of `totalMinutes` has passed
 * (start-up, JIT compilation, caches and pools filling: growth there is expected). Undefined when
 * fewer than three readings fall after the warm-up: too few to say anything.
 */
export function memoryTrend(
  points: readonly MemoryPoint[],
  totalMinutes: number,
  warmUpFraction: number,
): MemoryTrend | undefined {
  const from = totalMinutes * warmUpFraction;
  const after = points.filter((p) => p.minute >= from).sort((a, b) => a.minute - b.minute);
  if (after.length < 3) return undefined;
  const span = after.at(-1)!.minute - after[0]!.minute;
  const within = (lo: number, hi: number) =>
    after.filter((p) => p.minute >= after[0]!.minute + lo * span && p.minute <= after[0]!.minute + hi * span);
  // At least one reading in each window, however few there are.
  const first = within(0, 0.1).length > 0 ? within(0, 0.1) : [after[0]!];
  const last = within(0.9, 1).length > 0 ? within(0.9, 1) : [after.at(-1)!];
  const firstThird = within(0, 1 / 3);
  const lastThird = within(2 / 3, 1);
  const rssAfterWarmUpMb = mean(first.map((p) => p.rssMb));
  const rssAtEndMb = mean(last.map((p) => p.rssMb));
  const beyondYoung = (p: MemoryPoint) => p.rssMb - (p.newSpaceMb ?? 0);
  const beyondYoungAfterWarmUpMb = mean(first.map(beyondYoung));
  const beyondYoungAtEndMb = mean(last.map(beyondYoung));
  const reportsNewSpace = after.every((p) => p.newSpaceMb !== undefined);
  return {
    samples: after.length,
    rssSlopeMbPerMin: round2(slope(after.map((p) => ({ x: p.minute, y: p.rssMb })))),
    heapSlopeMbPerMin: round2(slope(after.map((p) => ({ x: p.minute, y: p.heapUsedMb })))),
    rssAfterWarmUpMb: round1(rssAfterWarmUpMb),
    rssAtEndMb: round1(rssAtEndMb),
    rssGrowthMb: round1(rssAtEndMb - rssAfterWarmUpMb),
    heapFloorAfterWarmUpMb: round1(
      Math.min(...(firstThird.length ? firstThird : [after[0]!]).map((p) => p.heapUsedMb)),
    ),
    heapFloorAtEndMb: round1(
      Math.min(...(lastThird.length ? lastThird : [after.at(-1)!]).map((p) => p.heapUsedMb)),
    ),
    peakRssMb: round1(Math.max(...points.map((p) => p.rssMb))),
    beyondYoungSlopeMbPerMin: round2(slope(after.map((p) => ({ x: p.minute, y: beyondYoung(p) })))),
    beyondYoungAfterWarmUpMb: round1(beyondYoungAfterWarmUpMb),
    beyondYoungAtEndMb: round1(beyondYoungAtEndMb),
    beyondYoungGrowthMb: round1(beyondYoungAtEndMb - beyondYoungAfterWarmUpMb),
    newSpaceAfterWarmUpMb: reportsNewSpace ? round1(mean(first.map((p) => p.newSpaceMb!))) : null,
    newSpaceAtEndMb: reportsNewSpace ? round1(mean(last.map((p) => p.newSpaceMb!))) : null,
  };
}
