import { defineMessages, type Translate } from "../../../shared/i18n";
import en from "./en.json";

/** Sign-in, sign-up, password recovery and email confirmation texts (namespace "auth"). */
export const authMessages = defineMessages("auth", en, () => import("./ar.json"));

/** The auth namespace's translate function, for helpers that word toasts and form errors. */
export type AuthT = Translate<typeof authMessages.english>;
