import PDFDocument from "pdfkit";
import { formatAed } from "../../domain/money/fils";
import type { PriceLine, PriceTotals } from "../../domain/money/priceLines";
import { VAT_RATE_PERCENT } from "../../domain/money/vat";
import type { Supplier } from "../../domain/request/moneyEvents";
import { lineDescription } from "../money/lineDescriptions";
import type { CreditNoteData, TaxInvoiceData as InvoiceData } from "./documentData";

/** A UAE date as the documents print it: "10 Mar 2025" (Asia/Dubai, uae-facts "Time and calendar"). */
const uaeDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Dubai",
  day: "2-digit",
  month: "short",
  year: "numeric",
});
const dayOf = (iso: string) => uaeDay.format(new Date(iso));

/** Fils as "261.90" in a column headed (AED). */
const amount = (fils: number) => formatAed(fils).replace("AED ", "");

const PAYMENT_METHOD_WORDS: Readonly<Record<InvoiceData["paymentMethod"], string>> = {
  card: "Card",
  cash: "Cash",
  "apple-pay": "Apple Pay",
};

/**
 * The customer's UAE tax invoice as a PDF (FTA VATP006, uae-facts "Money and VAT"): the words "Tax
 * Invoice", the supplier's name, address and TRN, the number, dates of issue and supply, the
 * customer's name, each line's price excluding VAT, the VAT rate and amount and its total, the
 * totals excluding VAT, VAT and the total in AED, and how it was paid. Drawn only from the event's
 * data, with the PDF's own dates set from it, so the same invoice renders to the same bytes.
 */
export function renderTaxInvoicePdf(invoice: InvoiceData): Promise<Uint8Array> {
  return render(invoice.issuedAt, `Tax Invoice ${invoice.invoiceNumber}`, (doc) => {
    heading(doc, "Tax Invoice", invoice.supplier);
    facts(doc, [
      ["Invoice number", invoice.invoiceNumber],
      ["Date of issue", dayOf(invoice.issuedAt)],
      ["Date of supply", dayOf(invoice.supplyDate)],
      ["Customer", invoice.customerName],
      ["Request", invoice.requestId],
    ]);
    lineTable(doc, invoice.lines, invoice.totals);
    doc.moveDown(1).fontSize(10).text(`Payment method: ${PAYMENT_METHOD_WORDS[invoice.paymentMethod]}`);
    footer(doc);
  });
}

/** A refund's tax credit note (VAT Executive Regulation Art. 60): refers to the invoice it corrects. */
export function renderCreditNotePdf(note: CreditNoteData): Promise<Uint8Array> {
  return render(note.issuedAt, `Tax Credit Note ${note.creditNoteNumber}`, (doc) => {
    heading(doc, "Tax Credit Note", note.supplier);
    facts(doc, [
      ["Credit note number", note.creditNoteNumber],
      ["Refers to", `Refers to tax invoice ${note.invoiceNumber}`],
      ["Date of issue", dayOf(note.issuedAt)],
      ["Customer", note.customerName],
      ["Reason", note.reason],
      ["Request", note.requestId],
    ]);
    lineTable(doc, note.lines, note.totals, "Total credited");
    footer(doc);
  });
}

function render(
  issuedAt: string,
  title: string,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    // Dates from the document, not the clock: the same invoice is the same file.
    info: {
      Title: title,
      Author: "Roadside",
      Producer: "Roadside",
      Creator: "Roadside",
      CreationDate: new Date(issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function heading(doc: PDFKit.PDFDocument, words: string, supplier: Supplier): void {
  doc.font("Helvetica-Bold").fontSize(24).text(words);
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(11).text(supplier.name);
  doc.font("Helvetica").fontSize(10).text(supplier.address);
  doc.text(`TRN: ${supplier.trn}`);
  doc.moveDown(1);
}

function facts(doc: PDFKit.PDFDocument, rows: readonly (readonly [string, string])[]): void {
  doc.fontSize(10);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("Helvetica-Bold").text(label, 50, y, { width: 130 });
    doc.font("Helvetica").text(value, 190, y, { width: 355 });
  }
  doc.moveDown(1);
}

/** Column x positions and widths: description, price excl. VAT, VAT rate, VAT, total. */
const COLUMNS = [
  { x: 50, width: 200, align: "left" },
  { x: 255, width: 80, align: "right" },
  { x: 340, width: 55, align: "right" },
  { x: 400, width: 70, align: "right" },
  { x: 475, width: 70, align: "right" },
] as const;

function row(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false): void {
  const y = doc.y;
  doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
  let bottom = y;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i]!;
    doc.text(cell, column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = 50;
  doc.y = bottom + 4;
}

function lineTable(
  doc: PDFKit.PDFDocument,
  lines: readonly PriceLine[],
  totals: PriceTotals,
  totalWords = "Total",
): void {
  row(doc, ["Description", "Price excl. VAT (AED)", "VAT rate", "VAT (AED)", "Total (AED)"], true);
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke();
  doc.y += 4;
  for (const line of lines)
    row(doc, [
      lineDescription(line),
      amount(line.netFils),
      `${VAT_RATE_PERCENT} %`,
      amount(line.vatFils),
      amount(line.grossFils),
    ]);
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke();
  doc.y += 6;
  const sums: [string, string][] = [
    ["Total excl. VAT", formatAed(totals.netFils)],
    [`VAT (${VAT_RATE_PERCENT} %)`, formatAed(totals.vatFils)],
    [`${totalWords} incl. VAT`, formatAed(totals.grossFils)],
  ];
  for (const [label, value] of sums) {
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(10).text(label, 300, y, { width: 150, align: "right" });
    doc.text(value, 455, y, { width: 90, align: "right" });
    doc.x = 50;
  }
}

function footer(doc: PDFKit.PDFDocument): void {
  doc
    .moveDown(2)
    .font("Helvetica")
    .fontSize(8)
    .text("Amounts in UAE dirhams (AED). VAT is calculated per line and rounded to the nearest fils.", 50);
}
