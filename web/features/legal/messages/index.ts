import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** The terms of service and the privacy policy, in full (namespace "legal"). */
export const legalMessages = defineMessages("legal", en, () => import("./ar.json"));
