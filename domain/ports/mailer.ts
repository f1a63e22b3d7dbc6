/** An email as the product sends it; the adapter adds the sender (MAIL_FROM). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The same key for the same mail, however often it is sent (the event id that caused it): the
   * outbox overwrites one file, SMTP carries it as the Message-ID a receiving system can dedupe on.
   */
  idempotencyKey: string;
}

/** Sends one message; resolves once the mail server (or the outbox) has accepted it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
