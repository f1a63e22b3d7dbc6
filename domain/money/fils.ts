import { z } from "zod";

/**
 * Money is counted in fils, the dirham's hundredth (uae-facts: 1 AED = 100 fils), as whole numbers:
 * never floats, so every sum and split is exact. APIs and screens keep showing AED.
 */
export const FILS_PER_AED = 100;

/** A non-negative amount in fils; the bound keeps one booking's figures far from float precision. */
export const Fils = z
  .number()
  .int("must be a whole number of fils")
  .nonnegative("must not be negative")
  .max(100_000_000, "must be at most AED 1,000,000");
/** A line amount that may be negative (a discount line, a credit). */
export const SignedFils = z.number().int("must be a whole number of fils").min(-100_000_000).max(100_000_000);

/** AED (as the spec's prices are written) to fils, rounded to the nearest fil. */
export function aedToFils(aed: number): number {
  if (!Number.isFinite(aed)) throw new RangeError(`aed must be a finite amount, got ${aed}`);
  return Math.round(aed * FILS_PER_AED);
}

/** Fils to AED as a number with at most two decimals (what the APIs answer). */
export function filsToAed(fils: number): number {
  return fils / FILS_PER_AED;
}

/** Built once: toLocaleString builds a formatter on every call. */
const groupedWhole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** "AED 1,234.50": the one way an amount is written on documents (invoices, statements, mails). */
export function formatAed(fils: number): string {
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(fils);
  const whole = groupedWhole.format(Math.floor(abs / FILS_PER_AED));
  const rest = String(abs % FILS_PER_AED).padStart(2, "0");
  return `${sign}AED ${whole}.${rest}`;
}
