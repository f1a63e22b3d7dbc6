import { DOCUMENT_LABELS, type DocumentKind } from "../../../domain/provider/onboardingEvents";

/**
 * The words of the account and captain mails (issue 22), in English: the catalogue's shape, which
 * ar.ts follows. Each mail's lines in order, "" between paragraphs; figures come in formatted (by
 * ../../i18n/localFigures), so a catalogue only places them.
 */
export const en = {
  passwordReset: {
    subject: "Reset your Roadside password",
    intro: "Someone (we hope you) asked to reset the password of your Roadside account.",
    linkLine: (link: string) => `Choose a new password here: ${link}`,
    linkText: "Choose a new password",
    expiry: (minutes: number) =>
      `The link works once, for ${minutes} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
  },
  passwordChanged: {
    subject: "Your Roadside password was changed",
    lines: (forgotUrl: string) => [
      "The password of your Roadside account was just changed, and every other signed-in device was signed out.",
      "",
      `If this was not you, reset your password at once: ${forgotUrl}`,
    ],
  },
  verifyEmail: {
    subject: "Confirm your Roadside email",
    intro: "Welcome to Roadside. Please confirm that this is your email address.",
    linkLine: (link: string) => `Confirm it here: ${link}`,
    linkText: "Confirm my email",
    expiry: (hours: number) =>
      `The link works once, for ${hours} hours. Captains need a confirmed email to go online. If you did not sign up, ignore this mail.`,
  },
  /** The captain's papers as a sentence names them. */
  papers: DOCUMENT_LABELS as Readonly<Record<DocumentKind, string>>,
  documentExpiryWarning: {
    subject: (p: { paper: string; expiresOn: string }) =>
      `Your ${p.paper} expires on ${p.expiresOn}: upload the renewed one`,
    lines: (p: { paper: string; lastDay: string; expiresOn: string; dashboard: string }) => [
      `Your ${p.paper} on file with Roadside is valid until ${p.lastDay}; it expires on ${p.expiresOn}.`,
      "",
      `From that day you will go offline and receive no job offers until a new ${p.paper} is approved.`,
      `To keep working without a break, upload the renewed ${p.paper} and submit it for review now: ${p.dashboard}`,
      "",
      "You keep working on the current one while an admin reviews the new one.",
    ],
  },
  documentExpired: {
    subject: (p: { paper: string }) => `Your ${p.paper} has expired: you are offline`,
    lines: (p: { paper: string; expiresOn: string; dashboard: string }) => [
      `Your ${p.paper} expired on ${p.expiresOn}. You have been taken offline and receive no job offers.`,
      "",
      `Upload a valid ${p.paper} and submit it for review: ${p.dashboard}`,
      "You can go online again as soon as an admin approves it.",
    ],
  },
  captainApproved: {
    subject: "You are approved: you can go online on Roadside",
    lines: (p: { note: string; dashboard: string }) => [
      "An admin approved your Roadside captain application: your business profile and documents are verified.",
      ...(p.note ? ["", `Their note: ${p.note}`] : []),
      "",
      `You can go online and receive job offers now: ${p.dashboard}`,
    ],
  },
  captainRejected: {
    subject: "Your Roadside application needs a change",
    lines: (p: { reason: string; dashboard: string }) => [
      "An admin reviewed your Roadside captain application and could not approve it yet.",
      "",
      `The reason: ${p.reason}`,
      "",
      `Fix this in your profile or documents and submit again: ${p.dashboard}`,
    ],
  },
};

/** What every language's catalogue of these mails holds. */
export type MailMessages = typeof en;
