import type { MessageLanguage } from "../../i18n/recipientLanguage";
import { ar } from "./ar";
import { en, type PushMessages } from "./en";

const CATALOGUES: Readonly<Record<MessageLanguage, PushMessages>> = { en, ar };

/** The notifications' words in the recipient's language. */
export const pushMessages = (language: MessageLanguage): PushMessages => CATALOGUES[language];

export type { PushMessages };
