import { commissionOn } from "../money/commission";
import type { PayoutEvent, PayoutLine } from "../payout/events";
import type { RequestEvent } from "../request/events";
import type { JournalLine, JournalTransaction } from "./accounts";

/**
 * Money events → double-entry transactions (pure; the ledger projection stores what this returns).
 * Quotes, holds, declines, voids, fees charged (invoiced instead) and failed captures move no money
 * and post nothing.
 *
 * - TaxInvoiceIssued (revenue recognised at supply): Dr customer gross; Cr vat-payable VAT;
 *   Cr captain-payable (net − commission); Cr platform-revenue commission.
 * - PaymentCaptured: Dr payment-clearing; Cr customer.
 * - CashCollected: Dr cash-held-by-captains (that captain); Cr customer.
 * - CreditNoteIssued: the invoice's mirror for the credited amount (commission on the credited net).
 * - PaymentRefunded: Dr customer; Cr payment-clearing.
 * - PayoutRunPaid, per paid line: Dr captain-payable payable; Cr cash-held-by-captains cash held;
 *   Cr payment-clearing transfer.
 * Commission is computed on net with commissionOn, so a credit mirrors its charge to the fil.
 *
 * The customer account is kept per request (the transaction's requestId), with partyId null:
 * captures and refunds name the request, not the customer, and a per-request receivable is what
 * "everything is paid" is checked against.
 */

/** The events postingsOf reads; any other event posts nothing. */
export type PostableEvent = {
  readonly eventId: string;
  readonly type: string;
  readonly data: unknown;
};

export function postingsOf(event: PostableEvent, payoutRun?: readonly PayoutLine[]): JournalTransaction[] {
  const transactions = transactionsOf(event as PostableEvent & (RequestEvent | PayoutEvent), payoutRun);
  for (const transaction of transactions) requireBalanced(transaction);
  return transactions;
}

function transactionsOf(
  event: { eventId: string } & (RequestEvent | PayoutEvent),
  payoutRun: readonly PayoutLine[] | undefined,
): JournalTransaction[] {
  const id = event.eventId;
  switch (event.type) {
    case "TaxInvoiceIssued": {
      const d = event.data;
      const commission = commissionOn(d.totals.netFils, d.commissionBasisPoints);
      return [
        transaction(id, "invoice", d.requestId, d.supplyDate, [
          line("customer", null, d.totals.grossFils),
          line("vat-payable", null, -d.totals.vatFils),
          line("captain-payable", d.providerId, -(d.totals.netFils - commission)),
          line("platform-revenue", null, -commission),
        ]),
      ];
    }
    case "CreditNoteIssued": {
      const d = event.data;
      const commission = commissionOn(d.totals.netFils, d.commissionBasisPoints);
      return [
        transaction(id, "credit-note", d.requestId, d.issuedAt, [
          line("customer", null, -d.totals.grossFils),
          line("vat-payable", null, d.totals.vatFils),
          line("captain-payable", d.providerId, d.totals.netFils - commission),
          line("platform-revenue", null, commission),
        ]),
      ];
    }
    case "PaymentCaptured": {
      const d = event.data;
      return [
        transaction(id, "card-capture", d.requestId, d.capturedAt, [
          line("payment-clearing", null, d.amountFils),
          line("customer", null, -d.amountFils),
        ]),
      ];
    }
    case "CashCollected": {
      const d = event.data;
      return [
        transaction(id, "cash-collected", d.requestId, d.collectedAt, [
          line("cash-held-by-captains", d.providerId, d.amountFils),
          line("customer", null, -d.amountFils),
        ]),
      ];
    }
    case "PaymentRefunded": {
      const d = event.data;
      return [
        transaction(id, "refund", d.requestId, d.refundedAt, [
          line("customer", null, d.amountFils),
          line("payment-clearing", null, -d.amountFils),
        ]),
      ];
    }
    case "PayoutRunPaid": {
      if (payoutRun === undefined)
        throw new Error(`postingsOf(PayoutRunPaid ${id}) needs the run's lines from its PayoutRunPrepared`);
      const d = event.data;
      return payoutRun.filter(isPaid).map((paid) => ({
        transactionId: `${id}:${paid.providerId}`,
        kind: "payout" as const,
        requestId: null,
        payoutRunId: d.runId,
        occurredAt: d.paidAt,
        lines: nonZero([
          line("captain-payable", paid.providerId, paid.payableFils),
          line("cash-held-by-captains", paid.providerId, -paid.cashHeldFils),
          line("payment-clearing", null, -paid.transferFils),
        ]),
      }));
    }
    default:
      return [];
  }
}

/**
 * A line is paid when the platform owes the captain at least the cash they hold: the payable
 * settles the cash held and the rest is transferred. A captain who owes (holds more cash than
 * they are owed) is listed for the record and settles nothing in this run.
 */
function isPaid(paid: PayoutLine): boolean {
  return paid.payableFils >= paid.cashHeldFils && paid.payableFils > 0;
}

function transaction(
  transactionId: string,
  kind: JournalTransaction["kind"],
  requestId: string,
  occurredAt: string,
  lines: JournalLine[],
): JournalTransaction {
  return { transactionId, kind, requestId, payoutRunId: null, occurredAt, lines: nonZero(lines) };
}

function line(account: JournalLine["account"], partyId: string | null, amountFils: number): JournalLine {
  return { account, partyId, amountFils };
}

/** Zero lines (no VAT on a zero-rated line, 0 % commission) say nothing; leaving them out keeps the ledger lean. */
function nonZero(lines: JournalLine[]): JournalLine[] {
  return lines.filter((l) => l.amountFils !== 0);
}

/** Every transaction sums to zero: a rule broken here is a bug in this file, never a fact to store. */
function requireBalanced(transaction: JournalTransaction): void {
  const sum = transaction.lines.reduce((total, l) => total + l.amountFils, 0);
  if (sum !== 0)
    throw new Error(
      `transaction ${transaction.transactionId} (${transaction.kind}) is off balance by ${sum} fils`,
    );
  for (const l of transaction.lines)
    if (!Number.isInteger(l.amountFils))
      throw new Error(`transaction ${transaction.transactionId} has a fraction of a fils on ${l.account}`);
}
