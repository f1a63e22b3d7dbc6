import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const REVIEWS = "reviews";

/**
 * Spec §3 Review. One review per request and side, so the id is `<requestId>:<reviewerRole>`:
 * stable across rebuilds without an id in the event.
 */
export const REVIEWS_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS reviews (
    id text PRIMARY KEY,
    request_id text NOT NULL,
    service_type text,
    reviewer_id text NOT NULL,
    reviewee_id text NOT NULL,
    reviewer_role text NOT NULL,
    rating smallint NOT NULL,
    comment text,
    created_at timestamptz NOT NULL
  )`,
  // The service type of each request, which ReviewPosted does not carry.
  `CREATE TABLE IF NOT EXISTS reviews_request (
    request_id text PRIMARY KEY,
    service_type text NOT NULL
  )`,
  streamRevisionDdl(REVIEWS),
];

/** Only the queries read by these: built once a replay has caught up (Projection.indexes). */
export const REVIEWS_INDEXES: readonly string[] = [
  "CREATE INDEX IF NOT EXISTS reviews_by_reviewee ON reviews (reviewee_id, created_at DESC)",
  "CREATE INDEX IF NOT EXISTS reviews_by_reviewer ON reviews (reviewer_id, created_at DESC)",
];
