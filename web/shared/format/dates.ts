import { intlLocale } from "../i18n";

/** The product's clock: every time shown is UAE time, whatever the device's own zone. */
export const UAE_TIME_ZONE = "Asia/Dubai";

type DateInput = string | number | Date;

const asDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/**
 * A date and/or time in UAE time, in the current language and digits. `options` are Intl's
 * (e.g. `{ dateStyle: "medium", timeStyle: "short" }`); the time zone is always Asia/Dubai
 * unless `timeZone` is given (calendar dates stored as UTC midnight pass "UTC").
 */
export function formatDateTime(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocale(), { timeZone: UAE_TIME_ZONE, ...options }).format(asDate(value));
}

/** "3:05 PM" / "3:05 م". */
export const formatTime = (value: DateInput): string => formatDateTime(value, { timeStyle: "short" });

/** "27 Nov 2026, 3:05 PM". */
export const formatWhen = (value: DateInput): string =>
  formatDateTime(value, { dateStyle: "medium", timeStyle: "short" });

/** "27 Nov 2026". */
export const formatDay = (value: DateInput): string => formatDateTime(value, { dateStyle: "medium" });
