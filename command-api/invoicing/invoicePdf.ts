import PDFDocument from "pdfkit";
import { formatAed } from "../../domain/money/fils";
import type { PriceLine, PriceTotals } from "../../domain/money/priceLines";
import { VAT_RATE_PERCENT } from "../../domain/money/vat";
import type { Supplier } from "../../domain/request/moneyEvents";
import { percentIn } from "../i18n/localFigures";
import { type BidiTextOptions, drawBidiText, hasArabic } from "./bidiText";
import type { CreditNoteData, TaxInvoiceData as InvoiceData } from "./documentData";
import { type Face, LATIN_FONTS, registerArabicFonts } from "./documentFonts";
import { documentMessages } from "./messages";

/*
 * The tax documents are bilingual, English and Arabic side by side as UAE tax invoices commonly are
 * (Arabic is the official language: uae-facts "People and places"): each label in both, the English
 * on the left, the Arabic on the right; the figures once, in Western digits. Data (names, addresses,
 * reasons) is printed as written, in Arabic letters where it is Arabic.
 */
const EN = documentMessages("en");
const AR = documentMessages("ar");

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

/** The page's text block: A4 with 50 pt margins. */
const LEFT = 50;
const RIGHT = 545;

/**
 * The customer's UAE tax invoice as a PDF (FTA VATP006, uae-facts "Money and VAT"): the words "Tax
 * Invoice", the supplier's name, address and TRN, the number, dates of issue and supply, the
 * customer's name, each line's price excluding VAT, the VAT rate and amount and its total, the
 * totals excluding VAT, VAT and the total in AED, and how it was paid. Drawn only from the event's
 * data, with the PDF's own dates set from it, so the same invoice renders to the same bytes.
 */
export function renderTaxInvoicePdf(invoice: InvoiceData): Promise<Uint8Array> {
  const title = `${EN.taxInvoice} ${invoice.invoiceNumber} | ${AR.taxInvoice}`;
  return render(invoice.issuedAt, title, (doc) => {
    heading(doc, "taxInvoice", invoice.supplier);
    facts(doc, [
      ["invoiceNumber", invoice.invoiceNumber],
      ["dateOfIssue", dayOf(invoice.issuedAt)],
      ["dateOfSupply", dayOf(invoice.supplyDate)],
      ["customer", invoice.customerName],
      ["request", invoice.requestId],
    ]);
    lineTable(doc, invoice.lines, invoice.totals, "gross");
    const y = doc.moveDown(1).y;
    doc
      .font(LATIN_FONTS.regular)
      .fontSize(10)
      .text(`${EN.paymentMethod}: ${EN.paymentMethods[invoice.paymentMethod]}`, LEFT, y, { width: 240 });
    const below = doc.y;
    arabic(doc, `${AR.paymentMethod}: ${AR.paymentMethods[invoice.paymentMethod]}`, {
      x: 300,
      y,
      width: RIGHT - 300,
      size: 10,
    });
    doc.y = Math.max(below, doc.y);
    footer(doc);
  });
}

/** A refund's tax credit note (VAT Executive Regulation Art. 60): refers to the invoice it corrects. */
export function renderCreditNotePdf(note: CreditNoteData): Promise<Uint8Array> {
  const title = `${EN.creditNote} ${note.creditNoteNumber} | ${AR.creditNote}`;
  return render(note.issuedAt, title, (doc) => {
    heading(doc, "creditNote", note.supplier);
    facts(doc, [
      ["creditNoteNumber", note.creditNoteNumber],
      ["refersTo", EN.refersToInvoice(note.invoiceNumber), AR.refersToInvoice(note.invoiceNumber)],
      ["dateOfIssue", dayOf(note.issuedAt)],
      ["customer", note.customerName],
      ["reason", note.reason],
      ["request", note.requestId],
    ]);
    lineTable(doc, note.lines, note.totals, "credited");
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
    margin: LEFT,
    // Dates from the document, not the clock: the same invoice is the same file.
    info: {
      Title: title,
      Author: "Roadside",
      Producer: "Roadside",
      Creator: "Roadside",
      CreationDate: new Date(issuedAt),
    },
  });
  registerArabicFonts(doc);
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

/** An Arabic label, right-aligned in its box (its figures and Latin words placed by bidiText). */
function arabic(
  doc: PDFKit.PDFDocument,
  text: string,
  o: Pick<BidiTextOptions, "x" | "y" | "width" | "size"> & { face?: Face; align?: "left" | "right" },
): number {
  return drawBidiText(doc, text, {
    ...o,
    face: o.face ?? "bold",
    align: o.align ?? "right",
    direction: "rtl",
  });
}

/** A piece of data: as pdfkit always drew it, or laid out by bidiText when it has Arabic in it. */
function value(
  doc: PDFKit.PDFDocument,
  text: string,
  o: { x: number; y: number; width: number; size: number; face: Face; align?: "left" | "right" },
): number {
  const align = o.align ?? "left";
  if (hasArabic(text)) return drawBidiText(doc, text, { ...o, align, direction: "auto" });
  doc.font(LATIN_FONTS[o.face]).fontSize(o.size).text(text, o.x, o.y, { width: o.width, align });
  return doc.y;
}

function heading(doc: PDFKit.PDFDocument, kind: "taxInvoice" | "creditNote", supplier: Supplier): void {
  const top = doc.y;
  doc.font(LATIN_FONTS.bold).fontSize(24).text(EN[kind], LEFT, top, { width: 250 });
  const below = doc.y;
  arabic(doc, AR[kind], { x: 300, y: top, width: RIGHT - 300, size: 24 });
  doc.y = Math.max(below, doc.y);
  doc.moveDown(0.5);
  value(doc, supplier.name, { x: LEFT, y: doc.y, width: RIGHT - LEFT, size: 11, face: "bold" });
  value(doc, supplier.address, { x: LEFT, y: doc.y, width: RIGHT - LEFT, size: 10, face: "regular" });
  const trnY = doc.y;
  doc.font(LATIN_FONTS.regular).fontSize(10).text(`${EN.trn}: ${supplier.trn}`, LEFT, trnY, { width: 240 });
  const afterTrn = doc.y;
  arabic(doc, `${AR.trn}: ${supplier.trn}`, {
    x: 300,
    y: trnY,
    width: RIGHT - 300,
    size: 10,
    face: "regular",
  });
  doc.y = Math.max(afterTrn, doc.y);
  doc.x = LEFT;
  doc.moveDown(1);
}

type Fact = keyof typeof EN.facts;

/**
 * Label (English), value, label (Arabic): one row per particular. A value in words (not data) has
 * its Arabic under it.
 */
function facts(doc: PDFKit.PDFDocument, rows: readonly (readonly [Fact, string, string?])[]): void {
  doc.fontSize(10);
  for (const [fact, text, arabicText] of rows) {
    const y = doc.y;
    doc.font(LATIN_FONTS.bold).fontSize(10).text(EN.facts[fact], LEFT, y, { width: 130 });
    let bottom = doc.y;
    let valueBottom = value(doc, text, { x: 190, y, width: 215, size: 10, face: "regular" });
    bottom = Math.max(bottom, arabic(doc, AR.facts[fact], { x: 410, y, width: RIGHT - 410, size: 10 }));
    if (arabicText)
      valueBottom = arabic(doc, arabicText, { x: 190, y: valueBottom, width: 215, size: 9, face: "regular" });
    doc.x = LEFT;
    doc.y = Math.max(bottom, valueBottom);
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

/** A table row: its English (or figures) cells, then what is printed in Arabic under them. */
function row(
  doc: PDFKit.PDFDocument,
  cells: readonly string[],
  arabicCells: readonly (string | null)[],
  bold = false,
): void {
  const y = doc.y;
  const face: Face = bold ? "bold" : "regular";
  let bottom = y;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i]!;
    bottom = Math.max(bottom, value(doc, cell, { ...column, y, size: 9, face }));
  });
  let below = bottom;
  arabicCells.forEach((cell, i) => {
    const column = COLUMNS[i]!;
    if (cell)
      below = Math.max(
        below,
        drawBidiText(doc, cell, {
          x: column.x,
          y: bottom,
          width: column.width,
          align: "right",
          direction: "rtl",
          face,
          size: 8.5,
        }),
      );
  });
  doc.x = LEFT;
  doc.y = below + 4;
}

function lineTable(
  doc: PDFKit.PDFDocument,
  lines: readonly PriceLine[],
  totals: PriceTotals,
  total: "gross" | "credited",
): void {
  const headings = (m: typeof EN) => [
    m.columns.description,
    m.columns.net,
    m.columns.vatRate,
    m.columns.vat,
    m.columns.total,
  ];
  row(doc, headings(EN), headings(AR), true);
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).stroke();
  doc.y += 4;
  for (const line of lines)
    row(
      doc,
      [
        EN.line(line),
        amount(line.netFils),
        `${VAT_RATE_PERCENT} %`,
        amount(line.vatFils),
        amount(line.grossFils),
      ],
      [AR.line(line)],
    );
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).stroke();
  doc.y += 6;
  const rate = (language: "en" | "ar") => percentIn(language, VAT_RATE_PERCENT);
  const sums: [string, string, string][] = [
    [EN.totals.net, AR.totals.net, formatAed(totals.netFils)],
    [EN.totals.vat(rate("en")), AR.totals.vat(rate("ar")), formatAed(totals.vatFils)],
    [EN.totals[total], AR.totals[total], formatAed(totals.grossFils)],
  ];
  for (const [label, arabicLabel, figure] of sums) {
    const y = doc.y;
    doc.font(LATIN_FONTS.bold).fontSize(10).text(label, 300, y, { width: 150, align: "right" });
    const below = doc.y;
    doc.text(figure, 455, y, { width: 90, align: "right" });
    arabic(doc, arabicLabel, { x: 200, y: below, width: 250, size: 9 });
    doc.y += 2;
  }
}

function footer(doc: PDFKit.PDFDocument): void {
  doc.moveDown(2).font(LATIN_FONTS.regular).fontSize(8).text(EN.footer, LEFT);
  arabic(doc, AR.footer, { x: LEFT, y: doc.y + 2, width: RIGHT - LEFT, size: 8, face: "regular" });
}
