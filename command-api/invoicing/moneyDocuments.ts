import { asCurrentEvent } from "../../domain/events";
import { type DocumentNumberAssigned, documentNumbersStream } from "../../domain/invoicing/documentNumbers";
import type { EventStore } from "../../domain/ports/eventStore";
import { requestStream } from "../../domain/streams";
import type { CreditNoteData, TaxInvoiceData } from "./documentData";
import { renderCreditNotePdf, renderTaxInvoicePdf } from "./invoicePdf";

export type MoneyDocument =
  | { kind: "tax-invoice"; number: string; data: TaxInvoiceData }
  | { kind: "credit-note"; number: string; data: CreditNoteData };

const NUMBER = /^(INV|CN)-(\d{6,})$/;

/**
 * An issued document by its number, from the events themselves: the number's series stream says
 * which request it belongs to (its sequence is its revision + 1), and the request's stream holds
 * the issued document. Null for a number not given, or given but whose document was not issued yet.
 */
export async function documentByNumberFromEvents(
  store: EventStore,
  number: string,
): Promise<MoneyDocument | null> {
  const match = NUMBER.exec(number);
  if (!match) return null;
  const series = match[1] === "INV" ? "tax-invoice" : "credit-note";
  const assigned = (await store.readStream(documentNumbersStream(series))).find(
    (e) => (e.data as DocumentNumberAssigned["data"]).number === number,
  );
  if (!assigned) return null;
  const { requestId } = assigned.data as DocumentNumberAssigned["data"];
  return documentOfRequest(store, requestId, number);
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

/** The document's download path (GraphQL MoneyDocument.downloadUrl). */
export const documentDownloadPath = (number: string) => `/api/documents/${encodeURIComponent(number)}.pdf`;
