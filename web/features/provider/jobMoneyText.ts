import { formatAed } from "../../shared/format";
import type { JobMoney } from "./earningsDocuments";
import { paymentMethodLabel } from "./earningsText";
import type { ProviderT } from "./messages";
import type { RowStatus } from "./requestsTableRules";

function paymentStatusText(t: ProviderT, status: JobMoney["paymentStatus"]): string {
  switch (status) {
    case "NONE":
      return t("paymentStatus.NONE");
    case "AUTHORIZED":
      return t("paymentStatus.AUTHORIZED");
    case "CAPTURED":
      return t("paymentStatus.CAPTURED");
    case "VOIDED":
      return t("paymentStatus.VOIDED");
    case "PARTIALLY_REFUNDED":
      return t("paymentStatus.PARTIALLY_REFUNDED");
    case "REFUNDED":
      return t("paymentStatus.REFUNDED");
    case "CAPTURE_FAILED":
      return t("paymentStatus.CAPTURE_FAILED");
    case "CASH_DUE":
      return t("paymentStatus.CASH_DUE");
    case "CASH_COLLECTED":
      return t("paymentStatus.CASH_COLLECTED");
  }
}

/**
 * "Card: held on the card, …", "Cash: cash due from the customer · AED 265.00 in total": how the
 * customer pays, where that stands and, when known, the amount due.
 */
export function paymentLine(t: ProviderT, money: JobMoney): string {
  const method = paymentMethodLabel(t, money.paymentMethod);
  const status = paymentStatusText(t, money.paymentStatus);
  const total = amountDue(money);
  return total ? t("money.lineWithTotal", { method, status, total }) : t("money.line", { method, status });
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
