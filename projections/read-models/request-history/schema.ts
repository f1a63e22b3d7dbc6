import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const REQUEST_HISTORY = "request_history";
export const REQUEST_HISTORY_VERSIONS = "request_history_versions";

/**
 * One row per service request with every field of spec §3 "Service request". Naming follows the
 * spec: `customer_rating`/`customer_review` are what the customer gave (spec §4 Review button),
 * `provider_rating`/`provider_review` what the provider gave.
 */
export const REQUEST_HISTORY_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS request_history (
    id text PRIMARY KEY,
    customer_id text NOT NULL,
    provider_id text,
    service_type text NOT NULL,
    status text NOT NULL,
    priority text NOT NULL,
    payment_method text NOT NULL,
    pickup_location text NOT NULL,
    pickup_latitude double precision NOT NULL,
    pickup_longitude double precision NOT NULL,
    pickup_emirate text NOT NULL,
    destination text,
    destination_latitude double precision,
    destination_longitude double precision,
    vehicle_id text,
    vehicle_make text NOT NULL,
    vehicle_model text NOT NULL,
    vehicle_year integer,
    vehicle_color text,
    license_plate text,
    vehicle_type text,
    fuel_type text,
    description text,
    estimated_price numeric(12, 2) NOT NULL,
    final_price numeric(12, 2),
    towing_equipment_id text,
    offered_to text[] NOT NULL DEFAULT '{}',
    scheduled_at timestamptz,
    created_at timestamptz NOT NULL,
    accepted_at timestamptz,
    started_at timestamptz,
    completed_at timestamptz,
    cancelled_at timestamptz,
    cancelled_by text,
    cancelled_by_role text,
    cancel_reason text,
    unassigned_at timestamptz,
    customer_rating smallint,
    customer_review text,
    customer_reviewed_at timestamptz,
    provider_rating smallint,
    provider_review text,
    provider_reviewed_at timestamptz,
    updated_at timestamptz NOT NULL
  )`,
  streamRevisionDdl(REQUEST_HISTORY),
  /*
   * Per customer, a label of the state of their rows: written in the same transaction as the rows,
   * so a reader that holds a copy of a customer's history (the REST facade's response cache) can
   * tell with one indexed lookup whether the copy is still the current state. The label is
   * "<projection version>:<position of the last event that changed one of the customer's rows>":
   * deterministic (a rebuild writes the same labels, and checksums compare), and a new mapping
   * (a version bump) never reuses an old label.
   */
  `CREATE TABLE IF NOT EXISTS request_history_versions (
    customer_id text PRIMARY KEY,
    version text NOT NULL
  )`,
];

/** Only the queries read by these: built once a replay has caught up (Projection.indexes). */
export const REQUEST_HISTORY_INDEXES: readonly string[] = [
  // History screens list newest first; (created_at, id) is also the keyset of the paged queries.
  `CREATE INDEX IF NOT EXISTS request_history_by_customer
     ON request_history (customer_id, created_at DESC, id DESC)`,
  `CREATE INDEX IF NOT EXISTS request_history_by_provider
     ON request_history (provider_id, created_at DESC, id DESC) WHERE provider_id IS NOT NULL`,
];
