import type { PayoutLine } from "../../../domain/payout/events";
import type { Sql } from "../../../domain/ports/sql";
import { isoTime, isoTimeOrNull, type SqlTimestamp } from "../shared/rowValues";
import { uaeDaysInstants } from "../shared/uaeDays";
import type { MoneyRequestState } from "./moneyRequestState";
import { type PaymentStatus, paymentStatusOf } from "./paymentStatus";

/** A tax invoice or credit note; `data` is its event's data (lines, totals, supplier, customer name...). */
export interface MoneyDocumentRow {
  number: string;
  kind: "tax-invoice" | "credit-note";
  requestId: string;
  refundId: string | null;
  customerId: string;
  providerId: string;
  issuedAt: string;
  data: Record<string, unknown> & {
    totals: { grossFils: number; netFils: number; vatFils: number };
    invoiceNumber: string;
  };
}

/** The contract's RequestMoney in fils: the folded state plus the figures derived from it. */
export interface RequestMoneyRow extends MoneyRequestState {
  paymentStatus: PaymentStatus;
  cardBrand: string | null;
  cardLast4: string | null;
  /** Every hold the card gave (booking and extras), whatever became of it. */
  authorizedFils: number;
  capturedFils: number;
  /** What the processor has given back. */
  refundedFils: number;
  /** Captured less every refund asked for (done or not); 0 for cash. */
  refundableFils: number;
  /** Quote plus approved extras, once the job is completed; null before. */
  finalAmountFils: number | null;
  cancellationFeeFils: number | null;
  invoice: MoneyDocumentRow | null;
  creditNotes: MoneyDocumentRow[];
}

export interface PayoutRunRow {
  runId: string;
  weekStart: string;
  weekEnd: string;
  status: "PREPARED" | "PAID";
  lines: PayoutLine[];
  totalTransferFils: number;
  preparedBy: string;
  preparedAt: string;
  paidBy: string | null;
  paidAt: string | null;
  bankReference: string | null;
}

/** One captain's line of one run. */
export interface CaptainPayoutRow {
  runId: string;
  weekStart: string;
  weekEnd: string;
  transferFils: number;
  status: "PREPARED" | "PAID";
  paidAt: string | null;
  bankReference: string | null;
}

const STATE_SELECT = `SELECT jsonb_build_object(
   'requestId', request_id, 'customerId', customer_id, 'providerId', provider_id, 'serviceType', service_type,
   'paymentMethod', payment_method, 'requestStatus', request_status, 'captainAccepted', captain_accepted,
   'quote', quote, 'declinedAttempts', declined_attempts, 'payments', payments, 'extras', extras,
   'refunds', refunds, 'cancellationFee', cancellation_fee, 'cashCollectedFils', cash_collected_fils,
   'invoiceNumber', invoice_number) AS state, completed_at, cancelled_at, updated_at
  FROM rm.money_requests`;

interface StateRow {
  state: Omit<MoneyRequestState, "completedAt" | "cancelledAt" | "updatedAt">;
  completed_at: SqlTimestamp | null;
  cancelled_at: SqlTimestamp | null;
  updated_at: SqlTimestamp;
}

/** A request's money, or null when it has no quote (booked before money, or no such request). */
export async function requestMoney(sql: Sql, requestId: string): Promise<RequestMoneyRow | null> {
  const { rows } = await sql.query<StateRow>(`${STATE_SELECT} WHERE request_id = $1`, [requestId]);
  const row = rows[0];
  if (!row) return null;
  const state: MoneyRequestState = {
    ...row.state,
    completedAt: isoTimeOrNull(row.completed_at),
    cancelledAt: isoTimeOrNull(row.cancelled_at),
    updatedAt: isoTime(row.updated_at),
  };
  const documents = await documentsOfRequest(sql, requestId);
  return derive(state, documents);
}

function derive(state: MoneyRequestState, documents: MoneyDocumentRow[]): RequestMoneyRow {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const booking = state.payments.find((p) => p.purpose === "booking") ?? state.payments[0];
  const capturedFils = sum(state.payments.map((p) => p.capturedFils));
  const requestedRefunds = sum(state.refunds.map((r) => r.amountFils));
  const approvedExtras = sum(
    state.extras.filter((e) => e.status === "approved").map((e) => e.line.grossFils),
  );
  return {
    ...state,
    paymentStatus: paymentStatusOf(state),
    cardBrand: booking?.cardBrand ?? null,
    cardLast4: booking?.cardLast4 ?? null,
    authorizedFils: sum(state.payments.map((p) => p.amountFils)),
    capturedFils,
    refundedFils: sum(state.refunds.map((r) => r.refundedFils)),
    refundableFils: state.paymentMethod === "cash" ? 0 : Math.max(0, capturedFils - requestedRefunds),
    finalAmountFils:
      state.requestStatus === "completed" ? state.quote.totals.grossFils + approvedExtras : null,
    cancellationFeeFils: state.cancellationFee?.grossFils ?? null,
    invoice: documents.find((d) => d.kind === "tax-invoice") ?? null,
    creditNotes: documents.filter((d) => d.kind === "credit-note"),
  };
}

interface DocumentSqlRow {
  number: string;
  kind: MoneyDocumentRow["kind"];
  request_id: string;
  refund_id: string | null;
  customer_id: string;
  provider_id: string;
  issued_at: SqlTimestamp;
  data: MoneyDocumentRow["data"];
}

const DOCUMENT_SELECT =
  "SELECT number, kind, request_id, refund_id, customer_id, provider_id, issued_at, data FROM rm.money_documents";

const toDocument = (row: DocumentSqlRow): MoneyDocumentRow => ({
  number: row.number,
  kind: row.kind,
  requestId: row.request_id,
  refundId: row.refund_id,
  customerId: row.customer_id,
  providerId: row.provider_id,
  issuedAt: isoTime(row.issued_at),
  data: row.data,
});

export async function documentByNumber(sql: Sql, number: string): Promise<MoneyDocumentRow | null> {
  const { rows } = await sql.query<DocumentSqlRow>(`${DOCUMENT_SELECT} WHERE number = $1`, [number]);
  return rows[0] ? toDocument(rows[0]) : null;
}

/** The request's invoice and credit notes, in the order they were issued. */
export async function documentsOfRequest(sql: Sql, requestId: string): Promise<MoneyDocumentRow[]> {
  const { rows } = await sql.query<DocumentSqlRow>(
    `${DOCUMENT_SELECT} WHERE request_id = $1 ORDER BY issued_at, number`,
    [requestId],
  );
  return rows.map(toDocument);
}

export async function payoutAccount(
  sql: Sql,
  providerId: string,
): Promise<{ providerId: string; iban: string; accountName: string; setAt: string } | null> {
  const { rows } = await sql.query<{ iban: string; account_name: string; set_at: SqlTimestamp }>(
    "SELECT iban, account_name, set_at FROM rm.payout_accounts WHERE provider_id = $1",
    [providerId],
  );
  const row = rows[0];
  return row
    ? { providerId, iban: row.iban, accountName: row.account_name, setAt: isoTime(row.set_at) }
    : null;
}

interface RunSqlRow {
  run_id: string;
  week_start: string;
  week_end: string;
  status: PayoutRunRow["status"];
  lines: PayoutLine[];
  total_transfer_fils: number;
  prepared_by: string;
  prepared_at: SqlTimestamp;
  paid_by: string | null;
  paid_at: SqlTimestamp | null;
  bank_reference: string | null;
}

const RUN_SELECT = `SELECT run_id, week_start::text AS week_start, week_end::text AS week_end, status, lines,
       total_transfer_fils::float8 AS total_transfer_fils, prepared_by, prepared_at, paid_by, paid_at, bank_reference
  FROM rm.payout_runs`;

const toRun = (row: RunSqlRow): PayoutRunRow => ({
  runId: row.run_id,
  weekStart: row.week_start,
  weekEnd: row.week_end,
  status: row.status,
  lines: row.lines,
  totalTransferFils: Number(row.total_transfer_fils),
  preparedBy: row.prepared_by,
  preparedAt: isoTime(row.prepared_at),
  paidBy: row.paid_by,
  paidAt: isoTimeOrNull(row.paid_at),
  bankReference: row.bank_reference,
});

/** The newest weeks first (then the newest preparation). */
export async function payoutRuns(sql: Sql, { limit }: { limit: number }): Promise<PayoutRunRow[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > 200)
    throw new RangeError(`limit must be 1 to 200, got ${limit}`);
  const { rows } = await sql.query<RunSqlRow>(
    `${RUN_SELECT} ORDER BY week_start DESC, prepared_at DESC, run_id LIMIT $1`,
    [limit],
  );
  return rows.map(toRun);
}

export async function payoutRun(sql: Sql, runId: string): Promise<PayoutRunRow | null> {
  const { rows } = await sql.query<RunSqlRow>(`${RUN_SELECT} WHERE run_id = $1`, [runId]);
  return rows[0] ? toRun(rows[0]) : null;
}

/** The captain's line of every run that lists them, newest week first. */
export async function payoutsOfCaptain(sql: Sql, providerId: string): Promise<CaptainPayoutRow[]> {
  const { rows } = await sql.query<RunSqlRow>(
    `${RUN_SELECT} WHERE lines @> $1::jsonb ORDER BY week_start DESC, prepared_at DESC, run_id`,
    [JSON.stringify([{ providerId }])],
  );
  return rows.flatMap((row) => {
    const run = toRun(row);
    const line = run.lines.find((l) => l.providerId === providerId);
    if (!line) return [];
    const { runId, weekStart, weekEnd, status, paidAt, bankReference } = run;
    return [{ runId, weekStart, weekEnd, transferFils: line.transferFils, status, paidAt, bankReference }];
  });
}

/**
 * Card payments captured on UAE days from..to (inclusive), with what they captured and refunded:
 * what reconciliation asks the processor about.
 */
export async function paymentsBetween(
  sql: Sql,
  { from, to }: { from: string; to: string },
): Promise<{ requestId: string; paymentId: string; capturedFils: number; refundedFils: number }[]> {
  const { rows } = await sql.query<{
    request_id: string;
    payment_id: string;
    captured_fils: number;
    refunded_fils: number;
  }>(
    `SELECT m.request_id, p->>'paymentId' AS payment_id, (p->>'capturedFils')::float8 AS captured_fils,
            (p->>'refundedFils')::float8 AS refunded_fils
       FROM rm.money_requests m, jsonb_array_elements(m.payments) p
      WHERE p->>'capturedAt' IS NOT NULL
        AND (p->>'capturedAt')::timestamptz >= $1 AND (p->>'capturedAt')::timestamptz < $2
      ORDER BY p->>'capturedAt', m.request_id, p->>'paymentId'`,
    uaeDaysInstants({ from, to }),
  );
  return rows.map((row) => ({
    requestId: row.request_id,
    paymentId: row.payment_id,
    capturedFils: Number(row.captured_fils),
    refundedFils: Number(row.refunded_fils),
  }));
}
