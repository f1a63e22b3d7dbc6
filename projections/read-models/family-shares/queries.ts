import type { Sql } from "../../../domain/ports/sql";
import { isoTime, isoTimeOrNull, type SqlTimestamp } from "../shared/rowValues";
import { SHARE_PUSH_SUBSCRIPTIONS, SHARE_TOKENS } from "./schema";

/** Spec §3 Family share. */
export interface FamilyShare {
  id: string;
  requestId: string;
  shareToken: string;
  sharedWithName: string;
  sharedWithPhone: string;
  includeLocation: boolean;
  includeETA: boolean;
  includeProviderDetails: boolean;
  /** The customer who shared (the spec's userId). */
  userId: string;
  sharedAt: string;
  /** When the job ended; null while it runs. */
  expiresAt: string | null;
  isActive: boolean;
}

interface Row {
  id: string;
  request_id: string;
  share_token: string;
  shared_with_name: string;
  shared_with_phone: string;
  include_location: boolean;
  include_eta: boolean;
  include_provider_details: boolean;
  shared_by: string;
  shared_at: SqlTimestamp;
  expires_at: SqlTimestamp | null;
  is_active: boolean;
}

/** A share with its token (kept apart, in `auth`, out of analysts' reach). */
const SHARES = `SELECT s.id, s.request_id, t.share_token, s.shared_with_name, s.shared_with_phone, s.include_location,
    s.include_eta, s.include_provider_details, s.shared_by, s.shared_at, s.expires_at,
    (s.expires_at IS NULL OR s.expires_at > $2::timestamptz) AS is_active
  FROM rm.family_shares s JOIN ${SHARE_TOKENS} t ON t.share_id = s.id`;

/** The public tracking link: the share behind a token, or null when unknown or expired at `now`. */
export async function activeShareByToken(
  sql: Sql,
  shareToken: string,
  now: Date,
): Promise<FamilyShare | null> {
  const { rows } = await sql.query<Row>(`${SHARES} WHERE t.share_token = $1`, [
    shareToken,
    now.toISOString(),
  ]);
  const row = rows[0];
  return row?.is_active ? toShare(row) : null;
}

/** Everyone a trip was shared with, active or not (for the customer's own screen). */
export async function sharesOf(sql: Sql, requestId: string, now: Date): Promise<FamilyShare[]> {
  const { rows } = await sql.query<Row>(`${SHARES} WHERE s.request_id = $1 ORDER BY s.shared_at, s.id`, [
    requestId,
    now.toISOString(),
  ]);
  return rows.map(toShare);
}

function toShare(row: Row): FamilyShare {
  return {
    id: row.id,
    requestId: row.request_id,
    shareToken: row.share_token,
    sharedWithName: row.shared_with_name,
    sharedWithPhone: row.shared_with_phone,
    includeLocation: row.include_location,
    includeETA: row.include_eta,
    includeProviderDetails: row.include_provider_details,
    userId: row.shared_by,
    sharedAt: isoTime(row.shared_at),
    expiresAt: isoTimeOrNull(row.expires_at),
    isActive: row.is_active,
  };
}

/** The endpoints subscribed through one share (what its page may know: is this browser one of them). */
export async function sharePushEndpointsOf(sql: Sql, shareId: string): Promise<string[]> {
  const { rows } = await sql.query<{ endpoint: string }>(
    `SELECT endpoint FROM rm.${SHARE_PUSH_SUBSCRIPTIONS} WHERE share_id = $1 ORDER BY added_at, endpoint`,
    [shareId],
  );
  return rows.map((r) => r.endpoint);
}

/** A browser subscribed through a share link, with the link it opens and its keys. */
export interface SharePushTarget {
  shareId: string;
  shareToken: string;
  endpoint: string;
}

/** Every browser subscribed through any share of the trip, ended or not ("trip ended" is the last). */
export async function sharePushTargetsOf(sql: Sql, requestId: string): Promise<SharePushTarget[]> {
  const { rows } = await sql.query<{ share_id: string; share_token: string; endpoint: string }>(
    `SELECT p.share_id, t.share_token, p.endpoint FROM rm.${SHARE_PUSH_SUBSCRIPTIONS} p
       JOIN ${SHARE_TOKENS} t ON t.share_id = p.share_id
      WHERE p.request_id = $1 ORDER BY p.share_id, p.endpoint`,
    [requestId],
  );
  return rows.map((r) => ({ shareId: r.share_id, shareToken: r.share_token, endpoint: r.endpoint }));
}

/** The trip a share belongs to (the reactor names the stream of a subscription it removes). */
export async function requestOfShare(sql: Sql, shareId: string): Promise<string | null> {
  const { rows } = await sql.query<{ request_id: string }>(
    "SELECT request_id FROM rm.family_shares WHERE id = $1",
    [shareId],
  );
  return rows[0]?.request_id ?? null;
}
