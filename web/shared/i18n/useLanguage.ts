import { useTranslation } from "react-i18next";
import { isLanguage, type Language } from "./languages";

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "en";
}
