import type { Sql } from "../../../domain/ports/sql";

/**
 * What a suspension takes from a captain: the requests whose offer to them is still open (row
 * pending) and the jobs they accepted but have not started. Each request's own stream decides
 * again, so a row that lags is harmless.
 */
export async function openWorkOf(
  sql: Sql,
  providerId: string,
): Promise<{ offered: string[]; accepted: string[] }> {
  const { rows } = await sql.query<{ request_id: string; status: string }>(
    `SELECT request_id, status FROM rm.provider_dashboard_row
      WHERE provider_id = $1 AND status IN ('pending', 'accepted')`,
    [providerId],
  );
  return {
    offered: rows.filter((row) => row.status === "pending").map((row) => row.request_id),
    accepted: rows.filter((row) => row.status === "accepted").map((row) => row.request_id),
  };
}
