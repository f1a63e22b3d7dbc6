import type { Sql, SqlParam } from "../../../domain/ports/sql";
import { isoTime, type SqlTimestamp } from "../shared/rowValues";

export interface StalledRequests {
  count: number;
  /** The oldest such request's id and since when it waits, or null when none. */
  oldestId: string | null;
  oldestSince: string | null;
}

async function stalled(
  sql: Sql,
  where: string,
  since: string,
  params: readonly SqlParam[],
): Promise<StalledRequests> {
  const { rows } = await sql.query<{
    count: number;
    oldest_id: string | null;
    oldest_since: SqlTimestamp | null;
  }>(
    `SELECT count(*) OVER ()::int AS count, id AS oldest_id, ${since} AS oldest_since
       FROM rm.request_history WHERE ${where}
      ORDER BY ${since}, id LIMIT 1`,
    params,
  );
  const row = rows[0];
  return row
    ? {
        count: row.count,
        oldestId: row.oldest_id,
        oldestSince: row.oldest_since && isoTime(row.oldest_since),
      }
    : { count: 0, oldestId: null, oldestSince: null };
}

/**
 * Requests still pending (nobody accepted) that became due before `dueBefore`: made then for "now",
 * or scheduled for then. Dispatch marks them unassigned eventually; until then, operations can step in.
 */
export function waitingRequests(sql: Sql, dueBefore: Date): Promise<StalledRequests> {
  return stalled(
    sql,
    "status = 'pending' AND coalesce(scheduled_at, created_at) < $1",
    "coalesce(scheduled_at, created_at)",
    [dueBefore],
  );
}

/** Jobs accepted before `acceptedBefore` whose provider has not started them: the captain is late. */
export function delayedJobs(sql: Sql, acceptedBefore: Date): Promise<StalledRequests> {
  return stalled(sql, "status = 'accepted' AND accepted_at < $1", "accepted_at", [acceptedBefore]);
}
