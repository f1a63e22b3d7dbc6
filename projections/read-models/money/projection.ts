import type { Sql } from "../../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded, type RecordedReadModelEvent } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { evolveMoneyRequest, MONEY_REQUEST_EVENT_TYPES, type MoneyRequestState } from "./moneyRequestState";
import { MONEY, MONEY_DDL, MONEY_INDEXES, MONEY_TABLES } from "./schema";

/** Announced after commit: screens showing this request's money read it again. */
export const MONEY_CHANGED_TOPIC = "money.changed";
export interface MoneyChanged {
  requestId: string;
}

export const moneyProjection: Projection = {
  name: MONEY,
  version: 1,
  handles: MONEY_REQUEST_EVENT_TYPES,
  tables: [...MONEY_TABLES, streamRevisionTable(MONEY)],
  indexes: MONEY_INDEXES,

  async migrate(tx) {
    for (const statement of MONEY_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const unseen = (await claimUnseenEvents(tx, MONEY, events)).map(parseRecorded);
    const byRequest = new Map<string, RecordedReadModelEvent[]>();
    for (const event of unseen) {
      const requestId = (event.data as { requestId: string }).requestId;
      const known = byRequest.get(requestId);
      if (known) known.push(event);
      else byRequest.set(requestId, [event]);
    }
    if (byRequest.size === 0) return [];
    const states = await loadStates(tx, [...byRequest.keys()]);
    const changed: MoneyRequestState[] = [];
    for (const [requestId, requestEvents] of byRequest) {
      let state = states.get(requestId) ?? null;
      const before = state;
      for (const event of requestEvents) {
        state = evolveMoneyRequest(state, event);
        if (event.type === "TaxInvoiceIssued" || event.type === "CreditNoteIssued")
          await insertDocument(tx, event);
      }
      if (state !== null && state !== before) changed.push(state);
    }
    await saveStates(tx, changed);
    return changed.map(
      (state): ProjectionChange => ({
        topic: MONEY_CHANGED_TOPIC,
        payload: { requestId: state.requestId } satisfies MoneyChanged,
      }),
    );
  },
};

interface StateRow {
  request_id: string;
  state: MoneyRequestState;
}

/** The rows as the fold's state: the columns are the state's fields under snake_case names. */
async function loadStates(tx: Sql, requestIds: string[]): Promise<Map<string, MoneyRequestState>> {
  const { rows } = await tx.query<StateRow>(
    `SELECT request_id, jsonb_build_object(
       'requestId', request_id, 'customerId', customer_id, 'providerId', provider_id, 'serviceType', service_type,
       'paymentMethod', payment_method, 'requestStatus', request_status, 'captainAccepted', captain_accepted,
       'quote', quote, 'declinedAttempts', declined_attempts, 'payments', payments, 'extras', extras,
       'refunds', refunds, 'cancellationFee', cancellation_fee, 'cashCollectedFils', cash_collected_fils,
       'invoiceNumber', invoice_number,
       'completedAt', to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       'cancelledAt', to_char(cancelled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       'updatedAt', to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS state
       FROM money_requests WHERE request_id = ANY($1::text[])`,
    [requestIds],
  );
  return new Map(rows.map((row) => [row.request_id, row.state]));
}

/** money_requests' columns in the order saveStates sends them; jsonb ones travel as text. */
const STATE_COLUMNS = [
  ["request_id", "text"],
  ["customer_id", "text"],
  ["provider_id", "text"],
  ["service_type", "text"],
  ["payment_method", "text"],
  ["request_status", "text"],
  ["captain_accepted", "boolean"],
  ["quote", "jsonb"],
  ["declined_attempts", "integer"],
  ["payments", "jsonb"],
  ["extras", "jsonb"],
  ["refunds", "jsonb"],
  ["cancellation_fee", "jsonb"],
  ["cash_collected_fils", "bigint"],
  ["invoice_number", "text"],
  ["completed_at", "timestamptz"],
  ["cancelled_at", "timestamptz"],
  ["updated_at", "timestamptz"],
] as const;

function stateValues(s: MoneyRequestState): (string | boolean | number | null)[] {
  return [
    s.requestId,
    s.customerId,
    s.providerId,
    s.serviceType,
    s.paymentMethod,
    s.requestStatus,
    s.captainAccepted,
    JSON.stringify(s.quote),
    s.declinedAttempts,
    JSON.stringify(s.payments),
    JSON.stringify(s.extras),
    JSON.stringify(s.refunds),
    s.cancellationFee === null ? null : JSON.stringify(s.cancellationFee),
    s.cashCollectedFils === null ? null : String(s.cashCollectedFils),
    s.invoiceNumber,
    s.completedAt,
    s.cancelledAt,
    s.updatedAt,
  ];
}

const SAVE_STATES = `INSERT INTO money_requests (${STATE_COLUMNS.map(([name]) => name).join(", ")})
  SELECT ${STATE_COLUMNS.map(([, type], i) => (type === "jsonb" ? `c${i}::jsonb` : `c${i}`)).join(", ")}
    FROM unnest(${STATE_COLUMNS.map(([, type], i) => `$${i + 1}::${type === "jsonb" ? "text" : type}[]`).join(", ")})
      AS u(${STATE_COLUMNS.map((_, i) => `c${i}`).join(", ")})
  ON CONFLICT (request_id) DO UPDATE SET ${STATE_COLUMNS.slice(1)
    .map(([name]) => `${name} = excluded.${name}`)
    .join(", ")}`;

/**
 * Every changed request's row in one statement, column by column (unnest): a live batch of a busy
 * second holds dozens of bookings, and a statement each kept the commit group's transaction (which
 * the request history's read-your-writes wait shares) open for as many round trips. The states are
 * one per request (the caller folds by request), so no row is upserted twice in the statement.
 */
async function saveStates(tx: Sql, states: readonly MoneyRequestState[]): Promise<void> {
  if (states.length === 0) return;
  const columns: (string | boolean | number | null)[][] = STATE_COLUMNS.map(() => []);
  for (const state of states) {
    const values = stateValues(state);
    for (let i = 0; i < values.length; i++) columns[i]!.push(values[i] ?? null);
  }
  await tx.query(SAVE_STATES, columns, { prepared: true });
}

async function insertDocument(tx: Sql, event: RecordedReadModelEvent): Promise<void> {
  if (event.type !== "TaxInvoiceIssued" && event.type !== "CreditNoteIssued") return;
  const d = event.data;
  const invoice = event.type === "TaxInvoiceIssued";
  await tx.query(
    `INSERT INTO money_documents (number, kind, request_id, refund_id, customer_id, provider_id, issued_at, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) ON CONFLICT (number) DO NOTHING`,
    [
      invoice ? d.invoiceNumber : (d as { creditNoteNumber: string }).creditNoteNumber,
      invoice ? "tax-invoice" : "credit-note",
      d.requestId,
      event.type === "CreditNoteIssued" ? event.data.refundId : null,
      d.customerId,
      d.providerId,
      d.issuedAt,
      JSON.stringify(d),
    ],
  );
}
