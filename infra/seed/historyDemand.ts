import { UAE_UTC_OFFSET_HOURS } from "../../domain/rules/uaeTime";

/**
 * How many bookings a simulated past has, and when: a daily volume that grows over the period,
 * dips on the UAE weekend (Saturday and Sunday, uae-facts.md) when fewer people commute, and
 * follows the hours of the day (rush hours, a quiet night). Pure: the caller's PRNG draws.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Relative demand by UAE hour 0–23: morning and evening rush, a slower afternoon, a quiet night. */
const HOUR_WEIGHTS = [
  1, 0.6, 0.4, 0.3, 0.4, 0.8, 1.8, 3.2, 3.6, 2.6, 2.2, 2.2, 2.4, 2.4, 2.4, 2.6, 3.2, 3.8, 3.6, 3, 2.4, 2, 1.6,
  1.2,
];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((sum, w) => sum + w, 0);

/** By UAE weekday, Sunday first: the Saturday–Sunday weekend is lighter, Friday (half day) busier on the road. */
const WEEKDAY_FACTOR = [0.8, 1.05, 1, 1, 1.05, 1.1, 0.8];

/** The marketplace grows over the period: its first day has this share of its last day's demand. */
const GROWTH_FROM = 0.6;

/**
 * Booking times (epoch ms, ascending) from `from` to `to`, about `perDay` a day on average.
 * Day boundaries and hours are the UAE's, so "Monday 08:00" is a Dubai morning.
 */
export function bookingTimes(from: number, to: number, perDay: number, random: () => number): number[] {
  const offsetMs = UAE_UTC_OFFSET_HOURS * HOUR_MS;
  const firstDay = Math.floor((from + offsetMs) / DAY_MS);
  const lastDay = Math.floor((to + offsetMs) / DAY_MS);
  const days = Math.max(1, lastDay - firstDay);
  const times: number[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const weekday = new Date(day * DAY_MS).getUTCDay();
    const growth = GROWTH_FROM + ((1 - GROWTH_FROM) * (day - firstDay)) / days;
    // Normalised so the period averages about `perDay` (growth averages (1 + GROWTH_FROM) / 2).
    const mean = (perDay * growth * WEEKDAY_FACTOR[weekday]!) / ((1 + GROWTH_FROM) / 2);
    const count = poisson(mean, random);
    for (let i = 0; i < count; i++) {
      const at = day * DAY_MS - offsetMs + pickHour(random) * HOUR_MS + random() * HOUR_MS;
      if (at >= from && at < to) times.push(Math.floor(at));
    }
  }
  return times.sort((a, b) => a - b);
}

function pickHour(random: () => number): number {
  let ticket = random() * HOUR_TOTAL;
  for (let hour = 0; hour < HOUR_WEIGHTS.length; hour++) {
    ticket -= HOUR_WEIGHTS[hour]!;
    if (ticket < 0) return hour;
  }
  return 23;
}

/** A Poisson draw (Knuth's method; fine for the tens a day this is used for). */
function poisson(mean: number, random: () => number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count++;
    product *= random();
  }
  return count;
}
