import { defineMessages } from "../../i18n";
import en from "./en.json";

/** The shared pieces' texts (namespace "ui"): buttons, the offline and server notices, the language switch. */
export const uiMessages = defineMessages("ui", en, () => import("./ar.json"));
