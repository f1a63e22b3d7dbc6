import { formatAed, formatDateTime, formatDay } from "../../shared/format";
import type { ProviderT } from "./messages";

/**
 * The captain's balance as words: the ledger's balance is what the platform owes the captain
 * (card jobs' earnings) less what the captain owes it (commission on cash jobs they kept).
 */
export function balanceText(
  t: ProviderT,
  balanceAed: number,
): { readonly value: string; readonly hint: string } {
  if (balanceAed > 0) return { value: formatAed(balanceAed), hint: t("balance.owedToYou") };
  if (balanceAed < 0) return { value: formatAed(-balanceAed), hint: t("balance.youOwe") };
  return { value: formatAed(0), hint: t("balance.even") };
}

/** "23 Nov – 29 Nov 2026": a statement's week, from its UAE dates (YYYY-MM-DD, Monday to Sunday). */
export function weekLabel(t: ProviderT, weekStart: string, weekEnd: string): string {
  // Calendar dates, not instants: read and written as UTC so no time zone moves them a day.
  const day = (iso: string, withYear: boolean) =>
    formatDateTime(`${iso}T00:00:00Z`, {
      timeZone: "UTC",
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
    });
  return t("earnings.weekRange", { from: day(weekStart, false), to: day(weekEnd, true) });
}

/** A supply date (an instant) as the UAE day it fell on: "23 Nov 2026". */
export const uaeDate = (iso: string): string => formatDay(iso);

/** The four services as the earnings table names them ("Towing", "Jump Start"…). */
export function serviceName(t: ProviderT, serviceType: string): string {
  switch (serviceType) {
    case "TOWING":
      return t("serviceName.TOWING");
    case "JUMP_START":
      return t("serviceName.JUMP_START");
    case "TIRE_CHANGE":
      return t("serviceName.TIRE_CHANGE");
    case "FUEL_DELIVERY":
      return t("serviceName.FUEL_DELIVERY");
    default:
      return serviceType;
  }
}

/** How the customer paid: "Card", "Cash", "Apple Pay". */
export function paymentMethodLabel(t: ProviderT, method: string): string {
  switch (method) {
    case "CASH":
      return t("payment.CASH");
    case "APPLE_PAY":
      return t("payment.APPLE_PAY");
    default:
      return t("payment.CARD");
  }
}
