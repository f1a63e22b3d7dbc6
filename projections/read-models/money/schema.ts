import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const MONEY = "money";

/*
 * A request's money as its people see it (issue 20), and the tax invoices and credit notes issued.
 * Amounts are whole fils; json columns hold the folded lists (see docs/read-models.md for their fields).
 */
export const MONEY_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS money_requests (
    request_id text PRIMARY KEY,
    customer_id text NOT NULL,
    provider_id text,
    service_type text NOT NULL,
    payment_method text,
    request_status text NOT NULL,
    captain_accepted boolean NOT NULL,
    quote jsonb NOT NULL,
    declined_attempts integer NOT NULL,
    payments jsonb NOT NULL,
    extras jsonb NOT NULL,
    refunds jsonb NOT NULL,
    cancellation_fee jsonb,
    cash_collected_fils bigint,
    invoice_number text,
    completed_at timestamptz,
    cancelled_at timestamptz,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS money_documents (
    number text PRIMARY KEY,
    kind text NOT NULL,
    request_id text NOT NULL,
    refund_id text,
    customer_id text NOT NULL,
    provider_id text NOT NULL,
    issued_at timestamptz NOT NULL,
    data jsonb NOT NULL
  )`,
  streamRevisionDdl(MONEY),
];

export const MONEY_TABLES = ["money_requests", "money_documents"] as const;

export const MONEY_INDEXES: readonly string[] = [
  "CREATE INDEX IF NOT EXISTS money_documents_by_request ON money_documents (request_id, issued_at)",
];
