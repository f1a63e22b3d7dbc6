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
  /** Files that go with the mail (a tax invoice's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  /** The name the recipient's mail program shows and saves it as, e.g. `INV-000042.pdf`. */
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** Sends one message; resolves once the mail server (or the outbox) has accepted it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
