/** The languages the app is written in: English (the default and the fallback) and Arabic. */
export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Arabic is written right to left; `<html dir>` and Chakra's logical properties follow this. */
export function directionOf(language: Language): "ltr" | "rtl" {
  return language === "ar" ? "rtl" : "ltr";
}

/**
 * The first of the browser's preferred languages that the app speaks ("ar-AE" → "ar"), or English.
 * Used only on a first visit; a choice the user made wins over it afterwards.
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Each language's own name, as its speakers write it: the switch shows these, never translated. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", ar: "العربية" };
