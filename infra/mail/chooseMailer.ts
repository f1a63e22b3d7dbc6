import type { Mailer } from "../../domain/ports/mailer";
import type { MailConfig } from "../config/mailConfig";
import { outboxDir, outboxMailer } from "./outboxMailer";
import { smtpMailer } from "./smtpMailer";

type Log = { info(details: object, message: string): void };

/** SMTP when SMTP_URL is set; otherwise the outbox under DATA_DIR, which the log points at. */
export function chooseMailer(
  config: MailConfig & { dataDir: string },
  log: Log,
): { mailer: Mailer; close(): void } {
  if (config.mail.smtpUrl) {
    const smtp = smtpMailer({ url: config.mail.smtpUrl, from: config.mail.from });
    log.info({ from: config.mail.from }, "mail: sending through SMTP_URL");
    return { mailer: smtp, close: () => smtp.close() };
  }
  const dir = outboxDir(config.dataDir);
  log.info({ outbox: dir }, "mail: no SMTP_URL, so mails are written to the outbox instead of sent");
  const mailer = outboxMailer({
    dataDir: config.dataDir,
    from: config.mail.from,
    // The developer's way in: the log line says where the mail (and so the link) is.
    onWritten: (file, message) =>
      log.info({ file, to: message.to, subject: message.subject }, "mail: written to outbox"),
  });
  return { mailer, close: () => {} };
}
