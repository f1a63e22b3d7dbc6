/**
 * The value below which a fraction `q` of the recorded values fall, read from every value (sorted
 * ascending), not estimated from a histogram: a p99 of 38.6 ms means one answer in a hundred took
 * longer. Nearest rank, rounded down; 0 for no values.
 */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
