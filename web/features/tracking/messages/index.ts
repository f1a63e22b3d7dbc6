import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** The customer's tracking texts (namespace "tracking"): live panel, tracking and captain dialogs, cancel and extras. */
export const trackingMessages = defineMessages("tracking", en, () => import("./ar.json"));
