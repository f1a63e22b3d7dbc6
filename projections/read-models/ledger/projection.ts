import type { JournalTransaction } from "../../../domain/ledger/accounts";
import { postingsOf } from "../../../domain/ledger/postings";
import { PayoutLine } from "../../../domain/payout/events";
import type { Sql } from "../../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded } from "../shared/domainEvent";
import { dubaiDate } from "../shared/dubaiPeriods";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { LEDGER, LEDGER_DDL, LEDGER_INDEXES, LEDGER_TABLES } from "./schema";

/** Announced after commit: earnings, balances and the admin's ledger figures changed. */
export const LEDGER_CHANGED_TOPIC = "ledger.changed";
export interface LedgerChanged {
  /** Captains whose payable or cash held moved. */
  providerIds: string[];
}

export const LEDGER_EVENT_TYPES = [
  "TaxInvoiceIssued",
  "CreditNoteIssued",
  "PaymentCaptured",
  "CashCollected",
  "PaymentRefunded",
  "PayoutRunPrepared",
  "PayoutRunPaid",
] as const;

export const ledgerProjection: Projection = {
  name: LEDGER,
  version: 1,
  handles: LEDGER_EVENT_TYPES,
  tables: [...LEDGER_TABLES, streamRevisionTable(LEDGER)],
  indexes: LEDGER_INDEXES,

  async migrate(tx) {
    for (const statement of LEDGER_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const transactions: JournalTransaction[] = [];
    for (const event of (await claimUnseenEvents(tx, LEDGER, events)).map(parseRecorded)) {
      if (event.type === "PayoutRunPrepared") {
        // Kept for PayoutRunPaid, which may come in a later batch.
        await tx.query(
          "INSERT INTO ledger_payout_runs (run_id, lines) VALUES ($1, $2::jsonb) ON CONFLICT (run_id) DO NOTHING",
          [event.data.runId, JSON.stringify(event.data.lines)],
        );
        continue;
      }
      const run = event.type === "PayoutRunPaid" ? await preparedLines(tx, event.data.runId) : undefined;
      transactions.push(
        ...postingsOf({ eventId: event.metadata.eventId, type: event.type, data: event.data }, run),
      );
    }
    if (transactions.length === 0) return [];
    await insertTransactions(tx, transactions);
    const providerIds = new Set<string>();
    for (const transaction of transactions)
      for (const line of transaction.lines) if (line.partyId !== null) providerIds.add(line.partyId);
    return [
      {
        topic: LEDGER_CHANGED_TOPIC,
        payload: { providerIds: [...providerIds].sort() } satisfies LedgerChanged,
      } satisfies ProjectionChange,
    ];
  },
};

async function preparedLines(tx: Sql, runId: string): Promise<PayoutLine[]> {
  const { rows } = await tx.query<{ lines: unknown }>(
    "SELECT lines FROM ledger_payout_runs WHERE run_id = $1",
    [runId],
  );
  if (!rows[0]) throw new Error(`PayoutRunPaid ${runId} before its PayoutRunPrepared`);
  return PayoutLine.array().parse(rows[0].lines);
}

/** One statement per table for the whole batch (a replay's batches are thousands of events). */
async function insertTransactions(tx: Sql, transactions: readonly JournalTransaction[]): Promise<void> {
  const days = transactions.map((t) => dubaiDate(t.occurredAt));
  await tx.query(
    `INSERT INTO ledger_transactions (transaction_id, kind, request_id, payout_run_id, occurred_at, day)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::date[])
     ON CONFLICT (transaction_id) DO NOTHING`,
    [
      transactions.map((t) => t.transactionId),
      transactions.map((t) => t.kind),
      transactions.map((t) => t.requestId),
      transactions.map((t) => t.payoutRunId),
      transactions.map((t) => t.occurredAt),
      days,
    ],
  );
  const lines = transactions.flatMap((t, i) =>
    t.lines.map((line, lineNo) => ({ t, day: days[i] as string, line, lineNo })),
  );
  if (lines.length === 0) return;
  await tx.query(
    `INSERT INTO ledger_lines (transaction_id, line_no, account, party_id, amount_fils, kind, request_id, day)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::date[])
     ON CONFLICT (transaction_id, line_no) DO NOTHING`,
    [
      lines.map((l) => l.t.transactionId),
      lines.map((l) => l.lineNo),
      lines.map((l) => l.line.account),
      lines.map((l) => l.line.partyId),
      lines.map((l) => String(l.line.amountFils)),
      lines.map((l) => l.t.kind),
      lines.map((l) => l.t.requestId),
      lines.map((l) => l.day),
    ],
  );
}
