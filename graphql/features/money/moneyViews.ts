import { lineDescription } from "../../../command-api/money/lineDescriptions";
import { filsToAed } from "../../../domain/money/fils";
import type { PriceLine as DomainPriceLine, PriceTotals } from "../../../domain/money/priceLines";
import { VAT_RATE_PERCENT } from "../../../domain/money/vat";
import type { MoneyState } from "../../../domain/request/money";
import type { Extra, MoneyDocument, PriceLine, Quote, Refund, RequestMoney } from "./moneyTypes";

/**
 * The request's money as the read model keeps it (the decider's MoneyState, one row per request),
 * turned into what the API shows: AED, words for line codes, one payment status.
 */
export type MoneyView = Pick<
  MoneyState,
  "quote" | "paymentMethod" | "payments" | "extras" | "cancellationFee" | "cashCollectedFils" | "refunds"
> & { requestId: string };

/** A tax invoice or credit note as stored: data is the issuing event's data. */
export interface MoneyDocumentView {
  number: string;
  kind: string;
  issuedAt: string;
  data: { totals: PriceTotals; invoiceNumber?: string; reason?: string };
}

export function priceLineOf(line: DomainPriceLine): PriceLine {
  return {
    code: line.code,
    description: lineDescription(line),
    rank: line.rank,
    note: line.note,
    grossAed: filsToAed(line.grossFils),
    netAed: filsToAed(line.netFils),
    vatAed: filsToAed(line.vatFils),
  };
}

export function quoteOf(requestId: string, quote: NonNullable<MoneyState["quote"]>): Quote {
  return {
    id: requestId,
    serviceType: quote.serviceType,
    providerId: quote.providerId,
    scheduledAt: quote.scheduledAt,
    lines: quote.lines.map(priceLineOf),
    totalAed: filsToAed(quote.totals.grossFils),
    netAed: filsToAed(quote.totals.netFils),
    vatAed: filsToAed(quote.totals.vatFils),
    vatRatePercent: VAT_RATE_PERCENT,
    issuedAt: quote.issuedAt,
    validUntil: quote.validUntil,
  };
}

export function documentOf(document: MoneyDocumentView): MoneyDocument {
  const credit = document.kind === "credit-note";
  return {
    number: document.number,
    kind: document.kind,
    issuedAt: document.issuedAt,
    totalAed: filsToAed(document.data.totals.grossFils),
    vatAed: filsToAed(document.data.totals.vatFils),
    invoiceNumber: credit ? (document.data.invoiceNumber ?? null) : null,
    reason: credit ? (document.data.reason ?? null) : null,
    downloadUrl: `/api/documents/${encodeURIComponent(document.number)}.pdf`,
  };
}

const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((total, i) => total + of(i), 0);

/** One word for where the money stands; a refused capture outranks everything, support must see it. */
export function paymentStatusOf(money: MoneyView): string {
  if (money.paymentMethod === "cash") return money.cashCollectedFils === null ? "cash-due" : "cash-collected";
  const { payments } = money;
  if (payments.some((p) => p.status === "capture-failed")) return "capture-failed";
  const captured = sum(payments, (p) => p.capturedFils);
  const refunded = sum(payments, (p) => p.refundedFils);
  if (captured > 0) {
    if (refunded >= captured) return "refunded";
    return refunded > 0 ? "partially-refunded" : "captured";
  }
  if (payments.some((p) => p.status === "authorized")) return "authorized";
  if (payments.length > 0 && payments.every((p) => p.status === "voided")) return "voided";
  return "none";
}

export function requestMoneyOf(money: MoneyView, documents: readonly MoneyDocumentView[]): RequestMoney {
  const captured = sum(money.payments, (p) => p.capturedFils);
  const requested = sum(money.refunds, (r) => r.amountFils);
  const approvedExtras = money.extras.filter((x) => x.status === "approved");
  const invoice = documents.find((d) => d.kind === "tax-invoice");
  return {
    requestId: money.requestId,
    // A request booked before money existed has no recorded method: it was paid as cash was then.
    paymentMethod: money.paymentMethod ?? "cash",
    paymentStatus: paymentStatusOf(money),
    quote: money.quote ? quoteOf(money.requestId, money.quote) : null,
    cardBrand: money.payments.find((p) => p.cardBrand !== null)?.cardBrand ?? null,
    cardLast4: money.payments.find((p) => p.cardLast4 !== null)?.cardLast4 ?? null,
    authorizedAed: filsToAed(
      sum(
        money.payments.filter((p) => p.status === "authorized"),
        (p) => p.amountFils,
      ),
    ),
    capturedAed: filsToAed(captured),
    refundedAed: filsToAed(sum(money.payments, (p) => p.refundedFils)),
    refundableAed: filsToAed(Math.max(0, captured - requested)),
    finalAmountAed: money.quote
      ? filsToAed(money.quote.totals.grossFils + sum(approvedExtras, (x) => x.line.grossFils))
      : null,
    cancellationFeeAed: money.cancellationFee ? filsToAed(money.cancellationFee.grossFils) : null,
    cashCollectedAed: money.cashCollectedFils === null ? null : filsToAed(money.cashCollectedFils),
    extras: money.extras.map(
      (x): Extra => ({
        id: x.extraId,
        note: x.line.note ?? "",
        grossAed: filsToAed(x.line.grossFils),
        netAed: filsToAed(x.line.netFils),
        vatAed: filsToAed(x.line.vatFils),
        status: x.status,
        proposedAt: x.proposedAt,
      }),
    ),
    refunds: money.refunds.map(
      (r): Refund => ({
        id: r.refundId,
        amountAed: filsToAed(r.amountFils),
        reason: r.reason,
        status: r.refundedFils >= r.amountFils ? "refunded" : "requested",
        requestedAt: r.requestedAt,
        creditNoteNumber: r.creditNoteNumber,
      }),
    ),
    invoice: invoice ? documentOf(invoice) : null,
    creditNotes: documents.filter((d) => d.kind === "credit-note").map(documentOf),
  };
}
