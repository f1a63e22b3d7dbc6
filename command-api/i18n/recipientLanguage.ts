import { PreferredLanguage } from "../../domain/account/events";

/** The languages mails, notifications and documents are written in (the app's: issue 22). */
export type MessageLanguage = PreferredLanguage;

/**
 * The language to write to someone in: the one their account chose, English until they chose one
 * (the web app falls back to the browser's language, which the server does not know).
 */
export function languageOf(preferred: string | null | undefined): MessageLanguage {
  const parsed = PreferredLanguage.safeParse(preferred);
  return parsed.success ? parsed.data : "en";
}

/** Arabic is written right to left: an Arabic mail's HTML part says so. */
export const directionOf = (language: MessageLanguage): "ltr" | "rtl" => (language === "ar" ? "rtl" : "ltr");
