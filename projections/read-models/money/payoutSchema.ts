import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const PAYOUT = "payout";

/** Captains' payout accounts and the admins' weekly payout runs (issue 20). */
export const PAYOUT_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS payout_accounts (
    provider_id text PRIMARY KEY,
    iban text NOT NULL,
    account_name text NOT NULL,
    set_at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS payout_runs (
    run_id text PRIMARY KEY,
    week_start date NOT NULL,
    week_end date NOT NULL,
    status text NOT NULL,
    lines jsonb NOT NULL,
    total_transfer_fils bigint NOT NULL,
    prepared_by text NOT NULL,
    prepared_at timestamptz NOT NULL,
    paid_by text,
    paid_at timestamptz,
    bank_reference text
  )`,
  streamRevisionDdl(PAYOUT),
];

export const PAYOUT_TABLES = ["payout_accounts", "payout_runs"] as const;
