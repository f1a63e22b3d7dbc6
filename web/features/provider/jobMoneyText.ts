import { formatAed } from "../../shared/format";
import type { JobMoney } from "./earningsDocuments";
import type { RowStatus } from "./requestsTableRules";

const PAYMENT_STATUS_TEXT: Readonly<Record<JobMoney["paymentStatus"], string>> = {
  NONE: "not paid yet",
  AUTHORIZED: "held on the card, taken when the job is completed",
  CAPTURED: "paid by card",
  VOIDED: "card hold released",
  PARTIALLY_REFUNDED: "paid by card, partly refunded",
  REFUNDED: "paid by card, refunded",
  CAPTURE_FAILED: "the card payment failed: support follows up with the customer",
  CASH_DUE: "cash due from the customer",
  CASH_COLLECTED: "cash collected",
};

/** "Card: held on the card, …", "Cash: cash due from the customer". */
export function paymentLine(money: JobMoney): string {
  const method =
    money.paymentMethod === "CASH" ? "Cash" : money.paymentMethod === "APPLE_PAY" ? "Apple Pay" : "Card";
  return `${method}: ${PAYMENT_STATUS_TEXT[money.paymentStatus]}`;
}

/** The customer pays the quote and approved extras; a captain can ask for an extra while on the job. */
export function canProposeExtra(status: RowStatus | null): boolean {
  return status === "ACCEPTED" || status === "IN_PROGRESS";
}

/** Cash is marked collected by the captain once the job is done and only while it is still due. */
export function canMarkCashCollected(status: RowStatus | null, money: JobMoney): boolean {
  return status === "COMPLETED" && money.paymentMethod === "CASH" && money.paymentStatus === "CASH_DUE";
}

/** The amount the customer owes: the server's final amount (quote + approved extras), else the quote. */
export function amountDue(money: JobMoney): string | null {
  const amount = money.finalAmountAed ?? money.quote?.totalAed ?? null;
  return amount === null ? null : formatAed(amount);
}
