import { defineMessages } from "../../shared/i18n";
import en from "./en.json";

/** The app shell's texts (namespace "shell"): skip link, not-found page, role guard. */
export const shellMessages = defineMessages("shell", en, () => import("./ar.json"));
