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
    for (const state of changed) await saveState(tx, state);
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

async function saveState(tx: Sql, s: MoneyRequestState): Promise<void> {
  await tx.query(
    `INSERT INTO money_requests (request_id, customer_id, provider_id, service_type, payment_method, request_status,
       captain_accepted, quote, declined_attempts, payments, extras, refunds, cancellation_fee, cash_collected_fils,
       invoice_number, completed_at, cancelled_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::jsonb, $11::jsonb, $12::jsonb, $13::jsonb, $14, $15, $16, $17, $18)
     ON CONFLICT (request_id) DO UPDATE SET customer_id = excluded.customer_id, provider_id = excluded.provider_id,
       service_type = excluded.service_type, payment_method = excluded.payment_method,
       request_status = excluded.request_status, captain_accepted = excluded.captain_accepted, quote = excluded.quote,
       declined_attempts = excluded.declined_attempts, payments = excluded.payments, extras = excluded.extras,
       refunds = excluded.refunds, cancellation_fee = excluded.cancellation_fee,
       cash_collected_fils = excluded.cash_collected_fils, invoice_number = excluded.invoice_number,
       completed_at = excluded.completed_at, cancelled_at = excluded.cancelled_at, updated_at = excluded.updated_at`,
    [
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
    ],
  );
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
