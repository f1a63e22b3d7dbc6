import { EMAIL_VERIFICATION_TTL_HOURS } from "../../domain/account/emailVerification";
import { PASSWORD_RESET_TTL_MINUTES } from "../../domain/account/passwordRules";
import type { MailMessage } from "../../domain/ports/mailer";
import type { MessageLanguage } from "../i18n/recipientLanguage";
import { bodiesOf, escapeHtml, htmlIn } from "./mailBody";
import { mailMessages } from "./messages";

/** The page a reset link opens, with its token. */
export const resetLinkOf = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, "")}/reset-password?token=${encodeURIComponent(token)}`;

interface LinkMailTexts {
  readonly subject: string;
  readonly intro: string;
  readonly linkText: string;
  linkLine(link: string): string;
}

/** A mail whose point is one link that expires: the intro, the link, how long it works. */
function linkMail(
  to: string,
  link: string,
  expiry: string,
  m: LinkMailTexts,
  idempotencyKey: string,
  language: MessageLanguage,
): MailMessage {
  const text = [m.intro, "", m.linkLine(link), "", expiry].join("\n");
  const html = htmlIn(
    language,
    `<p>${escapeHtml(m.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(m.linkText)}</a></p>
<p>${escapeHtml(expiry)}</p>`,
  );
  return { to, subject: m.subject, text, html, idempotencyKey };
}

export function passwordResetMail(
  to: string,
  link: string,
  idempotencyKey: string,
  language: MessageLanguage,
): MailMessage {
  const m = mailMessages(language).passwordReset;
  return linkMail(to, link, m.expiry(PASSWORD_RESET_TTL_MINUTES), m, idempotencyKey, language);
}

export function passwordChangedMail(
  to: string,
  forgotUrl: string,
  idempotencyKey: string,
  language: MessageLanguage,
): MailMessage {
  const m = mailMessages(language).passwordChanged;
  return { to, subject: m.subject, ...bodiesOf(language, m.lines(forgotUrl)), idempotencyKey };
}

/** The page a verification link opens, with its token. */
export const verifyLinkOf = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, "")}/verify-email?token=${encodeURIComponent(token)}`;

export function verifyEmailMail(
  to: string,
  link: string,
  idempotencyKey: string,
  language: MessageLanguage,
): MailMessage {
  const m = mailMessages(language).verifyEmail;
  return linkMail(to, link, m.expiry(EMAIL_VERIFICATION_TTL_HOURS), m, idempotencyKey, language);
}
