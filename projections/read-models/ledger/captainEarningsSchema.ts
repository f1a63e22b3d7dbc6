import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const CAPTAIN_EARNINGS = "captain_earnings";

/*
 * A captain's side of each tax invoice and credit note (issue 20): one row per document. A credit
 * note's amounts are negative, so a job's rows sum to what it finally earned. Commission is the
 * platform's share of the net (commissionOn, as the ledger posts it); earnings = net − commission.
 */
export const CAPTAIN_EARNINGS_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS captain_earnings (
    document_number text PRIMARY KEY,
    kind text NOT NULL,
    request_id text NOT NULL,
    provider_id text NOT NULL,
    invoice_number text NOT NULL,
    service_type text NOT NULL,
    payment_method text NOT NULL,
    supply_date timestamptz NOT NULL,
    supply_day date NOT NULL,
    gross_fils bigint NOT NULL,
    vat_fils bigint NOT NULL,
    net_fils bigint NOT NULL,
    commission_fils bigint NOT NULL,
    earnings_fils bigint NOT NULL,
    issued_at timestamptz NOT NULL
  )`,
  streamRevisionDdl(CAPTAIN_EARNINGS),
];

export const CAPTAIN_EARNINGS_INDEXES: readonly string[] = [
  "CREATE INDEX IF NOT EXISTS captain_earnings_by_provider ON captain_earnings (provider_id, supply_day)",
];
