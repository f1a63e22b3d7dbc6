import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const LEDGER = "ledger";

/*
 * The double-entry ledger (issue 20): what postingsOf makes of each money event, stored as it is.
 * Amounts are whole fils, debit positive and credit negative, so every transaction's lines and the
 * whole table sum to zero. Days are UAE (Asia/Dubai) dates of the transaction's time.
 */
export const LEDGER_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS ledger_transactions (
    transaction_id text PRIMARY KEY,
    kind text NOT NULL,
    request_id text,
    payout_run_id text,
    occurred_at timestamptz NOT NULL,
    day date NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS ledger_lines (
    transaction_id text NOT NULL,
    line_no integer NOT NULL,
    account text NOT NULL,
    party_id text,
    amount_fils bigint NOT NULL,
    -- Copied from the transaction: reports filter and group lines by them without a join.
    kind text NOT NULL,
    request_id text,
    day date NOT NULL,
    PRIMARY KEY (transaction_id, line_no)
  )`,
  // A payout run's lines as prepared: PayoutRunPaid posts them, and carries only the run's id.
  `CREATE TABLE IF NOT EXISTS ledger_payout_runs (
    run_id text PRIMARY KEY,
    lines jsonb NOT NULL
  )`,
  streamRevisionDdl(LEDGER),
];

export const LEDGER_TABLES = ["ledger_transactions", "ledger_lines", "ledger_payout_runs"] as const;

/** Only the queries read by these: built once a replay has caught up. */
export const LEDGER_INDEXES: readonly string[] = [
  "CREATE INDEX IF NOT EXISTS ledger_lines_by_party ON ledger_lines (party_id, account, day) WHERE party_id IS NOT NULL",
  "CREATE INDEX IF NOT EXISTS ledger_lines_by_day ON ledger_lines (day, account)",
  "CREATE INDEX IF NOT EXISTS ledger_lines_by_request ON ledger_lines (request_id) WHERE request_id IS NOT NULL",
];
