import type { PriceLine } from "../../../domain/money/priceLines";
import { lineDescription } from "../../money/lineDescriptions";
import type { TaxInvoiceData } from "../documentData";

/**
 * The words of the tax documents (issue 22), in English: the catalogue's shape, which ar.ts follows.
 * The PDFs print both languages side by side (bilingual, as UAE tax invoices are); their mails go in
 * the customer's. Figures come in formatted, so a catalogue only places them.
 */
export const en = {
  /** A document's title: the words the FTA requires to be shown clearly (uae-facts "Money and VAT"). */
  taxInvoice: "Tax Invoice",
  creditNote: "Tax Credit Note",
  trn: "TRN",
  facts: {
    invoiceNumber: "Invoice number",
    creditNoteNumber: "Credit note number",
    refersTo: "Refers to",
    dateOfIssue: "Date of issue",
    dateOfSupply: "Date of supply",
    customer: "Customer",
    reason: "Reason",
    request: "Request",
  },
  refersToInvoice: (number: string) => `Refers to tax invoice ${number}`,
  columns: {
    description: "Description",
    net: "Price excl. VAT (AED)",
    vatRate: "VAT rate",
    vat: "VAT (AED)",
    total: "Total (AED)",
  },
  totals: {
    net: "Total excl. VAT",
    vat: (rate: string) => `VAT (${rate})`,
    gross: "Total incl. VAT",
    credited: "Total credited incl. VAT",
  },
  /** A line's code in words (the money contract's PriceLine.description). */
  line: (line: Pick<PriceLine, "code" | "serviceType" | "rank" | "note">): string => lineDescription(line),
  paymentMethod: "Payment method",
  paymentMethods: { card: "Card", cash: "Cash", "apple-pay": "Apple Pay" } satisfies Record<
    TaxInvoiceData["paymentMethod"],
    string
  >,
  footer: "Amounts in UAE dirhams (AED). VAT is calculated per line and rounded to the nearest fils.",
  invoiceMail: {
    subject: (number: string) => `Your Roadside tax invoice ${number}`,
    lines: (p: {
      name: string;
      number: string;
      gross: string;
      vat: string;
      rate: string;
      history: string;
    }) => [
      `Dear ${p.name},`,
      "",
      `Thank you for using Roadside. Your tax invoice ${p.number} is attached:`,
      `${p.gross} including ${p.vat} VAT (${p.rate}).`,
      "",
      `You can download it again from your service history: ${p.history}`,
    ],
  },
  creditNoteMail: {
    subject: (p: { number: string; gross: string }) =>
      `Your Roadside credit note ${p.number} (refund of ${p.gross})`,
    lines: (p: {
      name: string;
      number: string;
      invoiceNumber: string;
      gross: string;
      vat: string;
      reason: string;
      history: string;
    }) => [
      `Dear ${p.name},`,
      "",
      `We have refunded ${p.gross} (including ${p.vat} VAT) to your card: ${p.reason}.`,
      `The attached credit note ${p.number} corrects tax invoice ${p.invoiceNumber}.`,
      "The refund may take a few working days to appear on your statement.",
      "",
      `Your service history has both documents: ${p.history}`,
    ],
  },
};

/** What every language's catalogue of the tax documents holds. */
export type DocumentMessages = typeof en;
