import type { Clock } from "../../domain/ports/clock";
import type { Mailer, MailMessage } from "../../domain/ports/mailer";
import type { Sql } from "../../domain/ports/sql";
import { type PendingMail, pendingMails } from "../../projections/mail-queue/mailQueueProjection";
import { accountById, credentialsOfAccount } from "../../projections/read-models/accounts/queries";
import { issueResetToken } from "../auth/resetTokens";
import { issueVerificationToken } from "../auth/verificationTokens";
import { languageOf, type MessageLanguage } from "../i18n/recipientLanguage";
import { WakeLoop } from "../reactors/wakeLoop";
import {
  passwordChangedMail,
  passwordResetMail,
  resetLinkOf,
  verifyEmailMail,
  verifyLinkOf,
} from "./accountMails";
import {
  captainApprovedMail,
  captainDashboardOf,
  captainRejectedMail,
  documentExpiredMail,
  documentExpiryWarningMail,
} from "./captainMails";

export interface MailProcessDeps {
  sql: Sql;
  mailer: Mailer;
  clock: Clock;
  /** Where links in mails point, e.g. `https://roadside.ae`. */
  publicUrl: string;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /** After a failed send, try again this much later (default 5 s). */
  retryMs?: number;
}

type Outcome = "sent" | "stale" | "no-recipient";

const BATCH = 20;

/**
 * Sends the mails the queue projection recorded, oldest first, as a reactor: it runs where the
 * queue's lock is held, never inside an HTTP handler. A mail is recorded in `auth.mail_sent` after
 * the mail server accepted it, so a restart resends at most the one mail in flight (with the same
 * idempotency key) and skips none. A link nobody can use any more (expired) is not sent.
 */
export class MailProcess extends WakeLoop {
  constructor(private readonly deps: MailProcessDeps) {
    super({ name: "mail", log: deps.log, failureRetryMs: deps.retryMs ?? 5_000 });
  }

  /** Sends what is queued; a failed send throws, and the whole pass is tried again later. */
  protected async pass(): Promise<null> {
    await this.drain();
    return null;
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const batch = await pendingMails(this.deps.sql, BATCH);
      if (batch.length === 0) return;
      for (const mail of batch) {
        if (this.stopped) return;
        await this.record(mail, await this.deliver(mail));
      }
    }
  }

  private async deliver(mail: PendingMail): Promise<Outcome> {
    if (this.deps.clock.now() >= mail.sendUntil) return "stale";
    const to = mail.recipient ?? (await credentialsOfAccount(this.deps.sql, mail.accountId))?.email;
    if (!to) return "no-recipient";
    const account = await accountById(this.deps.sql, mail.accountId);
    // Verified since (by another link): a further link would only confuse.
    if (mail.kind === "verify-email" && account?.emailVerified) return "stale";
    const message = await this.render(mail, to, languageOf(account?.preferredLanguage));
    // A queued row this code cannot render (its details missing) is never owed to anyone.
    if (message === null) return "stale";
    await this.deps.mailer.send(message);
    this.deps.log.info({ kind: mail.kind, eventId: mail.eventId }, "mail sent");
    return "sent";
  }

  /** The mail in the recipient's language (their account's choice; English until they made one). */
  private async render(
    mail: PendingMail,
    to: string,
    language: MessageLanguage,
  ): Promise<MailMessage | null> {
    if (mail.kind === "password-reset" && mail.resetId) {
      const token = await issueResetToken(this.deps.sql, {
        resetId: mail.resetId,
        accountId: mail.accountId,
        expiresAt: mail.sendUntil,
      });
      return passwordResetMail(to, resetLinkOf(this.deps.publicUrl, token), mail.eventId, language);
    }
    if (mail.kind === "verify-email") {
      const token = await issueVerificationToken(this.deps.sql, {
        mailEventId: mail.eventId,
        accountId: mail.accountId,
        expiresAt: mail.sendUntil,
      });
      return verifyEmailMail(to, verifyLinkOf(this.deps.publicUrl, token), mail.eventId, language);
    }
    const dashboard = captainDashboardOf(this.deps.publicUrl);
    const { details } = mail;
    if (
      (mail.kind === "document-expiry-warning" || mail.kind === "document-expired") &&
      details.kind &&
      details.expiresOn
    ) {
      const paper = { kind: details.kind, expiresOn: details.expiresOn, dashboard };
      return mail.kind === "document-expiry-warning"
        ? documentExpiryWarningMail(to, paper, mail.eventId, language)
        : documentExpiredMail(to, paper, mail.eventId, language);
    }
    if (mail.kind === "captain-approved")
      return captainApprovedMail(to, { note: details.note ?? "", dashboard }, mail.eventId, language);
    if (mail.kind === "captain-rejected" && details.reason)
      return captainRejectedMail(to, { reason: details.reason, dashboard }, mail.eventId, language);
    if (mail.kind === "password-changed")
      return passwordChangedMail(
        to,
        `${this.deps.publicUrl.replace(/\/+$/, "")}/forgot-password`,
        mail.eventId,
        language,
      );
    return null;
  }

  private async record(mail: PendingMail, outcome: Outcome): Promise<void> {
    await this.deps.sql.query(
      "INSERT INTO auth.mail_sent (event_id, outcome, at) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING",
      [mail.eventId, outcome, this.deps.clock.now()],
    );
  }
}
