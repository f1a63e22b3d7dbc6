import { EMAIL_VERIFICATION_TTL_HOURS } from "../../domain/account/emailVerification";
import { PASSWORD_RESET_TTL_MINUTES } from "../../domain/account/passwordRules";
import type { MailMessage } from "../../domain/ports/mailer";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a reset link opens, with its token. */
export const resetLinkOf = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, "")}/reset-password?token=${encodeURIComponent(token)}`;

export function passwordResetMail(to: string, link: string, idempotencyKey: string): MailMessage {
  const text = [
    "Someone (we hope you) asked to reset the password of your Roadside account.",
    "",
    `Choose a new password here: ${link}`,
    "",
    `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
  ].join("\n");
  const html = `<p>Someone (we hope you) asked to reset the password of your Roadside account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. If you did not ask, ignore this mail: your password stays as it is.</p>`;
  return { to, subject: "Reset your Roadside password", text, html, idempotencyKey };
}

export function passwordChangedMail(to: string, forgotUrl: string, idempotencyKey: string): MailMessage {
  const text = [
    "The password of your Roadside account was just changed, and every other signed-in device was signed out.",
    "",
    `If this was not you, reset your password at once: ${forgotUrl}`,
  ].join("\n");
  return { to, subject: "Your Roadside password was changed", text, idempotencyKey };
}

/** The page a verification link opens, with its token. */
export const verifyLinkOf = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, "")}/verify-email?token=${encodeURIComponent(token)}`;

export function verifyEmailMail(to: string, link: string, idempotencyKey: string): MailMessage {
  const text = [
    "Welcome to Roadside. Please confirm that this is your email address.",
    "",
    `Confirm it here: ${link}`,
    "",
    `The link works once, for ${EMAIL_VERIFICATION_TTL_HOURS} hours. Captains need a confirmed email to go online. If you did not sign up, ignore this mail.`,
  ].join("\n");
  const html = `<p>Welcome to Roadside. Please confirm that this is your email address.</p>
<p><a href="${escapeHtml(link)}">Confirm my email</a></p>
<p>The link works once, for ${EMAIL_VERIFICATION_TTL_HOURS} hours. Captains need a confirmed email to go online. If you did not sign up, ignore this mail.</p>`;
  return { to, subject: "Confirm your Roadside email", text, html, idempotencyKey };
}
