import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** The chat dialog's texts (namespace "chat"). */
export const chatMessages = defineMessages("chat", en, () => import("./ar.json"));
