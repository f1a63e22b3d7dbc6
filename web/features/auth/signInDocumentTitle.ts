import { i18n, type Language } from "../../shared/i18n";
import { authMessages } from "./messages";

/** The sign-in page's title in `language`, as its screen sets it: for the pre-rendered page (web/app/prerender.tsx). */
export const signInDocumentTitle = (language: Language): string =>
  i18n.t("login.documentTitle", { ns: authMessages.namespace, lng: language });
