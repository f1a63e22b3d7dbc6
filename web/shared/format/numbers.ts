import { currentLanguage, intlLocale } from "../i18n";

/*
 * Every figure goes through Intl in the current language and digit setting (shared/i18n): the UAE's
 * conventions, Western digits unless the user chose Arabic-Indic ones. Formatters are made per call
 * because the language can change at any time; Intl caches its locale data itself.
 */

const number = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(intlLocale(), options);

/**
 * Prices with two decimals (spec §2.8 finalPrice): "AED 275.00" in English, as the spec writes it;
 * in Arabic Intl's own form with the dirham sign, "275.00 د.إ.".
 */
export function formatAed(amount: number, decimals = 2): string {
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  if (currentLanguage() === "en") return `AED ${number(digits).format(amount)}`;
  return number({ style: "currency", currency: "AED", ...digits }).format(amount);
}

/** A count or measure as the reader writes numbers: "1,234". */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return number(options).format(value);
}

/** Ratings to one decimal (spec §2.5): 4.75 → "4.8". */
export function formatRating(rating: number): string {
  return number({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** Distances to one decimal in km (spec §2.5): 2.34 → "2.3 km" / "2.3 كم". */
export function formatKm(km: number): string {
  return number({
    style: "unit",
    unit: "kilometer",
    unitDisplay: "short",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(km);
}

/** Minutes as the product prints them: "8 min"; Arabic spells the unit out ("8 دقائق"), its short form being one letter. */
export function formatMinutes(minutes: number): string {
  return number({
    style: "unit",
    unit: "minute",
    unitDisplay: currentLanguage() === "en" ? "short" : "long",
    maximumFractionDigits: 0,
  }).format(Math.round(minutes));
}

/** Request ids are shown as their last 6 characters (spec §9). */
export function shortRequestId(id: string): string {
  return id.slice(-6);
}

/** "customers and admins" / "العملاء والمشرفين". */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(), { type: "conjunction" }).format(items);
}
