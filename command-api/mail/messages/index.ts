import type { MessageLanguage } from "../../i18n/recipientLanguage";
import { ar } from "./ar";
import { en, type MailMessages } from "./en";

const CATALOGUES: Readonly<Record<MessageLanguage, MailMessages>> = { en, ar };

/** The account and captain mails' words in the recipient's language. */
export const mailMessages = (language: MessageLanguage): MailMessages => CATALOGUES[language];

export type { MailMessages };
