import { uaeWallClock, type Weekday } from "./uaeTime";

export const WEEKEND_SURCHARGE_AED = 25;
export const OFF_HOURS_SURCHARGE_AED = 15;

/*
 * The UAE moved its official weekend from Friday–Saturday to Saturday–Sunday on 1 January 2022
 * (Friday became a half day for government). Schools, government and most employers follow it, so
 * Saturday and Sunday are the days that cost more to staff.
 */
export const UAE_WEEKEND_DAYS: readonly Weekday[] = [6, 0];

/** Surcharge-free window: from 09:00 up to and including 17:00, UAE time (spec §9: "before 09:00 or after 17:00"). */
export const STANDARD_HOURS_START_HOUR = 9;
export const STANDARD_HOURS_END_HOUR = 17;
const HOUR_MS = 3_600_000;

export type SurchargeKind = "weekend" | "off-hours";
/** Every kind: a slot carries each at most once. */
export const SURCHARGE_KINDS: readonly SurchargeKind[] = ["weekend", "off-hours"];

export interface Surcharge {
  readonly kind: SurchargeKind;
  readonly label: string;
  readonly amountAed: number;
}

const WEEKEND: Surcharge = { kind: "weekend", label: "Weekend", amountAed: WEEKEND_SURCHARGE_AED };
const OFF_HOURS: Surcharge = {
  kind: "off-hours",
  label: "Before 09:00 or after 17:00",
  amountAed: OFF_HOURS_SURCHARGE_AED,
};

export function isUaeWeekend(at: Date): boolean {
  return UAE_WEEKEND_DAYS.includes(uaeWallClock(at).weekday);
}

/** Strictly before 09:00 or strictly after 17:00: 09:00 and 17:00 themselves are standard hours. */
export function isOffHours(at: Date): boolean {
  const { msOfDay } = uaeWallClock(at);
  return msOfDay < STANDARD_HOURS_START_HOUR * HOUR_MS || msOfDay > STANDARD_HOURS_END_HOUR * HOUR_MS;
}

/** The surcharges that apply to a service starting at `at`; weekend first, both can stack. */
export function scheduleSurcharges(at: Date): Surcharge[] {
  const surcharges: Surcharge[] = [];
  if (isUaeWeekend(at)) surcharges.push(WEEKEND);
  if (isOffHours(at)) surcharges.push(OFF_HOURS);
  return surcharges;
}

/** A scheduled price with its breakdown, so the summary can show why the total differs from the base. */
export interface ScheduledPrice {
  readonly baseAed: number;
  readonly surcharges: readonly Surcharge[];
  readonly totalAed: number;
}

export function scheduledPrice(input: { baseAed: number; at: Date }): ScheduledPrice {
  const { baseAed, at } = input;
  if (!Number.isFinite(baseAed) || baseAed < 0) {
    throw new RangeError(`baseAed must be a finite amount ≥ 0, got ${baseAed}`);
  }
  const surcharges = scheduleSurcharges(at);
  const totalAed = surcharges.reduce((sum, surcharge) => sum + surcharge.amountAed, baseAed);
  return { baseAed, surcharges, totalAed };
}
