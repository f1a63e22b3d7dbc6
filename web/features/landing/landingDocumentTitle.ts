import { i18n, type Language } from "../../shared/i18n";
import { landingMessages } from "./messages";

/** The landing's title in `language`, as its screen sets it: for the pre-rendered page (web/app/prerender.tsx). */
export const landingDocumentTitle = (language: Language): string =>
  i18n.t("documentTitle", { ns: landingMessages.namespace, lng: language });
