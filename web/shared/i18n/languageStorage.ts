import { browserLanguage, isLanguage, type Language } from "./languages";

/** The browser's remembered choices, kept before sign-in and for anonymous pages. */
export const LANGUAGE_KEY = "roadside.language";
export const DIGITS_KEY = "roadside.digits";

/** Western (0-9) digits by default; Arabic-Indic (٠-٩) when the user asks for them. */
export type Digits = "latn" | "arab";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Private modes may refuse access; the app then forgets choices between visits.
    return null;
  }
}

/** The language to start in: the one chosen in this browser before, else the browser's own. */
export function startingLanguage(): Language {
  const stored = storage()?.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const preferred = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  return browserLanguage(preferred.filter((tag): tag is string => typeof tag === "string"));
}

/**
 * The same choice as a cookie, for the server: it sends the landing and sign-in pre-rendered in
 * this language (infra/http/pageLanguage.ts reads it), so an Arabic reader's first paint is Arabic.
 */
export const LANGUAGE_COOKIE = "roadside_language";
const YEAR_SECONDS = 365 * 24 * 3600;

export function rememberLanguage(language: Language): void {
  storage()?.setItem(LANGUAGE_KEY, language);
  if (typeof document !== "undefined")
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

export function storedDigits(): Digits {
  return storage()?.getItem(DIGITS_KEY) === "arab" ? "arab" : "latn";
}

export function rememberDigits(digits: Digits): void {
  storage()?.setItem(DIGITS_KEY, digits);
}
