import { formatAed } from "../../domain/money/fils";
import type { MailMessage } from "../../domain/ports/mailer";
import type { MoneyDocument } from "./moneyDocuments";

/** Where the customer finds their requests (and each one's documents) on the web. */
const historyOf = (publicUrl: string) => `${publicUrl.replace(/\/+$/, "")}/history`;

/**
 * The mail that delivers an issued document (a registered supplier must deliver the tax invoice:
 * uae-facts "Money and VAT"), with its PDF attached. The key is the issuing event's id, so a resend
 * after a crash is the same mail.
 */
export function moneyDocumentMail(
  to: string,
  document: MoneyDocument,
  pdf: Uint8Array,
  p: { publicUrl: string; idempotencyKey: string },
): MailMessage {
  const attachments = [{ filename: `${document.number}.pdf`, contentType: "application/pdf", content: pdf }];
  const history = historyOf(p.publicUrl);
  if (document.kind === "tax-invoice") {
    const { totals } = document.data;
    return {
      to,
      subject: `Your Roadside tax invoice ${document.number}`,
      text: [
        `Dear ${document.data.customerName},`,
        "",
        `Thank you for using Roadside. Your tax invoice ${document.number} is attached:`,
        `${formatAed(totals.grossFils)} including ${formatAed(totals.vatFils)} VAT (5 %).`,
        "",
        `You can download it again from your service history: ${history}`,
      ].join("\n"),
      idempotencyKey: p.idempotencyKey,
      attachments,
    };
  }
  const { totals, invoiceNumber, reason } = document.data;
  return {
    to,
    subject: `Your Roadside credit note ${document.number} (refund of ${formatAed(totals.grossFils)})`,
    text: [
      `Dear ${document.data.customerName},`,
      "",
      `We have refunded ${formatAed(totals.grossFils)} (including ${formatAed(totals.vatFils)} VAT) to your card: ${reason}.`,
      `The attached credit note ${document.number} corrects tax invoice ${invoiceNumber}.`,
      "The refund may take a few working days to appear on your statement.",
      "",
      `Your service history has both documents: ${history}`,
    ].join("\n"),
    idempotencyKey: p.idempotencyKey,
    attachments,
  };
}
