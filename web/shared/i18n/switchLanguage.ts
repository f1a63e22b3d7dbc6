import { applyDocumentLanguage, i18n, setCurrentDigits } from "./instance";
import { type Digits, rememberDigits, rememberLanguage } from "./languageStorage";
import type { Language } from "./languages";
import { loadRegistered } from "./messages";

/**
 * Changes the language everywhere: fetches the catalogues of the screens already loaded first, so
 * nothing flashes half-translated, then re-renders, remembers the choice and turns `<html dir>`.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await loadRegistered(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  rememberLanguage(language);
}

/** Western or Arabic-Indic digits in every number, date and price the app formats. */
export function switchDigits(digits: Digits): void {
  rememberDigits(digits);
  setCurrentDigits(digits);
}
