import type { Sql } from "../../../domain/ports/sql";
import { isoTime, type SqlTimestamp } from "../shared/rowValues";

export interface RoutePoint {
  providerId: string;
  latitude: number;
  longitude: number;
  recordedAt: string;
}

interface Row {
  provider_id: string;
  latitude: number;
  longitude: number;
  recorded_at: SqlTimestamp;
}

const toPoint = (row: Row): RoutePoint => ({
  providerId: row.provider_id,
  latitude: row.latitude,
  longitude: row.longitude,
  recordedAt: isoTime(row.recorded_at),
});

/** A job's recorded route, oldest point first. */
export async function routeOf(sql: Sql, requestId: string): Promise<RoutePoint[]> {
  const { rows } = await sql.query<Row>(
    `SELECT provider_id, latitude, longitude, recorded_at FROM rm.request_route
      WHERE request_id = $1 ORDER BY recorded_at, event_id`,
    [requestId],
  );
  return rows.map(toPoint);
}

/** The first and the latest recorded point of a job's route (null before the first). */
export async function routeEnds(
  sql: Sql,
  requestId: string,
): Promise<{ first: RoutePoint; last: RoutePoint } | null> {
  const { rows } = await sql.query<Row>(
    `(SELECT provider_id, latitude, longitude, recorded_at FROM rm.request_route
       WHERE request_id = $1 ORDER BY recorded_at, event_id LIMIT 1)
     UNION ALL
     (SELECT provider_id, latitude, longitude, recorded_at FROM rm.request_route
       WHERE request_id = $1 ORDER BY recorded_at DESC, event_id DESC LIMIT 1)`,
    [requestId],
  );
  if (rows.length === 0) return null;
  return { first: toPoint(rows[0]!), last: toPoint(rows[rows.length - 1]!) };
}
