import { LEDGER_ACCOUNTS } from "../../../domain/ledger/accounts";
import type { Sql } from "../../../domain/ports/sql";
import { addDays, uaeWallClock } from "../../../domain/rules/uaeTime";
import { isoTime, type SqlTimestamp } from "../shared/rowValues";
import { checkedDay } from "../shared/uaeDays";

/*
 * Money figures read from the ledger (every amount a screen shows is explained by its lines).
 * A captain's balance is what the platform owes them: captain payable (a credit, shown positive)
 * less the cash from cash jobs they still hold. All amounts whole fils; days are UAE dates, inclusive.
 */

export interface CaptainBalanceRow {
  providerId: string;
  payableFils: number;
  cashHeldFils: number;
}

/** Per job (request): its invoice's figures with its credit notes taken off. */
export interface EarningLineRow {
  requestId: string;
  serviceType: string;
  paymentMethod: string;
  /** The invoice's date of supply. */
  supplyDate: string;
  grossFils: number;
  vatFils: number;
  netFils: number;
  commissionFils: number;
  /** net − commission: what the job finally earned the captain. */
  earningsFils: number;
  /** Gross given back to the customer by credit notes (already taken off the figures above). */
  creditedFils: number;
}

export interface WeeklyStatementRow {
  /** Monday, UAE date. */
  weekStart: string;
  /** Sunday. */
  weekEnd: string;
  /** Invoices supplied in the week. */
  jobs: number;
  grossFils: number;
  commissionFils: number;
  earningsFils: number;
  cashCollectedFils: number;
  paidOutFils: number;
  /** Payable less cash held at the end of the week's Sunday. */
  closingBalanceFils: number;
}

export interface LedgerSummaryRow {
  from: string;
  to: string;
  /** Invoiced less credited, VAT included. */
  grossBilledFils: number;
  netBilledFils: number;
  vatFils: number;
  platformRevenueFils: number;
  capturedFils: number;
  refundedFils: number;
  cashCollectedFils: number;
  /** Every account's balance at the end of `to` (debit positive). */
  balances: { account: string; balanceFils: number }[];
  /** The sum of those balances: 0 unless the ledger is broken. */
  trialBalanceFils: number;
}

const num = (value: number | string | null | undefined): number => Number(value ?? 0);

/** Balances of every captain with ledger lines, by day `asOf` (inclusive) or all time. */
export async function captainBalances(
  sql: Sql,
  { asOf }: { asOf?: string } = {},
): Promise<CaptainBalanceRow[]> {
  const day = asOf === undefined ? null : checkedDay("asOf", asOf);
  const { rows } = await sql.query<{ party_id: string; payable: number; cash_held: number }>(
    `SELECT party_id,
            COALESCE(-SUM(amount_fils) FILTER (WHERE account = 'captain-payable'), 0)::float8 AS payable,
            COALESCE(SUM(amount_fils) FILTER (WHERE account = 'cash-held-by-captains'), 0)::float8 AS cash_held
       FROM rm.ledger_lines
      WHERE account IN ('captain-payable', 'cash-held-by-captains') AND party_id IS NOT NULL
        AND ($1::date IS NULL OR day <= $1::date)
      GROUP BY party_id ORDER BY party_id`,
    [day],
  );
  return rows.map((row) => ({
    providerId: row.party_id,
    payableFils: num(row.payable),
    cashHeldFils: num(row.cash_held),
  }));
}

export async function captainBalance(
  sql: Sql,
  providerId: string,
): Promise<{ payableFils: number; cashHeldFils: number }> {
  const { rows } = await sql.query<{ payable: number; cash_held: number }>(
    `SELECT COALESCE(-SUM(amount_fils) FILTER (WHERE account = 'captain-payable'), 0)::float8 AS payable,
            COALESCE(SUM(amount_fils) FILTER (WHERE account = 'cash-held-by-captains'), 0)::float8 AS cash_held
       FROM rm.ledger_lines WHERE party_id = $1 AND account IN ('captain-payable', 'cash-held-by-captains')`,
    [providerId],
  );
  return { payableFils: num(rows[0]?.payable), cashHeldFils: num(rows[0]?.cash_held) };
}

/** The captain's jobs, newest supply first. */
export async function earningLines(
  sql: Sql,
  providerId: string,
  { limit }: { limit: number },
): Promise<EarningLineRow[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    throw new RangeError(`limit must be 1 to 500, got ${limit}`);
  const { rows } = await sql.query<{
    request_id: string;
    service_type: string;
    payment_method: string;
    supply_date: SqlTimestamp;
    gross: number;
    vat: number;
    net: number;
    commission: number;
    earnings: number;
    credited: number;
  }>(
    `SELECT i.request_id, i.service_type, i.payment_method, i.supply_date,
            SUM(e.gross_fils)::float8 AS gross, SUM(e.vat_fils)::float8 AS vat, SUM(e.net_fils)::float8 AS net,
            SUM(e.commission_fils)::float8 AS commission, SUM(e.earnings_fils)::float8 AS earnings,
            COALESCE(-SUM(e.gross_fils) FILTER (WHERE e.kind = 'credit-note'), 0)::float8 AS credited
       FROM rm.captain_earnings i
       JOIN rm.captain_earnings e ON e.invoice_number = i.document_number AND e.provider_id = i.provider_id
      WHERE i.provider_id = $1 AND i.kind = 'tax-invoice'
      GROUP BY i.request_id, i.service_type, i.payment_method, i.supply_date, i.document_number
      ORDER BY i.supply_date DESC, i.document_number DESC
      LIMIT $2`,
    [providerId, limit],
  );
  return rows.map((row) => ({
    requestId: row.request_id,
    serviceType: row.service_type,
    paymentMethod: row.payment_method,
    supplyDate: isoTime(row.supply_date),
    grossFils: num(row.gross),
    vatFils: num(row.vat),
    netFils: num(row.net),
    commissionFils: num(row.commission),
    earningsFils: num(row.earnings),
    creditedFils: num(row.credited),
  }));
}

/** The Monday of the UAE week that contains `day`. */
export function weekStartOf(day: string): string {
  const weekday = uaeWallClock(new Date(`${checkedDay("day", day)}T12:00:00+04:00`)).weekday;
  return addDays(day, -((weekday + 6) % 7));
}

/** The last `weeks` UAE weeks (Monday–Sunday) up to the one containing `today`, newest first. */
export async function weeklyStatements(
  sql: Sql,
  providerId: string,
  { weeks, today }: { weeks: number; today: string },
): Promise<WeeklyStatementRow[]> {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 104)
    throw new RangeError(`weeks must be 1 to 104, got ${weeks}`);
  const thisWeek = weekStartOf(checkedDay("today", today));
  const starts = Array.from({ length: weeks }, (_, i) => addDays(thisWeek, -7 * i));
  const { rows } = await sql.query<{
    week_start: string;
    jobs: number;
    gross: number;
    commission: number;
    earnings: number;
    cash_collected: number;
    paid_out: number;
    closing: number;
  }>(
    `WITH w AS (SELECT s::date AS week_start, (s::date + 6) AS week_end FROM unnest($2::date[]) AS s)
     SELECT w.week_start::text AS week_start,
       (SELECT COUNT(*) FILTER (WHERE kind = 'tax-invoice') FROM rm.captain_earnings e
         WHERE e.provider_id = $1 AND e.supply_day BETWEEN w.week_start AND w.week_end)::int AS jobs,
       (SELECT COALESCE(SUM(gross_fils), 0) FROM rm.captain_earnings e
         WHERE e.provider_id = $1 AND e.supply_day BETWEEN w.week_start AND w.week_end)::float8 AS gross,
       (SELECT COALESCE(SUM(commission_fils), 0) FROM rm.captain_earnings e
         WHERE e.provider_id = $1 AND e.supply_day BETWEEN w.week_start AND w.week_end)::float8 AS commission,
       (SELECT COALESCE(SUM(earnings_fils), 0) FROM rm.captain_earnings e
         WHERE e.provider_id = $1 AND e.supply_day BETWEEN w.week_start AND w.week_end)::float8 AS earnings,
       (SELECT COALESCE(SUM(amount_fils), 0) FROM rm.ledger_lines l
         WHERE l.party_id = $1 AND l.kind = 'cash-collected' AND l.account = 'cash-held-by-captains'
           AND l.day BETWEEN w.week_start AND w.week_end)::float8 AS cash_collected,
       (SELECT COALESCE(SUM(amount_fils), 0) FROM rm.ledger_lines l
         WHERE l.party_id = $1 AND l.kind = 'payout' AND l.day BETWEEN w.week_start AND w.week_end)::float8 AS paid_out,
       (SELECT COALESCE(-SUM(amount_fils), 0) FROM rm.ledger_lines l
         WHERE l.party_id = $1 AND l.account IN ('captain-payable', 'cash-held-by-captains')
           AND l.day <= w.week_end)::float8 AS closing
       FROM w ORDER BY w.week_start DESC`,
    [providerId, starts],
  );
  return rows.map((row) => ({
    weekStart: row.week_start,
    weekEnd: addDays(row.week_start, 6),
    jobs: num(row.jobs),
    grossFils: num(row.gross),
    commissionFils: num(row.commission),
    earningsFils: num(row.earnings),
    cashCollectedFils: num(row.cash_collected),
    // A payout debits payable and credits the cash held: their sum is the transfer.
    paidOutFils: num(row.paid_out),
    closingBalanceFils: num(row.closing),
  }));
}

/** The captain's earnings (net − commission, credits taken off) supplied on days from..to. */
export async function earningsBetween(
  sql: Sql,
  providerId: string,
  { from, to }: { from: string; to: string },
): Promise<number> {
  const { rows } = await sql.query<{ earnings: number }>(
    `SELECT COALESCE(SUM(earnings_fils), 0)::float8 AS earnings FROM rm.captain_earnings
      WHERE provider_id = $1 AND supply_day BETWEEN $2::date AND $3::date`,
    [providerId, checkedDay("from", from), checkedDay("to", to)],
  );
  return num(rows[0]?.earnings);
}

export async function ledgerSummary(
  sql: Sql,
  { from, to }: { from: string; to: string },
): Promise<LedgerSummaryRow> {
  const [start, end] = [checkedDay("from", from), checkedDay("to", to)];
  if (end < start) throw new RangeError(`to (${end}) must not be before from (${start})`);
  const { rows } = await sql.query<Record<string, number>>(
    `SELECT
       COALESCE(SUM(amount_fils) FILTER (WHERE account = 'customer' AND kind IN ('invoice', 'credit-note')), 0)::float8 AS gross,
       COALESCE(-SUM(amount_fils) FILTER (WHERE account = 'vat-payable'), 0)::float8 AS vat,
       COALESCE(-SUM(amount_fils) FILTER (WHERE account = 'platform-revenue'), 0)::float8 AS revenue,
       COALESCE(SUM(amount_fils) FILTER (WHERE account = 'payment-clearing' AND kind = 'card-capture'), 0)::float8 AS captured,
       COALESCE(SUM(amount_fils) FILTER (WHERE account = 'customer' AND kind = 'refund'), 0)::float8 AS refunded,
       COALESCE(SUM(amount_fils) FILTER (WHERE account = 'cash-held-by-captains' AND kind = 'cash-collected'), 0)::float8 AS cash
       FROM rm.ledger_lines WHERE day BETWEEN $1::date AND $2::date`,
    [start, end],
  );
  const totals = rows[0] ?? {};
  const { rows: balanceRows } = await sql.query<{ account: string; balance: number }>(
    `SELECT account, SUM(amount_fils)::float8 AS balance FROM rm.ledger_lines WHERE day <= $1::date GROUP BY account`,
    [end],
  );
  const balances = LEDGER_ACCOUNTS.map((account) => ({
    account,
    balanceFils: num(balanceRows.find((row) => row.account === account)?.balance),
  }));
  const gross = num(totals.gross);
  const vat = num(totals.vat);
  return {
    from: start,
    to: end,
    grossBilledFils: gross,
    netBilledFils: gross - vat,
    vatFils: vat,
    platformRevenueFils: num(totals.revenue),
    capturedFils: num(totals.captured),
    refundedFils: num(totals.refunded),
    cashCollectedFils: num(totals.cash),
    balances,
    trialBalanceFils: balances.reduce((sum, b) => sum + b.balanceFils, 0),
  };
}

/** Per request: what the ledger says was captured on card and refunded (for reconciliation). */
export async function ledgerByRequest(
  sql: Sql,
  requestIds: readonly string[],
): Promise<Map<string, { capturedFils: number; refundedFils: number }>> {
  const { rows } = await sql.query<{ request_id: string; captured: number; refunded: number }>(
    `SELECT request_id,
            COALESCE(SUM(amount_fils) FILTER (WHERE kind = 'card-capture'), 0)::float8 AS captured,
            COALESCE(-SUM(amount_fils) FILTER (WHERE kind = 'refund'), 0)::float8 AS refunded
       FROM rm.ledger_lines
      WHERE request_id = ANY($1::text[]) AND account = 'payment-clearing' AND kind IN ('card-capture', 'refund')
      GROUP BY request_id`,
    [[...requestIds]],
  );
  const found = new Map(rows.map((row) => [row.request_id, row]));
  return new Map(
    requestIds.map((id) => [
      id,
      { capturedFils: num(found.get(id)?.captured), refundedFils: num(found.get(id)?.refunded) },
    ]),
  );
}

/** The sum of every line ever posted: 0 unless the ledger is broken. */
export async function trialBalanceFils(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ total: number }>(
    "SELECT COALESCE(SUM(amount_fils), 0)::float8 AS total FROM rm.ledger_lines",
  );
  return num(rows[0]?.total);
}

/** Two years of days: a chart's widest range. */
const MAX_REVENUE_DAYS = 731;

/** Every UAE day from..to (days without postings as zeros): billed gross, net, VAT and commission. */
export async function revenueByDay(
  sql: Sql,
  { from, to }: { from: string; to: string },
): Promise<
  { day: string; grossFils: number; netFils: number; vatFils: number; platformRevenueFils: number }[]
> {
  const [start, end] = [checkedDay("from", from), checkedDay("to", to)];
  if (end < start) throw new RangeError(`to (${end}) must not be before from (${start})`);
  if (addDays(start, MAX_REVENUE_DAYS) <= end)
    throw new RangeError(`to: at most ${MAX_REVENUE_DAYS} days from ${start}, got ${end}`);
  const { rows } = await sql.query<{ day: string; gross: number; vat: number; revenue: number }>(
    `SELECT day::text AS day,
            COALESCE(SUM(amount_fils) FILTER (WHERE account = 'customer'), 0)::float8 AS gross,
            COALESCE(-SUM(amount_fils) FILTER (WHERE account = 'vat-payable'), 0)::float8 AS vat,
            COALESCE(-SUM(amount_fils) FILTER (WHERE account = 'platform-revenue'), 0)::float8 AS revenue
       FROM rm.ledger_lines
      WHERE day BETWEEN $1::date AND $2::date AND kind IN ('invoice', 'credit-note')
      GROUP BY day`,
    [start, end],
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days.map((day) => {
    const row = byDay.get(day);
    const gross = num(row?.gross);
    const vat = num(row?.vat);
    return {
      day,
      grossFils: gross,
      netFils: gross - vat,
      vatFils: vat,
      platformRevenueFils: num(row?.revenue),
    };
  });
}
