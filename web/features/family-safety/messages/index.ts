import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** Family safety's texts (namespace "familySafety"): emergency contacts and trip sharing. */
export const familySafetyMessages = defineMessages("familySafety", en, () => import("./ar.json"));
