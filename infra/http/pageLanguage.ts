/** The languages the web app is pre-rendered in (web/build/prerenderPlugin.ts); English first. */
export const PAGE_LANGUAGES = ["en", "ar"] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** Written by the web app when the reader chooses a language (web/shared/i18n/languageStorage.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)roadside_language=(en|ar)(?:;|$)/;

const isPageLanguage = (value: string): value is PageLanguage =>
  (PAGE_LANGUAGES as readonly string[]).includes(value);

/** The supported language the browser ranks highest in Accept-Language ("ar-AE,ar;q=0.9,en;q=0.8"). */
export function preferredOf(acceptLanguage: string): PageLanguage | undefined {
  const ranked = acceptLanguage
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {
        base: tag.trim().toLowerCase().split("-")[0] ?? "",
        q: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((entry) => entry.base).find(isPageLanguage);
}

/**
 * The language a page is first shown in, as the app itself will choose it (startingLanguage): the
 * reader's remembered choice, else the browser's, else English.
 */
export function pageLanguageOf(headers: { cookie?: string; "accept-language"?: string }): PageLanguage {
  const chosen = LANGUAGE_COOKIE.exec(headers.cookie ?? "")?.[1];
  if (chosen && isPageLanguage(chosen)) return chosen;
  return preferredOf(headers["accept-language"] ?? "") ?? "en";
}
