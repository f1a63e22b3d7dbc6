import { formatAed } from "../../shared/format";

/**
 * The captain's balance as words: the ledger's balance is what the platform owes the captain
 * (card jobs' earnings) less what the captain owes it (commission on cash jobs they kept).
 */
export function balanceText(balanceAed: number): { readonly value: string; readonly hint: string } {
  if (balanceAed > 0) return { value: formatAed(balanceAed), hint: "Owed to you at the next weekly payout" };
  if (balanceAed < 0)
    return { value: formatAed(-balanceAed), hint: "You owe the platform (commission on cash jobs)" };
  return { value: formatAed(0), hint: "Nothing owed either way" };
}

/** "3–9 Nov 2026": a statement's week, from its UAE dates (YYYY-MM-DD, Monday to Sunday). */
export function weekLabel(weekStart: string, weekEnd: string): string {
  const day = (iso: string, withYear: boolean) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
      timeZone: "UTC",
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
    });
  return `${day(weekStart, false)} – ${day(weekEnd, true)}`;
}

/** A supply date (an instant) as the UAE day it fell on. */
export function uaeDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", {
    timeZone: "Asia/Dubai",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}
