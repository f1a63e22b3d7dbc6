import { VAT_RATE_PERCENT } from "../../domain/money/vat";
import type { MailMessage } from "../../domain/ports/mailer";
import { aedIn, percentIn } from "../i18n/localFigures";
import type { MessageLanguage } from "../i18n/recipientLanguage";
import { bodiesOf } from "../mail/mailBody";
import { documentMessages } from "./messages";
import type { MoneyDocument } from "./moneyDocuments";

/** Where the customer finds their requests (and each one's documents) on the web. */
const historyOf = (publicUrl: string) => `${publicUrl.replace(/\/+$/, "")}/history`;

/**
 * The mail that delivers an issued document (a registered supplier must deliver the tax invoice:
 * uae-facts "Money and VAT"), with its PDF attached, in the customer's language (the PDF itself is
 * bilingual). The key is the issuing event's id, so a resend after a crash is the same mail.
 */
export function moneyDocumentMail(
  to: string,
  document: MoneyDocument,
  pdf: Uint8Array,
  p: { publicUrl: string; idempotencyKey: string; language: MessageLanguage },
): MailMessage {
  const { language } = p;
  const m = documentMessages(language);
  const attachments = [{ filename: `${document.number}.pdf`, contentType: "application/pdf", content: pdf }];
  const history = historyOf(p.publicUrl);
  const { totals, customerName: name } = document.data;
  const gross = aedIn(language, totals.grossFils);
  const vat = aedIn(language, totals.vatFils);
  if (document.kind === "tax-invoice") {
    const lines = m.invoiceMail.lines({
      name,
      number: document.number,
      gross,
      vat,
      rate: percentIn(language, VAT_RATE_PERCENT),
      history,
    });
    return {
      to,
      subject: m.invoiceMail.subject(document.number),
      ...bodiesOf(language, lines),
      idempotencyKey: p.idempotencyKey,
      attachments,
    };
  }
  const { invoiceNumber, reason } = document.data;
  const lines = m.creditNoteMail.lines({
    name,
    number: document.number,
    invoiceNumber,
    gross,
    vat,
    reason,
    history,
  });
  return {
    to,
    subject: m.creditNoteMail.subject({ number: document.number, gross }),
    ...bodiesOf(language, lines),
    idempotencyKey: p.idempotencyKey,
    attachments,
  };
}
