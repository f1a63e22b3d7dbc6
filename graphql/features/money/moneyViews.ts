import { filsToAed } from "../../../domain/money/fils";
import type { PriceTotals } from "../../../domain/money/priceLines";
import type { MoneyDocumentRow, RequestMoneyRow } from "../../../projections/read-models/money/queries";
import { quoteOf } from "../pricing/quoteTypes";
import type { Extra, MoneyDocument, Refund, RequestMoney } from "./moneyTypes";

/** A tax invoice or credit note as the read model keeps it: data is the issuing event's data. */
type MoneyDocumentView = Pick<MoneyDocumentRow, "number" | "kind" | "issuedAt"> & {
  data: { totals: PriceTotals; invoiceNumber?: string; reason?: unknown };
};

export function documentOf(document: MoneyDocumentView): MoneyDocument {
  const credit = document.kind === "credit-note";
  return {
    number: document.number,
    kind: document.kind,
    issuedAt: document.issuedAt,
    totalAed: filsToAed(document.data.totals.grossFils),
    vatAed: filsToAed(document.data.totals.vatFils),
    invoiceNumber: credit ? (document.data.invoiceNumber ?? null) : null,
    reason: credit && typeof document.data.reason === "string" ? document.data.reason : null,
    downloadUrl: `/api/documents/${encodeURIComponent(document.number)}.pdf`,
  };
}

/** The read model's figures (fils, derived there once for every reader) in AED, with words for line codes. */
export function requestMoneyOf(row: RequestMoneyRow): RequestMoney {
  return {
    requestId: row.requestId,
    // A booking always records its method; a quote not yet booked has none, and cash is what it would default to.
    paymentMethod: row.paymentMethod ?? "cash",
    paymentStatus: row.paymentStatus,
    quote: quoteOf(row.requestId, row.quote),
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    authorizedAed: filsToAed(row.authorizedFils),
    capturedAed: filsToAed(row.capturedFils),
    refundedAed: filsToAed(row.refundedFils),
    refundableAed: filsToAed(row.refundableFils),
    finalAmountAed: row.finalAmountFils === null ? null : filsToAed(row.finalAmountFils),
    cancellationFeeAed: row.cancellationFeeFils === null ? null : filsToAed(row.cancellationFeeFils),
    cashCollectedAed: row.cashCollectedFils === null ? null : filsToAed(row.cashCollectedFils),
    extras: row.extras.map(
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
    refunds: row.refunds.map(
      (r): Refund => ({
        id: r.refundId,
        amountAed: filsToAed(r.amountFils),
        reason: r.reason,
        status: r.refundedFils >= r.amountFils ? "refunded" : "requested",
        requestedAt: r.requestedAt,
        creditNoteNumber: r.creditNoteNumber,
      }),
    ),
    invoice: row.invoice ? documentOf(row.invoice) : null,
    creditNotes: row.creditNotes.map(documentOf),
  };
}
