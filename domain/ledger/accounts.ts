/**
 * The chart of accounts (issue 20). Debit-positive: a line's amount is + for a debit, − for a credit,
 * so every transaction's lines sum to zero and so does the trial balance.
 * - customer: what customers owe (debit) or have paid ahead / are owed back (credit);
 * - payment-clearing: money the card processor holds for us, before payouts take it out;
 * - captain-payable: what the platform owes each captain (credit), per captain;
 * - cash-held-by-captains: cash from cash jobs a captain holds for the platform (debit), per captain;
 * - platform-revenue: the platform's commission, net of VAT (credit);
 * - vat-payable: output VAT owed to the Federal Tax Authority (credit).
 */
export const LEDGER_ACCOUNTS = [
  "customer",
  "payment-clearing",
  "captain-payable",
  "cash-held-by-captains",
  "platform-revenue",
  "vat-payable",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export interface JournalLine {
  readonly account: LedgerAccount;
  /** The captain for captain-payable and cash-held-by-captains, the customer for customer; else null. */
  readonly partyId: string | null;
  /** Fils, debit positive, credit negative. */
  readonly amountFils: number;
}

/** One balanced transaction, named by the event that caused it. */
export interface JournalTransaction {
  /** The causing event's id plus a suffix when one event makes several transactions. */
  readonly transactionId: string;
  readonly kind: "invoice" | "card-capture" | "cash-collected" | "credit-note" | "refund" | "payout";
  readonly requestId: string | null;
  readonly payoutRunId: string | null;
  readonly occurredAt: string;
  readonly lines: readonly JournalLine[];
}
