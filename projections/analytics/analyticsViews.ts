import type { Sql } from "../../domain/ports/sql";
import { ANALYTICS_SCHEMA } from "../access/redactedAuditView";
import { READ_MODEL_SCHEMA } from "../projection";
import { ADVISORY_LOCK_NAMESPACE } from "../runner/advisoryLockKeys";
import { META_SCHEMA } from "../runner/projectionMeta";

/**
 * The analysts' star schema (issue 26, docs/analytics.md): plain views over the read models in
 * `rm`, so they are never stale and cost nothing to keep. Analysts get SELECT on these views only;
 * a view runs with its owner's rights (the read models' owner), so the analyst needs no grant on rm.
 *
 * A view records a dependency on every table it reads, and PostgreSQL refuses to DROP such a
 * table: a rebuild's swap (swapShadowTables.ts) and a fresh start (projectionWorker.ts) drop read
 * model tables. So the runner drops these views first and creates them again afterwards, in the
 * same transaction (withAnalyticsViewsDropped): readers see the old views until the commit and the
 * new ones after it, never none. A view whose read models do not exist yet (a fresh database, where
 * projections create their tables one by one) is left out until the last of them appears.
 */

/** Personal data is never selected; what looks like it in free text is masked (cancel reasons). */
const MASK_CONTACTS = (expression: string) =>
  `regexp_replace(regexp_replace(${expression}, '[^[:space:]@]+@[^[:space:]@]+', '[email]', 'g'), '\\+?[0-9][0-9 ()-]{5,}[0-9]', '[number]', 'g')`;

/** UAE calendar day and hour of an instant (Asia/Dubai, UTC+4, no daylight saving). */
const dubaiDate = (t: string) => `((${t}) AT TIME ZONE 'Asia/Dubai')::date`;
const dubaiHour = (t: string) => `extract(hour FROM (${t}) AT TIME ZONE 'Asia/Dubai')::int`;
const seconds = (from: string, to: string) => `extract(epoch FROM (${to}) - (${from}))::bigint`;

/**
 * A customer's pseudonym: the first 16 bytes (hex) of SHA-256 over a secret key and the account id.
 * The key (rm_meta.analytics_pseudonym_key, 32 random bytes made once per database) is never granted
 * to analysts, so a pseudonym cannot be turned back into an id by hashing candidate ids (UUIDv7 ids
 * are partly guessable: they start with their time). Stable across rebuilds; deleting the key row
 * gives every customer a new pseudonym at the next start.
 */
export const PSEUDONYM_KEY_TABLE = `${META_SCHEMA}.analytics_pseudonym_key`;
const pseudonym = (id: string) =>
  `CASE WHEN ${id} IS NULL THEN NULL ELSE encode(substr(sha256((SELECT key FROM ${PSEUDONYM_KEY_TABLE} WHERE id = 1) || convert_to(${id}, 'UTF8')), 1, 16), 'hex') END`;

const rm = (table: string) => `${READ_MODEL_SCHEMA}.${table}`;

export interface AnalyticsView {
  name: string;
  /** Read-model tables (unqualified, schema rm) it reads: it is created once all of them exist. */
  sources: readonly string[];
  select: string;
}

export const ANALYTICS_VIEWS: readonly AnalyticsView[] = [
  {
    name: "dim_date",
    sources: [],
    // Generated rather than stored: 2020 (before the first booking) to a year ahead, about 3,000 rows.
    select: `
      SELECT d::date AS date, extract(year FROM d)::int AS year, extract(quarter FROM d)::int AS quarter,
             extract(month FROM d)::int AS month, to_char(d, 'FMMonth') AS month_name,
             extract(day FROM d)::int AS day_of_month, extract(isodow FROM d)::int AS iso_day_of_week,
             to_char(d, 'FMDay') AS day_name, date_trunc('week', d)::date AS week_start,
             extract(isoyear FROM d)::int AS iso_year, extract(week FROM d)::int AS iso_week,
             date_trunc('month', d)::date AS month_start,
             -- The UAE weekend since 2022: Saturday and Sunday (Friday is a half working day).
             extract(isodow FROM d) IN (6, 7) AS is_weekend,
             extract(isodow FROM d) = 5 AS is_friday
        FROM generate_series(DATE '2020-01-01', (now() AT TIME ZONE 'Asia/Dubai')::date + 366, INTERVAL '1 day') AS d`,
  },
  {
    name: "dim_hour",
    sources: [],
    select: `
      SELECT h AS hour, lpad(h::text, 2, '0') || ':00' AS label,
             CASE WHEN h < 6 THEN 'night' WHEN h < 12 THEN 'morning' WHEN h < 17 THEN 'afternoon'
                  WHEN h < 21 THEN 'evening' ELSE 'night' END AS part_of_day
        FROM generate_series(0, 23) AS h`,
  },
  {
    name: "dim_emirate",
    sources: [],
    select: `
      SELECT * FROM (VALUES
        ('Abu Dhabi', 'AD', 'Abu Dhabi', 1), ('Dubai', 'DXB', 'Dubai', 2), ('Sharjah', 'SHJ', 'Sharjah', 3),
        ('Ajman', 'AJM', 'Ajman', 4), ('Umm Al Quwain', 'UAQ', 'UQ', 5), ('Ras Al Khaimah', 'RAK', 'RAK', 6),
        ('Fujairah', 'FUJ', 'Fujairah', 7)
      ) AS e(emirate, code, admin_label, sort_order)`,
  },
  {
    name: "dim_service_type",
    sources: [],
    select: `
      SELECT * FROM (VALUES
        ('towing', 'Towing', true), ('jump-start', 'Jump start', false),
        ('tire-change', 'Tire change', false), ('fuel-delivery', 'Fuel delivery', false)
      ) AS s(service_type, label, needs_tow_truck)`,
  },
  {
    name: "dim_captain",
    sources: ["provider_directory", "accounts"],
    // No name, phone, email, Emirates ID, address or position: a captain is an id with facts.
    select: `
      SELECT p.provider_id AS captain_id, a.city AS home_emirate, p.services, p.approved, p.suspended,
             p.online AS online_now, p.created_at AS joined_at, ${dubaiDate("p.created_at")} AS joined_date,
             p.response_time_minutes AS declared_response_minutes, p.total_jobs AS completed_jobs,
             p.rating_count, CASE WHEN p.rating_count > 0 THEN round(p.rating_sum::numeric / p.rating_count, 2) END AS rating_avg
        FROM ${rm("provider_directory")} p
        LEFT JOIN ${rm("accounts")} a ON a.id = p.provider_id`,
  },
  {
    name: "dim_customer",
    sources: ["accounts"],
    select: `
      SELECT ${pseudonym("a.id")} AS customer_key, a.city AS home_emirate,
             a.created_at AS signed_up_at, ${dubaiDate("a.created_at")} AS signed_up_date
        FROM ${rm("accounts")} a
       WHERE a.user_type = 'customer'`,
  },
  {
    name: "fact_requests",
    sources: ["request_history", "provider_dashboard_row"],
    select: `
      SELECT r.id AS request_id, ${pseudonym("r.customer_id")} AS customer_key,
             CASE WHEN r.accepted_at IS NOT NULL THEN r.provider_id END AS captain_id,
             r.service_type, r.pickup_emirate AS emirate, r.status, r.priority, r.payment_method,
             r.vehicle_type, r.fuel_type, r.scheduled_at IS NOT NULL AS scheduled, r.scheduled_at,
             r.created_at AS requested_at, ${dubaiDate("r.created_at")} AS requested_date,
             ${dubaiHour("r.created_at")} AS requested_hour,
             o.first_offered_at, o.offers AS offers_made, o.declined AS offers_declined,
             r.accepted_at, r.started_at, r.completed_at, r.cancelled_at, r.unassigned_at,
             ${dubaiDate("r.completed_at")} AS completed_date,
             r.cancelled_by_role, ${MASK_CONTACTS("r.cancel_reason")} AS cancel_reason,
             r.cancelled_at IS NOT NULL AND r.accepted_at IS NOT NULL AS cancelled_after_accept,
             ${seconds("r.created_at", "o.first_offered_at")} AS seconds_to_first_offer,
             ${seconds("r.created_at", "r.accepted_at")} AS seconds_to_accept,
             ${seconds("r.accepted_at", "r.started_at")} AS seconds_accept_to_start,
             ${seconds("r.started_at", "r.completed_at")} AS seconds_on_site,
             ${seconds("r.created_at", "r.completed_at")} AS seconds_to_complete,
             ${seconds("r.created_at", "r.cancelled_at")} AS seconds_to_cancel,
             r.estimated_price AS estimated_price_aed, r.final_price AS final_price_aed,
             r.customer_rating AS rating_by_customer, r.provider_rating AS rating_by_captain
        FROM ${rm("request_history")} r
        LEFT JOIN LATERAL (
          SELECT min(d.offered_at) AS first_offered_at, count(*)::int AS offers,
                 count(*) FILTER (WHERE d.status = 'declined')::int AS declined
            FROM ${rm("provider_dashboard_row")} d WHERE d.request_id = r.id
        ) o ON true`,
  },
  {
    name: "fact_offers",
    sources: ["provider_dashboard_row", "request_history"],
    select: `
      SELECT d.request_id, d.provider_id AS captain_id, d.service_type, r.pickup_emirate AS emirate,
             CASE WHEN d.status IN ('accepted', 'in-progress', 'completed', 'cancelled') THEN 'accepted'
                  WHEN d.status = 'withdrawn' AND d.withdraw_reason = 'expired' THEN 'expired'
                  ELSE d.status END AS outcome,
             d.status AS job_status, d.withdraw_reason, d.priority,
             d.offered_at, ${dubaiDate("d.offered_at")} AS offered_date, ${dubaiHour("d.offered_at")} AS offered_hour,
             coalesce(d.accepted_at, CASE WHEN d.status IN ('declined', 'withdrawn') THEN d.closed_at END) AS answered_at,
             ${seconds("d.offered_at", "coalesce(d.accepted_at, CASE WHEN d.status IN ('declined', 'withdrawn') THEN d.closed_at END)")} AS seconds_to_answer,
             d.accepted_at, d.started_at, d.completed_at,
             ${seconds("d.accepted_at", "d.started_at")} AS seconds_accept_to_start,
             ${seconds("d.started_at", "d.completed_at")} AS seconds_on_site,
             d.distance_km, d.estimated_arrival_minutes
        FROM ${rm("provider_dashboard_row")} d
        LEFT JOIN ${rm("request_history")} r ON r.id = d.request_id`,
  },
  {
    name: "fact_payments",
    sources: ["money_requests", "request_history"],
    // Card holds come from money_requests.payments; a cash job's collection is one row more.
    // Card last four digits are left out: with a date and an amount they single a person out.
    select: `
      SELECT p->>'paymentId' AS payment_id, m.request_id, ${pseudonym("m.customer_id")} AS customer_key,
             m.provider_id AS captain_id, m.service_type, r.pickup_emirate AS emirate,
             coalesce(m.payment_method, 'card') AS method, p->>'purpose' AS purpose, p->>'status' AS status,
             (p->>'amountFils')::bigint AS authorized_fils, coalesce((p->>'capturedFils')::bigint, 0) AS captured_fils,
             coalesce((p->>'refundedFils')::bigint, 0) AS refunded_fils, p->>'cardBrand' AS card_brand,
             (p->>'authorizedAt')::timestamptz AS authorized_at, (p->>'capturedAt')::timestamptz AS captured_at,
             ${dubaiDate("coalesce((p->>'capturedAt')::timestamptz, (p->>'authorizedAt')::timestamptz)")} AS payment_date
        FROM ${rm("money_requests")} m
        CROSS JOIN LATERAL jsonb_array_elements(coalesce(m.payments, '[]'::jsonb)) AS p
        LEFT JOIN ${rm("request_history")} r ON r.id = m.request_id
      UNION ALL
      SELECT m.request_id || ':cash', m.request_id, ${pseudonym("m.customer_id")}, m.provider_id, m.service_type,
             r.pickup_emirate, 'cash', 'booking', 'collected', m.cash_collected_fils, m.cash_collected_fils, 0::bigint,
             NULL, NULL, coalesce(m.completed_at, m.updated_at), ${dubaiDate("coalesce(m.completed_at, m.updated_at)")}
        FROM ${rm("money_requests")} m
        LEFT JOIN ${rm("request_history")} r ON r.id = m.request_id
       WHERE m.cash_collected_fils IS NOT NULL`,
  },
  {
    name: "fact_ledger_lines",
    sources: ["ledger_lines", "ledger_transactions", "request_history"],
    select: `
      SELECT l.transaction_id, l.line_no, l.account, l.amount_fils, l.kind, l.request_id,
             CASE WHEN l.account IN ('captain-payable', 'cash-held-by-captains') THEN l.party_id END AS captain_id,
             t.payout_run_id, t.occurred_at, l.day AS date, date_trunc('week', l.day)::date AS week_start,
             r.service_type, r.pickup_emirate AS emirate
        FROM ${rm("ledger_lines")} l
        JOIN ${rm("ledger_transactions")} t ON t.transaction_id = l.transaction_id
        LEFT JOIN ${rm("request_history")} r ON r.id = l.request_id`,
  },
  {
    name: "fact_reviews",
    sources: ["reviews", "request_history"],
    // The comment itself is free text (it may name or describe people): only whether there is one.
    select: `
      SELECT v.id AS review_id, v.request_id, v.service_type, r.pickup_emirate AS emirate, v.reviewer_role,
             CASE WHEN v.reviewer_role = 'customer' THEN v.reviewee_id ELSE v.reviewer_id END AS captain_id,
             ${pseudonym("CASE WHEN v.reviewer_role = 'customer' THEN v.reviewer_id ELSE v.reviewee_id END")} AS customer_key,
             v.rating, coalesce(v.comment, '') <> '' AS has_comment,
             v.created_at AS reviewed_at, ${dubaiDate("v.created_at")} AS reviewed_date,
             ${seconds("r.completed_at", "v.created_at")} AS seconds_after_completion
        FROM ${rm("reviews")} v
        LEFT JOIN ${rm("request_history")} r ON r.id = v.request_id`,
  },
];

/** Serialises view (re)creation between projections preparing or swapping at the same time. */
const LOCK = `SELECT pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE.analyticsViews}, 0)`;

/**
 * Held until the caller's transaction ends: while it is held no runner drops or creates the views.
 * Granting on "all tables in schema analytics" meanwhile would fail with "tuple concurrently deleted".
 */
export async function lockAnalyticsViews(tx: Sql): Promise<void> {
  await tx.query(LOCK);
}

/** Drops the views (in the caller's transaction) so read-model tables may be dropped; see the header. */
export async function dropAnalyticsViews(tx: Sql): Promise<void> {
  await tx.query(LOCK);
  await tx.query(
    `DROP VIEW IF EXISTS ${ANALYTICS_VIEWS.map((v) => `${ANALYTICS_SCHEMA}.${v.name}`).join(", ")}`,
  );
}

/**
 * Creates every view whose read models exist, as they are defined in this build (so a deploy
 * brings the views up to date with the code, like the projections' own migrations). Returns the
 * names created. Grants come from the analytics schema's default privileges (analystRole.ts).
 */
export async function createAnalyticsViews(tx: Sql): Promise<string[]> {
  await tx.query(LOCK);
  await tx.query(`CREATE SCHEMA IF NOT EXISTS ${ANALYTICS_SCHEMA}`);
  await tx.query(`CREATE SCHEMA IF NOT EXISTS ${META_SCHEMA}`);
  await tx.query(
    `CREATE TABLE IF NOT EXISTS ${PSEUDONYM_KEY_TABLE} (id int PRIMARY KEY CHECK (id = 1), key bytea NOT NULL)`,
  );
  // Two random UUIDs' worth of bytes (244 random bits), hashed to 32: gen_random_uuid is built in,
  // where gen_random_bytes would need pgcrypto (not loaded in PGlite).
  await tx.query(
    `INSERT INTO ${PSEUDONYM_KEY_TABLE} (id, key)
     VALUES (1, sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')))
     ON CONFLICT (id) DO NOTHING`,
  );
  const { rows } = await tx.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = $1",
    [READ_MODEL_SCHEMA],
  );
  const present = new Set(rows.map((r) => r.table_name));
  const created: string[] = [];
  for (const view of ANALYTICS_VIEWS) {
    if (!view.sources.every((s) => present.has(s))) continue;
    await tx.query(`CREATE OR REPLACE VIEW ${ANALYTICS_SCHEMA}.${view.name} AS ${view.select}`);
    created.push(view.name);
  }
  return created;
}

/**
 * Runs `change` (which may drop and create read-model tables) with the analytics views out of the
 * way, then puts them back, all in the caller's transaction.
 */
export async function withAnalyticsViewsDropped<T>(tx: Sql, change: () => Promise<T>): Promise<T> {
  await dropAnalyticsViews(tx);
  const result = await change();
  await createAnalyticsViews(tx);
  return result;
}
