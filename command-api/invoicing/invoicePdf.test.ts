import { describe, expect, it, vi } from "vitest";
import { pricedLine, totalsOf } from "../../domain/money/priceLines";
import { renderCreditNotePdf, renderTaxInvoicePdf } from "./invoicePdf";
import { pdfText } from "./testing/pdfText";

/** The module as a process that has drawn no document yet has it (fonts not yet parsed). */
async function freshInvoicePdfModule(): Promise<typeof import("./invoicePdf")> {
  vi.resetModules();
  return import("./invoicePdf");
}

const supplier = {
  name: "Roadside Demo Services LLC",
  address: "Office 12, Al Quoz 1, Dubai, UAE",
  trn: "100123456700003",
};
const lines = [
  pricedLine("service", "towing", 25_000),
  pricedLine("weekend-surcharge", "towing", 2_500),
  pricedLine("extra", "towing", 5_000, "12 km more towing"),
];
const invoice = {
  requestId: "0190f0aa-0000-7000-8000-00000000000a",
  invoiceNumber: "INV-000042",
  issuedAt: "2025-03-10T20:30:00.000Z",
  supplyDate: "2025-03-10T19:45:00.000Z",
  supplier,
  customerId: "c1",
  customerName: "Aisha Al Mansoori",
  providerId: "p1",
  paymentMethod: "card" as const,
  lines,
  totals: totalsOf(lines),
  commissionBasisPoints: 1500,
};

describe("tax invoice PDF", () => {
  it("carries the UAE tax invoice particulars, each line's net, rate, VAT and total, and the totals", async () => {
    const text = await pdfText(await renderTaxInvoicePdf(invoice));
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("Roadside Demo Services LLC");
    expect(text).toContain("Office 12, Al Quoz 1, Dubai, UAE");
    expect(text).toContain("TRN: 100123456700003");
    expect(text).toContain("INV-000042");
    // Asia/Dubai days: 20:30 UTC on the 10th is the 11th in the UAE.
    expect(text).toMatch(/Date of issue 11 Mar 2025/);
    expect(text).toMatch(/Date of supply 10 Mar 2025/);
    expect(text).toContain("Aisha Al Mansoori");
    expect(text).toContain("Towing (starting price) 238.10 5 % 11.90 250.00");
    expect(text).toContain("Weekend surcharge 23.81 5 % 1.19 25.00");
    expect(text).toContain("Extra: 12 km more towing 47.62 5 % 2.38 50.00");
    expect(text).toContain("Total excl. VAT AED 309.53");
    expect(text).toContain("VAT (5 %) AED 15.47");
    expect(text).toContain("Total incl. VAT AED 325.00");
    expect(text).toContain("Payment method: Card");
  });

  it("is bilingual: every label also in Arabic, shaped and in reading order, beside the English", async () => {
    const text = await pdfText(await renderTaxInvoicePdf(invoice));
    // pdf.js gives Arabic back in logical order only when the glyphs were drawn right to left and
    // each ligature (lam-alef in الإصدار, الإجمالي) maps back to its letters.
    expect(text).toContain("Tax Invoice فاتورة ضريبية");
    expect(text).toContain("TRN: 100123456700003 100123456700003 : رقم التسجيل الضريبي");
    expect(text).toContain("Invoice number INV-000042 رقم الفاتورة");
    expect(text).toContain("Date of issue 11 Mar 2025 تاريخ الإصدار");
    expect(text).toContain("Date of supply 10 Mar 2025 تاريخ التوريد");
    expect(text).toContain("Customer Aisha Al Mansoori العميل");
    for (const label of ["الوصف", "السعر دون الضريبة", "نسبة الضريبة", "الإجمالي"])
      expect(text).toContain(label);
    expect(text).toContain("سحب المركبة");
    expect(text).toContain("رسوم إضافية لعطلة نهاية الأسبوع");
    // The captain's note keeps its own (left-to-right) order inside the Arabic line.
    expect(text).toContain("12 km more towing : إضافة");
    expect(text).toContain("Total excl. VAT AED 309.53 الإجمالي دون ضريبة القيمة المضافة");
    expect(text).toContain("طريقة الدفع");
    expect(text).toContain("بطاقة");
    expect(text).toContain("المبالغ بالدرهم الإماراتي");
  });

  it("prints a customer's Arabic name in Arabic letters, whatever was drawn before it", async () => {
    // ض is drawn from ص's outline and a dot: a font shared with the document before lost ص's text.
    await renderTaxInvoicePdf(invoice);
    const text = await pdfText(await renderTaxInvoicePdf({ ...invoice, customerName: "عائشة المنصوري" }));
    expect(text).toContain("Customer عائشة المنصوري العميل");
  });

  it("renders the same invoice to the same bytes, the process's first document or not", async () => {
    const { renderTaxInvoicePdf: inFreshProcess } = await freshInvoicePdfModule();
    const first = Buffer.from(await inFreshProcess(invoice));
    expect(first.equals(Buffer.from(await inFreshProcess(invoice)))).toBe(true);
    expect(first.equals(Buffer.from(await renderTaxInvoicePdf(invoice)))).toBe(true);
  });

  it("a credit note says so, refers to its invoice and gives the reason", async () => {
    const credit = [pricedLine("refund", "towing", 16_250, "captain arrived late")];
    const text = await pdfText(
      await renderCreditNotePdf({
        requestId: invoice.requestId,
        creditNoteNumber: "CN-000007",
        invoiceNumber: "INV-000042",
        refundId: "f1",
        reason: "captain arrived late",
        issuedAt: "2025-03-12T08:00:00.000Z",
        supplier,
        customerId: "c1",
        customerName: "Aisha Al Mansoori",
        providerId: "p1",
        lines: credit,
        totals: totalsOf(credit),
        commissionBasisPoints: 1500,
      }),
    );
    expect(text).toContain("Tax Credit Note");
    expect(text).toContain("CN-000007");
    expect(text).toContain("Refers to tax invoice INV-000042");
    expect(text).toContain("Reason captain arrived late");
    expect(text).toContain("TRN: 100123456700003");
    expect(text).toContain("Refund: captain arrived late 154.76 5 % 7.74 162.50");
    expect(text).toContain("Total credited incl. VAT AED 162.50");
    expect(text).toContain("Tax Credit Note إشعار دائن ضريبي");
    expect(text).toContain("رقم الإشعار الدائن");
    expect(text).toContain(
      "Refers to tax invoice INV-000042 الفاتورة الضريبية المرجعية INV-000042 يصحّح الفاتورة الضريبية",
    );
    expect(text).toContain("Reason captain arrived late السبب");
    expect(text).toContain("captain arrived late : استرداد");
    expect(text).toContain("إجمالي المبلغ الدائن");
  });
});
