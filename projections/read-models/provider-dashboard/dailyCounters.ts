import type { Sql } from "../../../domain/ports/sql";
import { dubaiDate } from "../shared/dubaiPeriods";

export type DailyCounter =
  | "offers"
  | "accepted"
  | "declined"
  | "expired"
  | "response_seconds_sum"
  | "completed"
  | "earnings"
  | "cancelled"
  | "rating_sum"
  | "rating_count";

/**
 * Adds to a provider's counters of the UAE day on which `at` falls. Safe to call once per event:
 * the stream-revision guard has already dropped redeliveries, and callers only bump after a row
 * actually changed state (the UPDATE returned it), so one fact is counted once.
 */
export async function bumpDaily(
  tx: Sql,
  providerId: string,
  at: string,
  amounts: Partial<Record<DailyCounter, number>>,
): Promise<void> {
  const entries = Object.entries(amounts) as [DailyCounter, number][];
  if (entries.length === 0) return;
  const columns = entries.map(([column]) => column);
  const values = entries.map((_, i) => `$${i + 3}`);
  const updates = columns.map(
    (column) => `${column} = provider_dashboard_daily.${column} + excluded.${column}`,
  );
  await tx.query(
    `INSERT INTO provider_dashboard_daily (provider_id, day, ${columns.join(", ")})
     VALUES ($1, $2::date, ${values.join(", ")})
     ON CONFLICT (provider_id, day) DO UPDATE SET ${updates.join(", ")}`,
    [providerId, dubaiDate(at), ...entries.map(([, amount]) => amount)],
  );
}
