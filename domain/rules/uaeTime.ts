import { z } from "zod";

/*
 * UAE wall-clock arithmetic. Asia/Dubai is UTC+4 all year (no daylight saving), so a fixed offset is
 * exact and keeps the result independent of the host's timezone: we shift the instant by +4 h and
 * read the shifted value with the UTC getters.
 */
export const UAE_UTC_OFFSET_HOURS = 4;
const HOUR_MS = 3_600_000;
const UAE_UTC_OFFSET_MS = UAE_UTC_OFFSET_HOURS * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

/** 0 = Sunday … 6 = Saturday, as JavaScript numbers weekdays. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A calendar date in the UAE, "YYYY-MM-DD". */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD")
  .refine((value) => parseIsoDate(value) !== null, "date must be a real calendar date");
export type IsoDate = z.infer<typeof isoDateSchema>;

interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over to March; a rolled date is not the date that was asked for.
  const real =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

function requireIsoDate(value: string): CalendarDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`not a YYYY-MM-DD calendar date: ${value}`);
  return date;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/** The UAE wall clock at an instant. */
export interface UaeWallClock {
  readonly date: IsoDate;
  readonly weekday: Weekday;
  readonly hour: number;
  readonly minute: number;
  /** Milliseconds since local midnight: lets rules compare times of day exactly, seconds included. */
  readonly msOfDay: number;
}

export function uaeWallClock(instant: Date): UaeWallClock {
  const shifted = new Date(instant.getTime() + UAE_UTC_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) throw new RangeError("instant is an invalid Date");
  const date = `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  const msOfDay = ((shifted.getTime() % DAY_MS) + DAY_MS) % DAY_MS;
  return {
    date,
    weekday: shifted.getUTCDay() as Weekday,
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    msOfDay,
  };
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = requireIsoDate(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** The instant at which the UAE wall clock reads `date` `hour`:`minute`. */
export function uaeInstant(date: IsoDate, hour: number, minute = 0): Date {
  const { year, month, day } = requireIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - UAE_UTC_OFFSET_MS);
}
