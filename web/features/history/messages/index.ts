import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** Service history's texts (namespace "history"): the page, the request cards and the review dialog. */
export const historyMessages = defineMessages("history", en, () => import("./ar.json"));
