import nodemailer from "nodemailer";
import type { Mailer } from "../../domain/ports/mailer";

export interface SmtpMailerOptions {
  /** e.g. `smtps://user:pass@smtp.example.com:465` or `smtp://127.0.0.1:2525` (nodemailer's URL form). */
  url: string;
  /** The sender, e.g. `Roadside <no-reply@roadside.ae>`. */
  from: string;
}

/** Production mail: SMTP through nodemailer, one pooled connection reused between messages. */
export function smtpMailer(options: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.content),
              })),
            }
          : {}),
        // A resend after a crash carries the same id, so the receiving side can tell it is one mail.
        messageId: `<${message.idempotencyKey}@roadside.mail>`,
      });
    },
    close() {
      transport.close();
    },
  };
}
