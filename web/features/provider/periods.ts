import type { ProviderT } from "./messages";

/** The period selector (spec §2.10), named as the server's Period enum. */
export const PERIODS = ["TODAY", "WEEK", "MONTH", "QUARTER", "YEAR"] as const;
export type Period = (typeof PERIODS)[number];

export function periodLabel(t: ProviderT, period: Period): string {
  switch (period) {
    case "TODAY":
      return t("period.TODAY");
    case "WEEK":
      return t("period.WEEK");
    case "MONTH":
      return t("period.MONTH");
    case "QUARTER":
      return t("period.QUARTER");
    case "YEAR":
      return t("period.YEAR");
  }
}

export function isPeriod(value: string): value is Period {
  return (PERIODS as readonly string[]).includes(value);
}

/**
 * The online switch's two states (spec §4 Provider online switch): ONLINE "Receiving requests from
 * enterprise clients" and OFFLINE "Paused all incoming requests", in the reader's language.
 */
export function onlineText(t: ProviderT, online: boolean): { readonly title: string; readonly text: string } {
  return online
    ? { title: t("online.title"), text: t("online.text") }
    : { title: t("offline.title"), text: t("offline.text") };
}
