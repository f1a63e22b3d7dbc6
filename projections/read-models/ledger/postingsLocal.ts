import type { JournalLine, JournalTransaction } from "../../../domain/ledger/accounts";
import { commissionOn } from "../../../domain/money/commission";
import type { PayoutLine } from "../../../domain/payout/events";

/*
 * A local copy of domain/ledger/postings.ts's rules (helper A writes the domain's version in
 * parallel; the lead switches the ledger projection to it at merge). Same signature, same rules:
 * - TaxInvoiceIssued: Dr customer gross; Cr vat-payable VAT; Cr captain-payable (net − commission);
 *   Cr platform-revenue commission (commissionOn the invoice's net).
 * - PaymentCaptured: Dr payment-clearing; Cr customer.
 * - CashCollected: Dr cash-held-by-captains (that captain); Cr customer.
 * - CreditNoteIssued: the invoice's mirror for the credited amount (commission on the credited net).
 * - PaymentRefunded: Dr customer; Cr payment-clearing.
 * - PayoutRunPaid, per paid line (transfer > 0): Dr captain-payable payable; Cr cash-held-by-captains
 *   cash held; Cr payment-clearing transfer.
 * Captures, cash and refunds do not name the customer, so the customer account carries no party on
 * any line (the transaction's request says whose it is): one rule for every line of the account.
 */

/** The parts of a stored event the rules read: its id (the transaction's) and its payload. */
export interface PostableEvent {
  readonly eventId: string;
  readonly type: string;
  readonly data: unknown;
}

interface DocumentData {
  requestId: string;
  providerId: string;
  totals: { grossFils: number; netFils: number; vatFils: number };
  commissionBasisPoints: number;
}

export function postingsOf(event: PostableEvent, payoutRun?: readonly PayoutLine[]): JournalTransaction[] {
  const at = (field: string) => (event.data as Record<string, string>)[field] as string;
  const one = (
    kind: JournalTransaction["kind"],
    requestId: string,
    occurredAt: string,
    lines: JournalLine[],
  ): JournalTransaction[] => [
    { transactionId: event.eventId, kind, requestId, payoutRunId: null, occurredAt, lines },
  ];
  switch (event.type) {
    case "TaxInvoiceIssued": {
      const d = event.data as DocumentData;
      return one("invoice", d.requestId, at("supplyDate"), documentLines(d, 1));
    }
    case "CreditNoteIssued": {
      const d = event.data as DocumentData;
      return one("credit-note", d.requestId, at("issuedAt"), documentLines(d, -1));
    }
    case "PaymentCaptured": {
      const d = event.data as { requestId: string; amountFils: number; capturedAt: string };
      return one("card-capture", d.requestId, d.capturedAt, [
        line("payment-clearing", null, d.amountFils),
        line("customer", null, -d.amountFils),
      ]);
    }
    case "CashCollected": {
      const d = event.data as {
        requestId: string;
        providerId: string;
        amountFils: number;
        collectedAt: string;
      };
      return one("cash-collected", d.requestId, d.collectedAt, [
        line("cash-held-by-captains", d.providerId, d.amountFils),
        line("customer", null, -d.amountFils),
      ]);
    }
    case "PaymentRefunded": {
      const d = event.data as { requestId: string; amountFils: number; refundedAt: string };
      return one("refund", d.requestId, d.refundedAt, [
        line("customer", null, d.amountFils),
        line("payment-clearing", null, -d.amountFils),
      ]);
    }
    case "PayoutRunPaid": {
      const d = event.data as { runId: string; paidAt: string };
      if (payoutRun === undefined)
        throw new Error(`PayoutRunPaid ${d.runId}: the run's lines (from PayoutRunPrepared) are needed`);
      return payoutRun
        .filter((paid) => paid.transferFils > 0)
        .map((paid): JournalTransaction => {
          if (paid.payableFils !== paid.cashHeldFils + paid.transferFils)
            throw new Error(
              `PayoutRunPaid ${d.runId}: ${paid.providerId}'s line does not balance (payable ${paid.payableFils} ≠ cash held ${paid.cashHeldFils} + transfer ${paid.transferFils})`,
            );
          return {
            transactionId: `${event.eventId}:${paid.providerId}`,
            kind: "payout",
            requestId: null,
            payoutRunId: d.runId,
            occurredAt: d.paidAt,
            lines: [
              line("captain-payable", paid.providerId, paid.payableFils),
              line("cash-held-by-captains", paid.providerId, -paid.cashHeldFils),
              line("payment-clearing", null, -paid.transferFils),
            ].filter((l) => l.amountFils !== 0),
          };
        });
    }
    default:
      return [];
  }
}

/** An invoice (sign 1) or its credit note's mirror (sign −1). */
function documentLines(d: DocumentData, sign: 1 | -1): JournalLine[] {
  const commission = commissionOn(d.totals.netFils, d.commissionBasisPoints);
  return [
    line("customer", null, sign * d.totals.grossFils),
    line("vat-payable", null, -sign * d.totals.vatFils),
    line("captain-payable", d.providerId, -sign * (d.totals.netFils - commission)),
    line("platform-revenue", null, -sign * commission),
  ].filter((l) => l.amountFils !== 0);
}

const line = (account: JournalLine["account"], partyId: string | null, amountFils: number): JournalLine => ({
  account,
  partyId,
  amountFils: amountFils || 0,
});
