import type { MessageLanguage } from "../../i18n/recipientLanguage";
import { ar } from "./ar";
import { type DocumentMessages, en } from "./en";

const CATALOGUES: Readonly<Record<MessageLanguage, DocumentMessages>> = { en, ar };

/** The tax documents' words in one language. */
export const documentMessages = (language: MessageLanguage): DocumentMessages => CATALOGUES[language];

export type { DocumentMessages };
