import { formatAed } from "../../shared/format";
import type { CustomerMoney } from "../payments/moneyOperations";

const STATUS_TEXT: Readonly<Record<string, string>> = {
  NONE: "Not paid",
  AUTHORIZED: "Held on card",
  CAPTURED: "Paid",
  VOIDED: "Hold released",
  PARTIALLY_REFUNDED: "Partly refunded",
  REFUNDED: "Refunded",
  CAPTURE_FAILED: "Payment failed",
  CASH_DUE: "Cash due to the captain",
  CASH_COLLECTED: "Paid in cash",
};

/** What a history card prints about a request's money, worked out apart from the markup. */
export interface MoneyView {
  /** "Total AED 327.50 incl. 5% VAT AED 15.60", or null before anything is priced. */
  readonly total: string | null;
  /** "Visa •••• 4242 · Paid", "Cash · Paid in cash". */
  readonly payment: string;
  readonly refunded: string | null;
  readonly invoice: { readonly label: string; readonly url: string } | null;
  readonly creditNotes: readonly { readonly label: string; readonly url: string }[];
}

export function moneyView(money: CustomerMoney): MoneyView {
  const rate = money.quote?.vatRatePercent ?? 5;
  const approvedVat = money.extras
    .filter((extra) => extra.status === "APPROVED")
    .reduce((sum, extra) => sum + extra.vatAed, 0);
  // The invoice is the authority once issued; before that the quote plus approved extras.
  const amount =
    money.invoice?.totalAed ??
    money.finalAmountAed ??
    money.cancellationFeeAed ??
    money.quote?.totalAed ??
    null;
  const vat =
    money.invoice?.vatAed ??
    (money.quote ? Math.round((money.quote.vatAed + approvedVat) * 100) / 100 : null);
  const total =
    amount === null
      ? null
      : `${money.cancellationFeeAed !== null && money.finalAmountAed === null ? "Cancellation fee" : "Total"} ${formatAed(amount)}${
          vat !== null && money.cancellationFeeAed === null ? ` incl. ${rate}% VAT ${formatAed(vat)}` : ""
        }`;
  const method =
    money.paymentMethod === "CASH"
      ? "Cash"
      : money.cardLast4
        ? `${money.cardBrand ?? "Card"} •••• ${money.cardLast4}`
        : money.paymentMethod === "APPLE_PAY"
          ? "Apple Pay"
          : "Card";
  return {
    total,
    payment: `${method} · ${STATUS_TEXT[money.paymentStatus] ?? money.paymentStatus}`,
    refunded: money.refundedAed > 0 ? `Refunded ${formatAed(money.refundedAed)}` : null,
    invoice: money.invoice
      ? { label: `Download tax invoice ${money.invoice.number}`, url: money.invoice.downloadUrl }
      : null,
    creditNotes: money.creditNotes.map((note) => ({
      label: `Credit note ${note.number}${note.invoiceNumber ? ` refers to ${note.invoiceNumber}` : ""} · ${formatAed(note.totalAed)}`,
      url: note.downloadUrl,
    })),
  };
}
