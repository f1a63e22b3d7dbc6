import { z } from "zod";
import { type ScheduledPrice, scheduledPrice } from "./scheduleSurcharge";
import { normalizeServiceType, type ServiceType } from "./serviceTypes";
import { addDays, type IsoDate, uaeInstant, uaeWallClock } from "./uaeTime";

/** The schedule offers the next 7 days, starting tomorrow (UAE calendar) (spec §9). */
export const SCHEDULE_DAYS_AHEAD = 7;

/** Hourly slots from 08:00 to 18:00 inclusive, UAE time (spec §9). */
export const SCHEDULE_SLOT_TIMES = [
  "08:00",
  "09:00",
  "10:00",
  "11:00",
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
  "18:00",
] as const;
export const scheduleSlotTimeSchema = z.enum(SCHEDULE_SLOT_TIMES);
export type ScheduleSlotTime = z.infer<typeof scheduleSlotTimeSchema>;

/** Highlighted slots per service (spec §9); the spec's "fuel" row is keyed by its canonical fuel-delivery. */
export const POPULAR_SLOTS: Readonly<Record<ServiceType, readonly ScheduleSlotTime[]>> = {
  towing: ["09:00", "14:00", "16:00"],
  "jump-start": ["08:00", "17:00", "18:00"],
  "tire-change": ["10:00", "15:00", "16:00"],
  "fuel-delivery": ["08:00", "12:00", "17:00"],
};
/** Popular slots for services outside the table (spec §9 "other"). */
export const OTHER_POPULAR_SLOTS: readonly ScheduleSlotTime[] = ["10:00", "14:00", "16:00"];

export function popularSlotsFor(serviceType: string): readonly ScheduleSlotTime[] {
  const known = normalizeServiceType(serviceType);
  return known ? POPULAR_SLOTS[known] : OTHER_POPULAR_SLOTS;
}

/** The dates a customer can pick at `now`: tomorrow through 7 days ahead on the UAE calendar. */
export function scheduleDates(now: Date): IsoDate[] {
  const today = uaeWallClock(now).date;
  return Array.from({ length: SCHEDULE_DAYS_AHEAD }, (_, index) => addDays(today, index + 1));
}

const hourOf = (time: ScheduleSlotTime): number => Number(time.slice(0, 2));

/** The instant a slot starts: its UAE wall-clock time converted to a real moment. */
export function slotStart(date: IsoDate, time: ScheduleSlotTime): Date {
  return uaeInstant(date, hourOf(time));
}

/** Whether a chosen date and time is one the schedule offered at `now`: the server's check on a booking. */
export function isOfferedSlot(input: { now: Date; date: string; time: string }): boolean {
  const time = scheduleSlotTimeSchema.safeParse(input.time);
  return time.success && scheduleDates(input.now).includes(input.date);
}

export interface ScheduleSlotOption {
  readonly time: ScheduleSlotTime;
  readonly startsAt: Date;
  readonly isPopular: boolean;
  readonly price: ScheduledPrice;
}

export interface ScheduleDayOption {
  readonly date: IsoDate;
  readonly slots: readonly ScheduleSlotOption[];
}

/** Everything the schedule modal offers at `now` for one service: every day, every slot, its price. */
export function scheduleOptions(input: {
  now: Date;
  serviceType: string;
  baseAed: number;
}): ScheduleDayOption[] {
  const popular = popularSlotsFor(input.serviceType);
  return scheduleDates(input.now).map((date) => ({
    date,
    slots: SCHEDULE_SLOT_TIMES.map((time) => {
      const startsAt = slotStart(date, time);
      return {
        time,
        startsAt,
        isPopular: popular.includes(time),
        price: scheduledPrice({ baseAed: input.baseAed, at: startsAt }),
      };
    }),
  }));
}
