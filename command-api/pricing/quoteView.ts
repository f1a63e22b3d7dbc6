import { filsToAed } from "../../domain/money/fils";
import type { PriceLine, PriceTotals } from "../../domain/money/priceLines";
import { VAT_RATE_PERCENT } from "../../domain/money/vat";
import { lineDescription } from "../money/lineDescriptions";

/** The quote on a request's stream (MoneyState.quote, or QuoteIssued's data). */
export interface QuoteFacts {
  serviceType: string;
  providerId: string | null;
  scheduledAt: string | null;
  lines: readonly PriceLine[];
  totals: PriceTotals;
  issuedAt: string;
  validUntil: string;
}

/** A line as both APIs show it: AED, with its words. */
export function priceLineView(line: PriceLine) {
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

/** A quote as both APIs show it (GraphQL Quote, REST POST /api/quotes): AED amounts, ISO times. */
export function quoteView(id: string, quote: QuoteFacts) {
  return {
    id,
    serviceType: quote.serviceType,
    providerId: quote.providerId,
    scheduledAt: quote.scheduledAt,
    lines: quote.lines.map(priceLineView),
    totalAed: filsToAed(quote.totals.grossFils),
    netAed: filsToAed(quote.totals.netFils),
    vatAed: filsToAed(quote.totals.vatFils),
    vatRatePercent: VAT_RATE_PERCENT,
    issuedAt: quote.issuedAt,
    validUntil: quote.validUntil,
  };
}
