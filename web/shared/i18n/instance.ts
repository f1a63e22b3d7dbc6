import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { type Digits, startingLanguage, storedDigits } from "./languageStorage";
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from "./languages";

/*
 * One i18next instance for the app. Catalogues are not given here: each namespace adds its English
 * messages when its module loads (so they travel in that screen's chunk) and its Arabic ones on
 * demand (messages.ts). Keys are flat strings ("settings.language"), hence no key/ns separators.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: startingLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ["en", "ar"],
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  // React escapes what it renders; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  // Components re-render when a catalogue arrives as well as when the language changes.
  react: { useSuspense: false, bindI18nStore: "added" },
});

// `{{count, number}}` in a message: the count in the reader's digits, as every other figure.
i18n.services.formatter?.add("number", (value: unknown) =>
  typeof value === "number" ? new Intl.NumberFormat(intlLocale()).format(value) : String(value),
);

export function currentLanguage(): Language {
  const language = i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

let digits: Digits = storedDigits();
const digitListeners = new Set<() => void>();

export function currentDigits(): Digits {
  return digits;
}

export function setCurrentDigits(next: Digits): void {
  if (next === digits) return;
  digits = next;
  for (const listener of digitListeners) listener();
}

export function onDigitsChange(listener: () => void): () => void {
  digitListeners.add(listener);
  return () => digitListeners.delete(listener);
}

/** The BCP 47 locale every Intl formatter uses: UAE conventions, the chosen digits. */
export function intlLocale(): string {
  return `${currentLanguage()}-AE-u-nu-${digits}`;
}

/** `<html lang dir>`: screen readers pick their voice by it and the browser lays out by it. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === "undefined") return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
