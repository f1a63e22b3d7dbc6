const UAE_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/** The UAE calendar day of an instant (UTC+4 all year). */
export function uaeDay(at: Date): string {
  return new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last `days` UAE days up to and including today. */
export function lastDays(days: number, now: Date): { from: string; to: string } {
  return { from: uaeDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: uaeDay(now) };
}
