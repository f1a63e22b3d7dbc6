import { asCurrentEvent } from "../../domain/events";
import type { EventStore } from "../../domain/ports/eventStore";
import { CreditNoteIssued, TaxInvoiceIssued } from "../../domain/request/moneyEvents";
import { requestStream } from "../../domain/streams";
import type { CreditNoteData, TaxInvoiceData } from "./documentData";
import { renderCreditNotePdf, renderTaxInvoicePdf } from "./invoicePdf";

export type MoneyDocument =
  | { kind: "tax-invoice"; number: string; data: TaxInvoiceData }
  | { kind: "credit-note"; number: string; data: CreditNoteData };

/**
 * A document row of the money read model (documentByNumber) as the document it is: its data is the
 * issuing event's, checked against the event's schema before anything is drawn from it.
 */
export function documentOfRow(row: { kind: string; number: string; data: unknown }): MoneyDocument {
  return row.kind === "tax-invoice"
    ? { kind: "tax-invoice", number: row.number, data: TaxInvoiceIssued.shape.data.parse(row.data) }
    : { kind: "credit-note", number: row.number, data: CreditNoteIssued.shape.data.parse(row.data) };
}

/** The issued tax invoice or credit note with this number on the request's stream, or null. */
export async function documentOfRequest(
  store: EventStore,
  requestId: string,
  number: string,
): Promise<MoneyDocument | null> {
  for (const recorded of await store.readStream(requestStream(requestId))) {
    const event = asCurrentEvent<{ type: string; data: unknown }>(recorded);
    if (event.type === "TaxInvoiceIssued") {
      const data = event.data as TaxInvoiceData;
      if (data.invoiceNumber === number) return { kind: "tax-invoice", number, data };
    } else if (event.type === "CreditNoteIssued") {
      const data = event.data as CreditNoteData;
      if (data.creditNoteNumber === number) return { kind: "credit-note", number, data };
    }
  }
  return null;
}

export function renderDocumentPdf(document: MoneyDocument): Promise<Uint8Array> {
  return document.kind === "tax-invoice"
    ? renderTaxInvoicePdf(document.data)
    : renderCreditNotePdf(document.data);
}
