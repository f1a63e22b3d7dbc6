import { commissionOn } from "../../../domain/money/commission";
import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded } from "../shared/domainEvent";
import { dubaiDate } from "../shared/dubaiPeriods";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { CAPTAIN_EARNINGS, CAPTAIN_EARNINGS_DDL, CAPTAIN_EARNINGS_INDEXES } from "./captainEarningsSchema";

/** Announced after commit: the captain's Earnings card and statements read again. */
export const CAPTAIN_EARNINGS_CHANGED_TOPIC = "captain_earnings.changed";

export const captainEarningsProjection: Projection = {
  name: CAPTAIN_EARNINGS,
  version: 1,
  handles: ["TaxInvoiceIssued", "CreditNoteIssued"],
  tables: [CAPTAIN_EARNINGS, streamRevisionTable(CAPTAIN_EARNINGS)],
  indexes: CAPTAIN_EARNINGS_INDEXES,

  async migrate(tx) {
    for (const statement of CAPTAIN_EARNINGS_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const touched = new Set<string>();
    for (const event of (await claimUnseenEvents(tx, CAPTAIN_EARNINGS, events)).map(parseRecorded)) {
      if (event.type !== "TaxInvoiceIssued" && event.type !== "CreditNoteIssued") continue;
      const d = event.data;
      const invoice = event.type === "TaxInvoiceIssued";
      const sign = invoice ? 1 : -1;
      const commission = commissionOn(d.totals.netFils, d.commissionBasisPoints);
      // A credit note's supply is the day it is issued; its payment method is its invoice's (the
      // invoice comes first on the request's stream, so its row is there).
      const supplyDate = event.type === "TaxInvoiceIssued" ? event.data.supplyDate : d.issuedAt;
      const number =
        event.type === "TaxInvoiceIssued" ? event.data.invoiceNumber : event.data.creditNoteNumber;
      const paymentMethod = event.type === "TaxInvoiceIssued" ? event.data.paymentMethod : null;
      await tx.query(
        `INSERT INTO captain_earnings (document_number, kind, request_id, provider_id, invoice_number, service_type,
           payment_method, supply_date, supply_day, gross_fils, vat_fils, net_fils, commission_fils, earnings_fils, issued_at)
         VALUES ($1, $2, $3, $4, $5, $6,
           COALESCE($7, (SELECT payment_method FROM captain_earnings WHERE document_number = $5), 'card'),
           $8, $9::date, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (document_number) DO NOTHING`,
        [
          number,
          invoice ? "tax-invoice" : "credit-note",
          d.requestId,
          d.providerId,
          d.invoiceNumber,
          d.lines[0]?.serviceType ?? "towing",
          paymentMethod,
          supplyDate,
          dubaiDate(supplyDate),
          String(sign * d.totals.grossFils),
          String(sign * d.totals.vatFils),
          String(sign * d.totals.netFils),
          String(sign * commission),
          String(sign * (d.totals.netFils - commission)),
          d.issuedAt,
        ],
      );
      touched.add(d.providerId);
    }
    return [...touched].map(
      (providerId): ProjectionChange => ({ topic: CAPTAIN_EARNINGS_CHANGED_TOPIC, payload: { providerId } }),
    );
  },
};
