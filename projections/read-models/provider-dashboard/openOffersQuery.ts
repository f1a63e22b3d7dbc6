import type { Sql } from "../../../domain/ports/sql";

/**
 * The requests whose offer to this provider is still open (their dashboard row is pending): what
 * a suspension withdraws. Each request's own stream decides again, so a row that lags is harmless.
 */
export async function openOfferRequestIds(sql: Sql, providerId: string): Promise<string[]> {
  const { rows } = await sql.query<{ request_id: string }>(
    "SELECT request_id FROM rm.provider_dashboard_row WHERE provider_id = $1 AND status = 'pending'",
    [providerId],
  );
  return rows.map((row) => row.request_id);
}
