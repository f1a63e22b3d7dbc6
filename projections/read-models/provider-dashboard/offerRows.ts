import type { Sql, SqlParam } from "../../../domain/ports/sql";
import { haversineKmSql } from "../shared/geoSql";
import { bumpDaily } from "./dailyCounters";
import { ESTIMATED_ARRIVAL_SQL } from "./schema";
import { moveStatusCounts } from "./statusCounts";

/*
 * One row per (provider, request) the provider was offered or assigned. A row keeps its history:
 * declined and withdrawn offers stay (with that status) because the provider's acceptance rate is
 * computed from them; the list filters them out with the status filter when wanted.
 */

export interface RowKey {
  providerId: string;
  requestId: string;
}

export interface RowChange extends RowKey {
  status: string;
}

interface TransitionRow {
  provider_id: string;
  request_id: string;
  status: string;
  old_status: string | null;
}

const toChanges = (rows: TransitionRow[]): RowChange[] =>
  rows.map((row) => ({ providerId: row.provider_id, requestId: row.request_id, status: row.status }));

/**
 * Updates the rows `which` selects and returns each with its status before and after, keeping the
 * status counts in step. The FROM subquery reads the table as it was before this statement, so
 * `old_status` is the previous value even though the same rows are being updated.
 */
async function transition<Extra extends object = object>(
  tx: Sql,
  change: { set: string; which: string; params: SqlParam[]; returning?: string },
): Promise<(TransitionRow & Extra)[]> {
  const { rows } = await tx.query<TransitionRow & Extra>(
    `UPDATE provider_dashboard_row SET ${change.set}
       FROM (SELECT provider_id AS key_provider, request_id AS key_request, status AS old_status
               FROM provider_dashboard_row WHERE ${change.which}) old
      WHERE provider_id = old.key_provider AND request_id = old.key_request
     RETURNING provider_id, request_id, status, old.old_status${change.returning ? `, ${change.returning}` : ""}`,
    change.params,
  );
  await moveStatusCounts(
    tx,
    rows.map((row) => ({ providerId: row.provider_id, from: row.old_status, to: row.status })),
  );
  return rows;
}

const KM = haversineKmSql(
  { latitude: "pos.latitude", longitude: "pos.longitude" },
  { latitude: "r.pickup_latitude", longitude: "r.pickup_longitude" },
);

/**
 * The job reaches a provider (offer, the customer's choice, or a direct accept). A new row — or a
 * withdrawn offer made again — counts as an offer that day; an offer already open changes nothing.
 */
export async function offerRow(tx: Sql, key: RowKey, at: string): Promise<RowChange[]> {
  const { rows } = await tx.query<TransitionRow & { inserted: boolean }>(
    `INSERT INTO provider_dashboard_row (provider_id, request_id, customer_id, customer_name, customer_phone,
       service_type, location, pickup_latitude, pickup_longitude, vehicle_type, priority, status,
       estimated_price, amount, offered_at, distance_km, estimated_arrival_minutes, last_update)
     SELECT $1, r.request_id, r.customer_id, c.name, c.phone, r.service_type, r.location,
            r.pickup_latitude, r.pickup_longitude, r.vehicle_type, r.priority, 'pending',
            r.estimated_price, r.estimated_price, $3, d.km, ${ESTIMATED_ARRIVAL_SQL("d.km")}, $3
       FROM provider_dashboard_request r
       LEFT JOIN provider_dashboard_customer c ON c.account_id = r.customer_id
       LEFT JOIN LATERAL (
         SELECT ${KM} AS km FROM provider_dashboard_provider_position pos WHERE pos.provider_id = $1
       ) d ON true
      WHERE r.request_id = $2
     ON CONFLICT (provider_id, request_id) DO UPDATE
       SET status = 'pending', withdraw_reason = NULL, closed_at = NULL, last_update = excluded.last_update
       WHERE provider_dashboard_row.status = 'withdrawn'
     RETURNING provider_id, request_id, status, (xmax = 0) AS inserted`,
    [key.providerId, key.requestId, at],
  );
  // Only a withdrawn offer is ever re-opened (the DO UPDATE's WHERE), so that is the old status.
  await moveStatusCounts(
    tx,
    rows.map((row) => ({
      providerId: row.provider_id,
      from: row.inserted ? null : "withdrawn",
      to: row.status,
    })),
  );
  if (rows.length > 0) await bumpDaily(tx, key.providerId, at, { offers: 1 });
  return toChanges(rows);
}

const ONE_ROW = "provider_id = $1 AND request_id = $2";

export async function declineRow(tx: Sql, key: RowKey, at: string): Promise<RowChange[]> {
  const rows = await transition(tx, {
    set: "status = 'declined', closed_at = $3, last_update = $3",
    which: `${ONE_ROW} AND status = 'pending'`,
    params: [key.providerId, key.requestId, at],
  });
  if (rows.length > 0) await bumpDaily(tx, key.providerId, at, { declined: 1 });
  return toChanges(rows);
}

/** An offer ends without the provider: expired, taken by another, request cancelled or unassigned. */
export async function withdrawRow(tx: Sql, key: RowKey, reason: string, at: string): Promise<RowChange[]> {
  const rows = await transition(tx, {
    set: "status = 'withdrawn', withdraw_reason = $3, closed_at = $4, last_update = $4",
    which: `${ONE_ROW} AND status = 'pending'`,
    params: [key.providerId, key.requestId, reason, at],
  });
  // Only an offer left to expire says something about the provider; the other reasons are not theirs.
  if (rows.length > 0 && reason === "expired") await bumpDaily(tx, key.providerId, at, { expired: 1 });
  return toChanges(rows);
}

export async function acceptRow(tx: Sql, key: RowKey, at: string): Promise<RowChange[]> {
  const offered = await offerRow(tx, key, at);
  const accepted = await transition<{ response_seconds: number }>(tx, {
    set: "status = 'accepted', accepted_at = $3, closed_at = NULL, withdraw_reason = NULL, last_update = $3",
    which: `${ONE_ROW} AND status IN ('pending', 'withdrawn')`,
    params: [key.providerId, key.requestId, at],
    returning: "greatest(0, extract(epoch FROM $3::timestamptz - offered_at))::float8 AS response_seconds",
  });
  if (accepted[0]) {
    await bumpDaily(tx, key.providerId, at, {
      accepted: 1,
      response_seconds_sum: accepted[0].response_seconds,
    });
  }
  // A provider chosen by the customer has no offer event to withdraw, so close every other open row here.
  const others = await transition(tx, {
    set: "status = 'withdrawn', withdraw_reason = 'accepted-by-another', closed_at = $3, last_update = $3",
    which: "request_id = $2 AND provider_id <> $1 AND status = 'pending'",
    params: [key.providerId, key.requestId, at],
  });
  return [...offered, ...toChanges(accepted), ...toChanges(others)];
}

export async function startRow(tx: Sql, key: RowKey, at: string): Promise<RowChange[]> {
  const rows = await transition(tx, {
    set: "status = 'in-progress', started_at = $3, last_update = $3",
    which: `${ONE_ROW} AND status = 'accepted'`,
    params: [key.providerId, key.requestId, at],
  });
  return toChanges(rows);
}

export async function completeRow(
  tx: Sql,
  key: RowKey,
  finalPrice: number,
  at: string,
): Promise<RowChange[]> {
  const rows = await transition(tx, {
    set: "status = 'completed', final_price = $3, amount = $3, completed_at = $4, last_update = $4",
    which: `${ONE_ROW} AND status IN ('accepted', 'in-progress')`,
    params: [key.providerId, key.requestId, finalPrice, at],
  });
  if (rows.length > 0) await bumpDaily(tx, key.providerId, at, { completed: 1, earnings: finalPrice });
  return toChanges(rows);
}

/** The request is over: an assigned provider's job is cancelled; open offers are withdrawn. */
export async function closeRequestRows(
  tx: Sql,
  requestId: string,
  reason: "cancelled" | "unassigned",
  at: string,
): Promise<RowChange[]> {
  const rows = await transition(tx, {
    set: `status = CASE WHEN status = 'pending' THEN 'withdrawn' ELSE 'cancelled' END,
          withdraw_reason = CASE WHEN status = 'pending' THEN $2 END,
          closed_at = $3, last_update = $3`,
    which: `request_id = $1 AND status IN ${
      reason === "cancelled" ? "('pending', 'accepted', 'in-progress')" : "('pending')"
    }`,
    params: [requestId, reason, at],
  });
  for (const row of rows) {
    if (row.status === "cancelled") await bumpDaily(tx, row.provider_id, at, { cancelled: 1 });
  }
  return toChanges(rows);
}

export async function rateRow(tx: Sql, key: RowKey, rating: number, at: string): Promise<RowChange[]> {
  const rows = await transition(tx, {
    set: "rating = $3, last_update = $4",
    which: `${ONE_ROW} AND rating IS NULL`,
    params: [key.providerId, key.requestId, rating, at],
  });
  if (rows.length > 0) await bumpDaily(tx, key.providerId, at, { rating_sum: rating, rating_count: 1 });
  return toChanges(rows);
}
