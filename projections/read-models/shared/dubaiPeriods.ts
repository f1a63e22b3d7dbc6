import { addDays, type IsoDate, uaeInstant, uaeWallClock } from "../../../domain/rules/uaeTime";

/** The provider dashboard's period selector (spec §2.10). */
export const PERIODS = ["today", "week", "month", "quarter", "year"] as const;
export type Period = (typeof PERIODS)[number];

/** The UAE calendar date of an instant: reports bucket by it (Asia/Dubai, UTC+4 all year). */
export function dubaiDate(instant: Date | string): IsoDate {
  // Replays call this for most events: remember the date per UTC hour (the offset is whole hours,
  // so every instant of one UTC hour has the same UAE date).
  const ms = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  const known = datesByUtcHour.get(hour);
  if (known !== undefined) return known;
  const date = uaeWallClock(new Date(ms)).date; // throws for an invalid instant
  if (datesByUtcHour.size >= 100_000) datesByUtcHour.clear();
  datesByUtcHour.set(hour, date);
  return date;
}

const HOUR_MS = 3_600_000;
const datesByUtcHour = new Map<number, IsoDate>();

export interface DateRange {
  /** First day, inclusive. */
  from: IsoDate;
  /** Last day, inclusive. */
  to: IsoDate;
  /** The instant the range starts (local midnight of `from`). */
  startsAt: Date;
}

/**
 * The calendar period containing `now`, up to and including today (UAE dates): today, this week
 * (from Monday: the UAE work week runs Monday to Friday since 2022), this month, quarter or year.
 */
export function periodToDate(period: Period, now: Date): DateRange {
  const clock = uaeWallClock(now);
  const [year, month] = clock.date.split("-").map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, "0");
  let from: IsoDate;
  switch (period) {
    case "today":
      from = clock.date;
      break;
    case "week":
      from = addDays(clock.date, -((clock.weekday + 6) % 7));
      break;
    case "month":
      from = `${year}-${pad(month)}-01`;
      break;
    case "quarter":
      from = `${year}-${pad(month - ((month - 1) % 3))}-01`;
      break;
    case "year":
      from = `${year}-01-01`;
      break;
  }
  return { from, to: clock.date, startsAt: uaeInstant(from, 0) };
}
