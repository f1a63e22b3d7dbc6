export interface LatencySummary {
  samples: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Nearest-rank percentiles of milliseconds, rounded to 0.1 ms. */
export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => {
    if (sorted.length === 0) return Number.NaN;
    const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
    return Math.round(value * 10) / 10;
  };
  return { samples: sorted.length, p50Ms: at(50), p90Ms: at(90), p99Ms: at(99), maxMs: at(100) };
}
