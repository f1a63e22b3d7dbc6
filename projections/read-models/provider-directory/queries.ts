import type { Sql, SqlParam } from "../../../domain/ports/sql";
import { assertNearPoint, boundingBoxSql, haversineKmSql, type NearPoint } from "../shared/geoSql";
import { isoTimeOrNull, type SqlTimestamp } from "../shared/rowValues";

/** Spec §3 Provider (captain) list: "default 4.5 in the list" when nobody has rated yet. */
export const DEFAULT_LIST_RATING = 4.5;

export interface ProviderListing {
  id: string;
  name: string;
  phone: string;
  /** Mean of customers' ratings; null when nobody rated yet. */
  rating: number | null;
  /** What the list shows: `rating`, or 4.5 without ratings. */
  displayRating: number;
  totalRatings: number;
  /** Completed jobs. */
  totalJobs: number;
  services: string[];
  online: boolean;
  /** An admin suspended this captain: customers are not shown them and dispatch offers them nothing. */
  suspended: boolean;
  /** An admin approved the captain (issue 19); with `documentsValidUntil`, see `worksOn`. */
  approved: boolean;
  /** The first UAE day (YYYY-MM-DD) an approved paper no longer holds; null: not approved or a paper lapsed. */
  documentsValidUntil: string | null;
  latitude: number | null;
  longitude: number | null;
  positionAt: string | null;
  /** Declared by the provider: typical minutes from accepting to arriving. */
  responseTimeMinutes: number;
  /** Measured mean minutes from accept to start; null before the first started job. */
  measuredResponseMinutes: number | null;
  /** From the `near` point; null without one. */
  distanceKm: number | null;
}

/**
 * Whether a listed captain may be shown to customers and offered jobs on `today` (a UAE date): approved,
 * papers valid today, not suspended. The same rule as the domain's `whyCannotWork` (see
 * shared/captainStanding.ts) plus the account's suspension; `worksOnSql` is its SQL form.
 */
export function worksOn(listing: ProviderListing, today: string): boolean {
  return (
    listing.approved &&
    !listing.suspended &&
    listing.documentsValidUntil !== null &&
    listing.documentsValidUntil > today
  );
}

/** `worksOn` over rm.provider_directory's columns (`alias` e.g. "p."), with `today` a text parameter ("$2"). */
export const worksOnSql = (todayParam: string, alias = "") =>
  `(${alias}approved AND NOT ${alias}suspended AND ${alias}documents_valid_until > ${todayParam}::date)`;

export interface OnlineProvidersQuery {
  /** Today's UAE date (YYYY-MM-DD, from the clock): only captains who may work today are listed. */
  today: string;
  /** Only providers offering this service. */
  serviceType?: string;
  /** Only providers within `radiusKm` of this point (every distance without a radius), nearest first. */
  near?: NearPoint;
  /** At most this many (default 100, max 500). */
  limit?: number;
}

interface Row {
  provider_id: string;
  name: string;
  phone: string;
  rating: number | null;
  rating_count: number;
  total_jobs: number;
  services: string[];
  online: boolean;
  suspended: boolean;
  approved: boolean;
  documents_valid_until: string | null;
  latitude: number | null;
  longitude: number | null;
  position_at: SqlTimestamp | null;
  response_time_minutes: number;
  measured_response_minutes: number | null;
  distance_km: number | null;
}

const LISTING_COLUMNS = `provider_id, name, phone,
  CASE WHEN rating_count > 0 THEN rating_sum::float8 / rating_count END AS rating,
  rating_count, total_jobs, services, online, suspended, approved,
  documents_valid_until::text AS documents_valid_until, latitude, longitude, position_at, response_time_minutes,
  CASE WHEN measured_response_count > 0 THEN measured_response_seconds_sum / measured_response_count / 60 END
    AS measured_response_minutes`;

/**
 * GET /api/providers/online, the customer's map, comparison and "Available Near You": online captains
 * who may work today, optionally by service and near a point.
 */
export async function onlineProviders(sql: Sql, query: OnlineProvidersQuery): Promise<ProviderListing[]> {
  const limit = query.limit ?? 100;
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    throw new RangeError(`limit must be 1 to 500, got ${limit}`);
  assertUaeDate(query.today);
  const params: SqlParam[] = [limit, query.today];
  // A suspended or lapsed captain is offline too (the suspension or the expiry process takes them
  // offline); this holds even if that lags, and a paper that lapsed today needs no event at all.
  const where = ["online", worksOnSql("$2"), "name IS NOT NULL"];
  if (query.serviceType !== undefined) {
    params.push(query.serviceType);
    where.push(`$${params.length} = ANY(services)`);
  }
  let distance = "NULL::float8";
  let order = "rating_sum::float8 / nullif(rating_count, 0) DESC NULLS LAST, name, provider_id";
  if (query.near) {
    assertNearPoint(query.near);
    params.push(query.near.latitude, query.near.longitude);
    const center = { latitude: `$${params.length - 1}::float8`, longitude: `$${params.length}::float8` };
    distance = haversineKmSql(center, { latitude: "latitude", longitude: "longitude" });
    where.push("latitude IS NOT NULL");
    if (query.near.radiusKm !== undefined) {
      params.push(query.near.radiusKm);
      const radius = `$${params.length}::float8`;
      where.push(boundingBoxSql({ latitude: "latitude", longitude: "longitude" }, center, radius));
      where.push(`${distance} <= ${radius}`);
    }
    order = "distance_km, provider_id";
  }
  const { rows } = await sql.query<Row>(
    `SELECT ${LISTING_COLUMNS}, ${distance} AS distance_km
       FROM rm.provider_directory
      WHERE ${where.join(" AND ")}
      ORDER BY ${order}
      LIMIT $1`,
    params,
  );
  return rows.map(toListing);
}

/** One provider with a profile, online or not. */
export async function providerById(sql: Sql, providerId: string): Promise<ProviderListing | null> {
  const { rows } = await sql.query<Row>(
    `SELECT ${LISTING_COLUMNS}, NULL::float8 AS distance_km
       FROM rm.provider_directory WHERE provider_id = $1 AND name IS NOT NULL`,
    [providerId],
    // A constant text on every booking's path: planned once per connection.
    { prepared: true },
  );
  return rows[0] ? toListing(rows[0]) : null;
}

/** Several providers by id in one query (GraphQL batches request → provider lookups with it); unknown ids are left out. */
export async function providersByIds(sql: Sql, providerIds: readonly string[]): Promise<ProviderListing[]> {
  if (providerIds.length === 0) return [];
  const { rows } = await sql.query<Row>(
    `SELECT ${LISTING_COLUMNS}, NULL::float8 AS distance_km
       FROM rm.provider_directory WHERE provider_id = ANY($1::text[]) AND name IS NOT NULL`,
    [[...providerIds]],
    // A constant text on the booking path too (CoalescedLookup of the chosen providers).
    { prepared: true },
  );
  return rows.map(toListing);
}

/** Where an online provider last was, for the live fleet map's first picture. */
export interface OnlineProviderPosition {
  id: string;
  services: string[];
  latitude: number;
  longitude: number;
  positionAt: string | null;
}

/**
 * Every online captain who may work `today` (a UAE date) with a known position: compact rows, no limit
 * (the fleet feed and dispatch keep them in memory).
 */
export async function onlineProviderPositions(sql: Sql, today: string): Promise<OnlineProviderPosition[]> {
  assertUaeDate(today);
  const { rows } = await sql.query<{
    provider_id: string;
    services: string[] | null;
    latitude: number;
    longitude: number;
    position_at: SqlTimestamp | null;
  }>(
    `SELECT provider_id, services, latitude, longitude, position_at FROM rm.provider_directory
      WHERE online AND ${worksOnSql("$1")} AND name IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL`,
    [today],
  );
  return rows.map((row) => ({
    id: row.provider_id,
    services: row.services ?? [],
    latitude: row.latitude,
    longitude: row.longitude,
    positionAt: isoTimeOrNull(row.position_at),
  }));
}

function toListing(row: Row): ProviderListing {
  return {
    id: row.provider_id,
    name: row.name,
    phone: row.phone,
    rating: row.rating,
    displayRating: row.rating ?? DEFAULT_LIST_RATING,
    totalRatings: row.rating_count,
    totalJobs: row.total_jobs,
    services: row.services,
    online: row.online,
    suspended: row.suspended,
    approved: row.approved,
    documentsValidUntil: row.documents_valid_until,
    latitude: row.latitude,
    longitude: row.longitude,
    positionAt: isoTimeOrNull(row.position_at),
    responseTimeMinutes: row.response_time_minutes,
    measuredResponseMinutes: row.measured_response_minutes,
    distanceKm: row.distance_km,
  };
}

/** A malformed date would compare as text and let everyone through (or nobody): refuse it. */
function assertUaeDate(today: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${today}`);
}
