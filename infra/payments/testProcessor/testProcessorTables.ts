import type { Sql } from "../../../domain/ports/sql";
import { ADVISORY_LOCK_NAMESPACE } from "../../../projections/runner/advisoryLockKeys";

/**
 * The embedded test processor's own books, in schema `payments_test`: what a real processor keeps on
 * its side (never a read model: no replay can rebuild it, as none could rebuild Stripe's). `payments`
 * holds each hold with its card and amounts, `refunds` each refund, `idempotency_keys` the first
 * answer to each key with the parameters it came with.
 */
const DDL: readonly string[] = [
  "CREATE SCHEMA IF NOT EXISTS payments_test",
  `CREATE TABLE IF NOT EXISTS payments_test.payments (
    payment_id text PRIMARY KEY,
    request_id text NOT NULL,
    customer_id text NOT NULL,
    card_token text NOT NULL,
    card_brand text NOT NULL,
    card_last4 text NOT NULL,
    amount_fils bigint NOT NULL CHECK (amount_fils > 0),
    status text NOT NULL CHECK (status IN ('requires-action', 'authorized', 'captured', 'voided', 'failed')),
    decline_reason text,
    captured_fils bigint NOT NULL DEFAULT 0 CHECK (captured_fils >= 0 AND captured_fils <= amount_fils),
    refunded_fils bigint NOT NULL DEFAULT 0 CHECK (refunded_fils >= 0 AND refunded_fils <= captured_fils),
    previous_payment_id text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE IF NOT EXISTS payments_test.refunds (
    refund_id text PRIMARY KEY,
    payment_id text NOT NULL REFERENCES payments_test.payments (payment_id),
    amount_fils bigint NOT NULL CHECK (amount_fils > 0),
    reason text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE IF NOT EXISTS payments_test.idempotency_keys (
    key text PRIMARY KEY,
    operation text NOT NULL,
    params text NOT NULL,
    result text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

/** Idempotent; nodes starting together queue on a lock (concurrent CREATE … IF NOT EXISTS collide). */
export async function ensureTestProcessorTables(sql: Sql): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1, hashtext('payments_test'))", [
      ADVISORY_LOCK_NAMESPACE.metaDdl,
    ]);
    for (const statement of DDL) await tx.query(statement);
  });
}
