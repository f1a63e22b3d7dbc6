/** A chart point: the day and one number per series name. */
export type DayPoint = { day: string } & Record<string, number | string>;

/** Every day from `from` to `to` inclusive (YYYY-MM-DD, calendar arithmetic in UTC). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Rows of day × dimension pivoted for a stacked chart: one point per day of the range (quiet days
 * included, as zeros), one key per value of the dimension, summing `pick`.
 */
export function seriesByDay<R extends { day: string }>(
  rows: readonly R[],
  range: { from: string; to: string },
  dimension: (row: R) => string,
  pick: (row: R) => number,
): { points: DayPoint[]; keys: string[] } {
  const keys = [...new Set(rows.map(dimension))].sort();
  const byDay = new Map<string, DayPoint>(
    daysBetween(range.from, range.to).map((day) => [
      day,
      { day, ...Object.fromEntries(keys.map((k) => [k, 0])) },
    ]),
  );
  for (const row of rows) {
    const point = byDay.get(row.day);
    if (!point) continue;
    const key = dimension(row);
    point[key] = Math.round(((point[key] as number) + pick(row)) * 100) / 100;
  }
  return { points: [...byDay.values()], keys };
}
