import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const CAPTAIN_ONBOARDING = "captain_onboarding";

/**
 * Captain onboarding (issue 19): per captain the business profile and the inputs of their status,
 * every paper they uploaded with its state, and their history of reviews. The status itself is not
 * stored: queries compute it with the domain's `captainStatus` on today's UAE date, so a paper that
 * lapses at midnight shows as lapsed without any event.
 */
export const CAPTAIN_ONBOARDING_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS captain_onboarding (
    provider_id text PRIMARY KEY,
    -- The CaptainProfile (tradeName, tradeLicenceNumber, ...); null until completed.
    profile jsonb,
    approved boolean NOT NULL DEFAULT false,
    under_review boolean NOT NULL DEFAULT false,
    -- The waiting submission's time, while under review.
    submitted_at timestamptz,
    rejection_reason text,
    updated_at timestamptz NOT NULL
  )`,
  // The admins' queue: waiting submissions, oldest first.
  `CREATE INDEX IF NOT EXISTS captain_onboarding_queue
     ON captain_onboarding (submitted_at, provider_id) WHERE under_review`,
  `CREATE TABLE IF NOT EXISTS captain_onboarding_document (
    id text PRIMARY KEY,
    provider_id text NOT NULL,
    kind text NOT NULL,
    -- The first UAE day the paper is no longer valid.
    expires_on date NOT NULL,
    file_name text NOT NULL,
    content_type text NOT NULL,
    size_bytes integer NOT NULL,
    storage_path text NOT NULL,
    uploaded_at timestamptz NOT NULL,
    -- PENDING (awaiting review), APPROVED (the one that counts for its kind), SUPERSEDED, EXPIRED.
    state text NOT NULL,
    warned boolean NOT NULL DEFAULT false,
    -- Upload order within the captain's stream (times of two uploads may be equal).
    revision bigint NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS captain_onboarding_document_by_provider
     ON captain_onboarding_document (provider_id, revision)`,
  `CREATE TABLE IF NOT EXISTS captain_onboarding_review (
    provider_id text NOT NULL,
    revision bigint NOT NULL,
    at timestamptz NOT NULL,
    -- SUBMITTED, APPROVED, REJECTED, EXPIRY_WARNED, DOCUMENT_EXPIRED, PROFILE_CHANGED
    step text NOT NULL,
    actor_id text,
    actor_role text,
    reason text,
    PRIMARY KEY (provider_id, revision)
  )`,
  streamRevisionDdl(CAPTAIN_ONBOARDING),
];
