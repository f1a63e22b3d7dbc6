import { describe, expect, it } from "vitest";
import { pricedLine, totalsOf } from "../../domain/money/priceLines";
import { moneyDocumentMail } from "./documentMails";
import type { MoneyDocument } from "./moneyDocuments";

const supplier = { name: "Roadside Demo Services LLC", address: "Al Quoz 1, Dubai", trn: "100123456700003" };
const lines = [pricedLine("service", "towing", 27_500)];
const parties = {
  requestId: "r1",
  issuedAt: "2025-03-10T20:30:00.000Z",
  supplier,
  customerId: "c1",
  customerName: "Aisha Al Mansoori",
  providerId: "p1",
  commissionBasisPoints: 1500,
};
const invoice: MoneyDocument = {
  kind: "tax-invoice",
  number: "INV-000042",
  data: {
    ...parties,
    invoiceNumber: "INV-000042",
    supplyDate: "2025-03-10T19:45:00.000Z",
    paymentMethod: "card",
    lines,
    totals: totalsOf(lines),
  },
};
const refundLines = [pricedLine("refund", "towing", 13_750, "captain arrived late")];
const creditNote: MoneyDocument = {
  kind: "credit-note",
  number: "CN-000007",
  data: {
    ...parties,
    creditNoteNumber: "CN-000007",
    invoiceNumber: "INV-000042",
    refundId: "f1",
    reason: "captain arrived late",
    lines: refundLines,
    totals: totalsOf(refundLines),
  },
};
const pdf = new Uint8Array([37, 80, 68, 70]);
const mailOf = (document: MoneyDocument, language: "en" | "ar") =>
  moneyDocumentMail("aisha@example.ae", document, pdf, {
    publicUrl: "https://roadside.test/",
    idempotencyKey: "e1",
    language,
  });
// Intl marks Arabic currency with right-to-left marks; compared without them.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "").replace(/\u00a0/g, " ");

describe("the mail that delivers a tax document", () => {
  it("in English, word for word as it always was, with the PDF attached", () => {
    const mail = mailOf(invoice, "en");
    expect(mail.subject).toBe("Your Roadside tax invoice INV-000042");
    expect(mail.text).toBe(
      [
        "Dear Aisha Al Mansoori,",
        "",
        "Thank you for using Roadside. Your tax invoice INV-000042 is attached:",
        "AED 275.00 including AED 13.10 VAT (5 %).",
        "",
        "You can download it again from your service history: https://roadside.test/history",
      ].join("\n"),
    );
    expect(mail.html).toBeUndefined();
    expect(mail.attachments).toEqual([
      { filename: "INV-000042.pdf", contentType: "application/pdf", content: pdf },
    ]);
    const credit = mailOf(creditNote, "en");
    expect(credit.subject).toBe("Your Roadside credit note CN-000007 (refund of AED 137.50)");
    expect(credit.text).toBe(
      [
        "Dear Aisha Al Mansoori,",
        "",
        "We have refunded AED 137.50 (including AED 6.55 VAT) to your card: captain arrived late.",
        "The attached credit note CN-000007 corrects tax invoice INV-000042.",
        "The refund may take a few working days to appear on your statement.",
        "",
        "Your service history has both documents: https://roadside.test/history",
      ].join("\n"),
    );
  });

  it("in Arabic: the amounts with the dirham sign, the HTML part right to left, the same attachment", () => {
    const mail = mailOf(invoice, "ar");
    expect(mail.subject).toBe("فاتورتك الضريبية من رود سايد رقم INV-000042");
    expect(plain(mail.text)).toContain("المبلغ 275.00 د.إ.، منه 13.10 د.إ. ضريبة القيمة المضافة (5%).");
    expect(mail.text).toContain("مرحباً Aisha Al Mansoori،");
    expect(mail.html).toMatch(/^<div dir="rtl" lang="ar">/);
    expect(mail.html).toContain('<a href="https://roadside.test/history">https://roadside.test/history</a>');
    expect(mail.attachments).toHaveLength(1);
    const credit = mailOf(creditNote, "ar");
    expect(plain(credit.subject)).toBe("إشعارك الدائن من رود سايد رقم CN-000007 (استرداد 137.50 د.إ.)");
    expect(credit.text).toContain(
      "يصحّح الإشعار الدائن المرفق رقم CN-000007 الفاتورة الضريبية رقم INV-000042.",
    );
  });
});
