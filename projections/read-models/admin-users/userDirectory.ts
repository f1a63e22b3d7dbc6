import type { Sql, SqlParam } from "../../../domain/ports/sql";
import { isoTime, type SqlTimestamp } from "../shared/rowValues";

export type DirectoryRole = "customer" | "provider";

export interface DirectoryQuery {
  role: DirectoryRole;
  /** Words of the name, email or phone, or an id; case-insensitive. */
  search?: string;
  limit: number;
  offset: number;
}

export interface DirectoryUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  userType: string;
  city: string;
  createdAt: string;
  /** Mean rating received; null without reviews. */
  rating: number | null;
  totalRatings: number;
  /** Requests booked (customers) or held (providers). */
  requests: number;
  completed: number;
  cancelled: number;
  /** Providers only: online now. */
  online: boolean | null;
  /** The admin's reason while the account is suspended; null otherwise. */
  suspensionReason: string | null;
}

export interface DirectoryPage {
  items: DirectoryUser[];
  total: number;
}

interface Row {
  id: string;
  name: string;
  email: string;
  phone: string;
  user_type: string;
  city: string;
  created_at: SqlTimestamp;
  rating: number | null;
  total_ratings: number;
  requests: number;
  completed: number;
  cancelled: number;
  online: boolean | null;
  suspension_reason: string | null;
  total: number;
}

/** Escapes LIKE's wildcards so a search for "50%" means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Customers or providers for operations, newest first, with their ratings and request counts. Each
 * page counts only its own rows' requests (index lookups by customer or provider), never the whole history.
 */
export async function searchUsers(sql: Sql, query: DirectoryQuery): Promise<DirectoryPage> {
  if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > 200)
    throw new RangeError(`limit must be 1 to 200, got ${query.limit}`);
  if (!Number.isInteger(query.offset) || query.offset < 0)
    throw new RangeError(`offset must be 0 or more, got ${query.offset}`);
  const params: SqlParam[] = [query.role];
  const where = ["a.user_type = $1"];
  const words = (query.search ?? "").trim().split(/\s+/).filter(Boolean);
  for (const word of words) {
    params.push(likePattern(word));
    const p = `$${params.length}`;
    where.push(`(a.name ILIKE ${p} OR a.email ILIKE ${p} OR a.phone ILIKE ${p} OR a.id ILIKE ${p})`);
  }
  const owner = query.role === "customer" ? "customer_id" : "provider_id";
  params.push(query.limit, query.offset);
  const { rows } = await sql.query<Row>(
    `WITH page AS (
       SELECT a.*, count(*) OVER ()::int AS total FROM rm.accounts a
        WHERE ${where.join(" AND ")}
        ORDER BY a.created_at DESC, a.id
        LIMIT $${params.length - 1} OFFSET $${params.length})
     SELECT p.id, p.name, p.email, p.phone, p.user_type, p.city, p.created_at, p.total, p.suspension_reason,
            r.rating_sum::float8 / nullif(r.rating_count, 0) AS rating, coalesce(r.rating_count, 0)::int AS total_ratings,
            coalesce(h.requests, 0)::int AS requests, coalesce(h.completed, 0)::int AS completed,
            coalesce(h.cancelled, 0)::int AS cancelled,
            CASE WHEN p.user_type = 'provider' THEN coalesce(d.online, false) END AS online
       FROM page p
       LEFT JOIN rm.accounts_rating r ON r.account_id = p.id
       LEFT JOIN rm.provider_directory d ON d.provider_id = p.id
       LEFT JOIN LATERAL (
         SELECT count(*) AS requests, count(*) FILTER (WHERE status = 'completed') AS completed,
                count(*) FILTER (WHERE status = 'cancelled') AS cancelled
           FROM rm.request_history WHERE ${owner} = p.id) h ON true
      ORDER BY p.created_at DESC, p.id`,
    params,
  );
  return {
    total: rows[0]?.total ?? (query.offset > 0 ? await countUsers(sql, where, params.slice(0, -2)) : 0),
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      userType: row.user_type,
      city: row.city,
      createdAt: isoTime(row.created_at),
      rating: row.rating,
      totalRatings: row.total_ratings,
      requests: row.requests,
      completed: row.completed,
      cancelled: row.cancelled,
      online: row.online,
      suspensionReason: row.suspension_reason,
    })),
  };
}

/** A page past the end has no row to carry the total. */
async function countUsers(sql: Sql, where: string[], params: SqlParam[]): Promise<number> {
  const { rows } = await sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM rm.accounts a WHERE ${where.join(" AND ")}`,
    params,
  );
  return rows[0]?.total ?? 0;
}
