import type { MailMessage } from "../../domain/ports/mailer";
import { DOCUMENT_LABELS, type DocumentKind } from "../../domain/provider/onboardingEvents";
import { addDays } from "../../domain/rules/uaeTime";

/** Where a captain sees their status, uploads a new paper and submits it. */
export const captainDashboardOf = (publicUrl: string): string =>
  `${publicUrl.replace(/\/+$/, "")}/provider-dashboard`;

/** "14 March 2026": dates in mails are read by people, not parsed. */
function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const name = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-GB", {
    timeZone: "UTC",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return name;
}

export function documentExpiryWarningMail(
  to: string,
  p: { kind: DocumentKind; expiresOn: string; dashboard: string },
  idempotencyKey: string,
): MailMessage {
  const paper = DOCUMENT_LABELS[p.kind];
  const lastDay = longDate(addDays(p.expiresOn, -1));
  const text = [
    `Your ${paper} on file with Roadside is valid until ${lastDay}; it expires on ${longDate(p.expiresOn)}.`,
    "",
    `From that day you will go offline and receive no job offers until a new ${paper} is approved.`,
    `To keep working without a break, upload the renewed ${paper} and submit it for review now: ${p.dashboard}`,
    "",
    "You keep working on the current one while an admin reviews the new one.",
  ].join("\n");
  return {
    to,
    subject: `Your ${paper} expires on ${longDate(p.expiresOn)}: upload the renewed one`,
    text,
    idempotencyKey,
  };
}

export function documentExpiredMail(
  to: string,
  p: { kind: DocumentKind; expiresOn: string; dashboard: string },
  idempotencyKey: string,
): MailMessage {
  const paper = DOCUMENT_LABELS[p.kind];
  const text = [
    `Your ${paper} expired on ${longDate(p.expiresOn)}. You have been taken offline and receive no job offers.`,
    "",
    `Upload a valid ${paper} and submit it for review: ${p.dashboard}`,
    "You can go online again as soon as an admin approves it.",
  ].join("\n");
  return { to, subject: `Your ${paper} has expired: you are offline`, text, idempotencyKey };
}

export function captainApprovedMail(
  to: string,
  p: { note: string; dashboard: string },
  idempotencyKey: string,
): MailMessage {
  const text = [
    "An admin approved your Roadside captain application: your business profile and documents are verified.",
    ...(p.note ? ["", `Their note: ${p.note}`] : []),
    "",
    `You can go online and receive job offers now: ${p.dashboard}`,
  ].join("\n");
  return { to, subject: "You are approved: you can go online on Roadside", text, idempotencyKey };
}

export function captainRejectedMail(
  to: string,
  p: { reason: string; dashboard: string },
  idempotencyKey: string,
): MailMessage {
  const text = [
    "An admin reviewed your Roadside captain application and could not approve it yet.",
    "",
    `The reason: ${p.reason}`,
    "",
    `Fix this in your profile or documents and submit again: ${p.dashboard}`,
  ].join("\n");
  return { to, subject: "Your Roadside application needs a change", text, idempotencyKey };
}
