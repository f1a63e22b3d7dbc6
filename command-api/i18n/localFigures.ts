import { FILS_PER_AED, formatAed } from "../../domain/money/fils";
import type { MessageLanguage } from "./recipientLanguage";

/*
 * Figures in a recipient's language, through Intl: UAE conventions, Western digits (the web app's
 * default, shared/format), and UAE time (Asia/Dubai, uae-facts "Time and calendar"). English keeps
 * the forms the mails have always printed.
 */

const UAE_TIME_ZONE = "Asia/Dubai";

/** Arabic as written in the UAE with Western digits ("1,234.50"), as the app shows it by default. */
const ARABIC = "ar-AE-u-nu-latn";

/**
 * Building an Intl formatter costs about a tenth of a millisecond (it loads locale data); every
 * push and mail formats several figures, so each formatter is built once per language and kept.
 */
function perLanguage<F>(build: (language: MessageLanguage) => F): (language: MessageLanguage) => F {
  const built = new Map<MessageLanguage, F>();
  return (language) => {
    let formatter = built.get(language);
    if (formatter === undefined) {
      formatter = build(language);
      built.set(language, formatter);
    }
    return formatter;
  };
}

const arabicAed = new Intl.NumberFormat(ARABIC, {
  style: "currency",
  currency: "AED",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const counts = perLanguage((language) => new Intl.NumberFormat(language === "en" ? "en-US" : ARABIC));
const longDates = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(language === "en" ? "en-GB" : ARABIC, {
      timeZone: "UTC",
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
);
const clocks = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(language === "en" ? "en-GB" : ARABIC, {
      timeZone: UAE_TIME_ZONE,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }),
);
const kilometres = perLanguage(
  (language) =>
    new Intl.NumberFormat(language === "en" ? "en-US" : ARABIC, {
      style: "unit",
      unit: "kilometer",
      unitDisplay: "short",
      maximumFractionDigits: 1,
    }),
);
const arabicPercent = new Intl.NumberFormat(ARABIC, { style: "percent", maximumFractionDigits: 2 });

/** "AED 1,234.50" / "1,234.50 د.إ.". */
export function aedIn(language: MessageLanguage, fils: number): string {
  if (language === "en") return formatAed(fils);
  return arabicAed.format(fils / FILS_PER_AED);
}

/** A count as the reader writes numbers: "1,234". */
export function countIn(language: MessageLanguage, value: number): string {
  return counts(language).format(value);
}

/** A calendar day (YYYY-MM-DD, no time zone): "14 March 2026" / "14 مارس 2026". */
export function longDateIn(language: MessageLanguage, isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return longDates(language).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A moment's UAE clock time on the 24-hour clock: "18:05:30". */
export function clockIn(language: MessageLanguage, at: Date): string {
  return clocks(language).format(at);
}

/** The six Arabic plural forms (CLDR): "دقيقة واحدة", "دقيقتان", "3 دقائق", "30 دقيقة", "100 دقيقة". */
export type ArabicPluralForms = Readonly<Record<Intl.LDMLPluralRule, string>>;

const arabicPlurals = new Intl.PluralRules("ar");

/** The form of `forms` Arabic uses for `count`, its `{count}` replaced by the count. */
export function arabicPlural(count: number, forms: ArabicPluralForms): string {
  return forms[arabicPlurals.select(count)].replace("{count}", countIn("ar", count));
}

/** A distance in km as the reader writes it: "1 km" / "1 كم". */
export function kmIn(language: MessageLanguage, km: number): string {
  return kilometres(language).format(km);
}

/** A rate as the documents print it: "5 %" / "5%" (Intl's Arabic form, its direction marks included). */
export function percentIn(language: MessageLanguage, percent: number): string {
  if (language === "en") return `${percent} %`;
  return arabicPercent.format(percent / 100);
}
