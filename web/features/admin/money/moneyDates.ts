const UAE_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/** The UAE calendar day of an instant (UTC+4 all year, no daylight saving). */
export function uaeDay(at: Date): string {
  return new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after a YYYY-MM-DD day (negative for before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a YYYY-MM-DD day is a Monday, the day payout weeks start on. */
export function isMonday(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).getUTCDay() === 1;
}

/** The Monday of the last full week (UAE days) before the one `now` falls in: the week a payout run pays. */
export function lastWeekStart(now: Date): string {
  const today = uaeDay(now);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -sinceMonday - 7);
}

/** The current month so far, in UAE days: the Money tab's first range. */
export function monthToDate(now: Date): { from: string; to: string } {
  const today = uaeDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
