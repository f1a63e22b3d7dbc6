/** The period selector (spec §2.10), named as the server's Period enum. */
export const PERIODS = ["TODAY", "WEEK", "MONTH", "QUARTER", "YEAR"] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABEL: Readonly<Record<Period, string>> = {
  TODAY: "Today",
  WEEK: "Week",
  MONTH: "Month",
  QUARTER: "Quarter",
  YEAR: "Year",
};

export function isPeriod(value: string): value is Period {
  return (PERIODS as readonly string[]).includes(value);
}

/** The online switch's two states (spec §4 Provider online switch). */
export const ONLINE_TEXT = {
  online: { title: "ONLINE", text: "Receiving requests from enterprise clients" },
  offline: { title: "OFFLINE", text: "Paused all incoming requests" },
} as const;
