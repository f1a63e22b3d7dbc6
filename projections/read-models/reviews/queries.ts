import type { Sql } from "../../../domain/ports/sql";
import { isoTime, type SqlTimestamp } from "../shared/rowValues";

/** Spec §3 Review, with who wrote it about whom. */
export interface Review {
  id: string;
  requestId: string;
  serviceType: string | null;
  reviewerId: string;
  revieweeId: string;
  reviewerRole: string;
  rating: number;
  comment: string | null;
  createdAt: string;
}

interface Row {
  id: string;
  request_id: string;
  service_type: string | null;
  reviewer_id: string;
  reviewee_id: string;
  reviewer_role: string;
  rating: number;
  comment: string | null;
  created_at: SqlTimestamp;
}

const COLUMNS =
  "id, request_id, service_type, reviewer_id, reviewee_id, reviewer_role, rating::int AS rating, comment, created_at";

/** GET /api/reviews/user/{id}: what others wrote about the user, newest first. */
export async function reviewsAbout(sql: Sql, userId: string, limit = 100): Promise<Review[]> {
  return reviewsWhere(sql, "reviewee_id", userId, limit);
}

/** What the user wrote. */
export async function reviewsBy(sql: Sql, userId: string, limit = 100): Promise<Review[]> {
  return reviewsWhere(sql, "reviewer_id", userId, limit);
}

async function reviewsWhere(
  sql: Sql,
  column: "reviewee_id" | "reviewer_id",
  userId: string,
  limit: number,
): Promise<Review[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    throw new RangeError(`limit must be 1 to 500, got ${limit}`);
  const { rows } = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM rm.reviews WHERE ${column} = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    requestId: row.request_id,
    serviceType: row.service_type,
    reviewerId: row.reviewer_id,
    revieweeId: row.reviewee_id,
    reviewerRole: row.reviewer_role,
    rating: row.rating,
    comment: row.comment,
    createdAt: isoTime(row.created_at),
  }));
}
