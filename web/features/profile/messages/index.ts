import { defineMessages, type Translate } from "../../../shared/i18n";
import en from "./en.json";

/** The profile's texts (namespace "profile"): tabs, details, settings, activity and rewards. */
export const profileMessages = defineMessages("profile", en, () => import("./ar.json"));

/** The translate function of this namespace, for the folder's pure functions (form checks, labels). */
export type ProfileT = Translate<typeof profileMessages.english>;
