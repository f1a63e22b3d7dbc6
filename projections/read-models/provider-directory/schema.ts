import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const PROVIDER_DIRECTORY = "provider_directory";

/**
 * One row per provider (captain). A row can appear before the provider's profile event when request
 * events about them arrive first; such a row has no name yet and the queries leave it out.
 * Ratings and measured response times keep sums and counts, so a mean is exact and updates are O(1).
 */
export const PROVIDER_DIRECTORY_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS provider_directory (
    provider_id text PRIMARY KEY,
    name text,
    phone text,
    services text[],
    response_time_minutes integer,
    online boolean NOT NULL DEFAULT false,
    -- An admin suspended the captain (AccountSuspended): never listed to customers nor dispatched.
    suspended boolean NOT NULL DEFAULT false,
    -- Captain onboarding (issue 19), folded by the domain's evolveOnboarding (shared/captainStanding.ts).
    standing jsonb,
    -- An admin approved the captain and no profile change since asked for a new review.
    approved boolean NOT NULL DEFAULT false,
    -- The first UAE day an approved paper is no longer valid (the earliest expiry); null: not approved
    -- or a paper missing or lapsed. Customers see and dispatch offers only approved captains with
    -- documents_valid_until > today, today given by the clock: a lapse needs no event to show.
    documents_valid_until date,
    online_changed_at timestamptz,
    latitude double precision,
    longitude double precision,
    position_at timestamptz,
    rating_sum integer NOT NULL DEFAULT 0,
    rating_count integer NOT NULL DEFAULT 0,
    total_jobs integer NOT NULL DEFAULT 0,
    measured_response_seconds_sum double precision NOT NULL DEFAULT 0,
    measured_response_count integer NOT NULL DEFAULT 0,
    created_at timestamptz,
    updated_at timestamptz NOT NULL
  )`,
  // The map asks for online providers in a box around the user.
  `CREATE INDEX IF NOT EXISTS provider_directory_online_position
     ON provider_directory (latitude, longitude) WHERE online`,
  // Accepted jobs not yet started: where accept→start is measured from. Rows leave when the job starts or ends.
  `CREATE TABLE IF NOT EXISTS provider_directory_open_job (
    request_id text PRIMARY KEY,
    provider_id text NOT NULL,
    accepted_at timestamptz NOT NULL
  )`,
  streamRevisionDdl(PROVIDER_DIRECTORY),
];
