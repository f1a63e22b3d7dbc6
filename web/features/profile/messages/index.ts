import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** The profile's texts (namespace "profile"): tabs, details, settings, activity and rewards. */
export const profileMessages = defineMessages("profile", en, () => import("./ar.json"));
