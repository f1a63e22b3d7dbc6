import { addDays } from "../../../domain/rules/uaeTime";

/** The Monday of the UAE week `today` (YYYY-MM-DD) is in: weeks run Monday to Sunday. */
export function mondayOf(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((weekday + 6) % 7));
}
