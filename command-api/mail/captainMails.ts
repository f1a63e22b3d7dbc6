import type { MailMessage } from "../../domain/ports/mailer";
import type { DocumentKind } from "../../domain/provider/onboardingEvents";
import { addDays } from "../../domain/rules/uaeTime";
import { longDateIn } from "../i18n/localFigures";
import type { MessageLanguage } from "../i18n/recipientLanguage";
import { bodiesOf } from "./mailBody";
import { mailMessages } from "./messages";

/** Where a captain sees their status, uploads a new paper and submits it. */
export const captainDashboardOf = (publicUrl: string): string =>
  `${publicUrl.replace(/\/+$/, "")}/provider-dashboard`;

export function documentExpiryWarningMail(
  to: string,
  p: { kind: DocumentKind; expiresOn: string; dashboard: string },
  idempotencyKey: string,
  language: MessageLanguage,
): MailMessage {
  const messages = mailMessages(language);
  const m = messages.documentExpiryWarning;
  // Dates in mails are read by people, not parsed: "14 March 2026".
  const words = {
    paper: messages.papers[p.kind],
    lastDay: longDateIn(language, addDays(p.expiresOn, -1)),
    expiresOn: longDateIn(language, p.expiresOn),
    dashboard: p.dashboard,
  };
  return { to, subject: m.subject(words), ...bodiesOf(language, m.lines(words)), idempotencyKey };
}

export function documentExpiredMail(
  to: string,
  p: { kind: DocumentKind; expiresOn: string; dashboard: string },
  idempotencyKey: string,
  language: MessageLanguage,
): MailMessage {
  const messages = mailMessages(language);
  const m = messages.documentExpired;
  const words = {
    paper: messages.papers[p.kind],
    expiresOn: longDateIn(language, p.expiresOn),
    dashboard: p.dashboard,
  };
  return { to, subject: m.subject(words), ...bodiesOf(language, m.lines(words)), idempotencyKey };
}

export function captainApprovedMail(
  to: string,
  p: { note: string; dashboard: string },
  idempotencyKey: string,
  language: MessageLanguage,
): MailMessage {
  const m = mailMessages(language).captainApproved;
  return { to, subject: m.subject, ...bodiesOf(language, m.lines(p)), idempotencyKey };
}

export function captainRejectedMail(
  to: string,
  p: { reason: string; dashboard: string },
  idempotencyKey: string,
  language: MessageLanguage,
): MailMessage {
  const m = mailMessages(language).captainRejected;
  return { to, subject: m.subject, ...bodiesOf(language, m.lines(p)), idempotencyKey };
}
