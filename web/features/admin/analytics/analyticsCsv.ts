/** One line of the export: a UAE day × emirate × service. */
export interface CsvRow {
  readonly day: string;
  readonly emirate: string;
  readonly region: string;
  readonly serviceType: string;
  readonly requests: number;
  readonly completed: number;
  readonly cancelled: number;
  readonly unassigned: number;
  readonly revenueAed: number;
  readonly meanResponseMinutes: number | null;
}

export const CSV_HEADER = [
  "day",
  "emirate",
  "region",
  "service",
  "requests",
  "completed",
  "cancelled",
  "unassigned",
  "revenue_aed",
  "mean_response_minutes",
] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, and its quotes doubled. */
function field(value: string | number | null): string {
  if (value === null) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The analytics rows as CSV (CRLF lines, a header first), as spreadsheets expect. A text that starts
 * like a formula is prefixed with an apostrophe, so opening the file never runs anything.
 */
export function analyticsCsv(rows: readonly CsvRow[]): string {
  const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
  const lines = rows.map((row) =>
    [
      row.day,
      safe(row.emirate),
      safe(row.region),
      safe(row.serviceType),
      row.requests,
      row.completed,
      row.cancelled,
      row.unassigned,
      row.revenueAed.toFixed(2),
      row.meanResponseMinutes === null ? null : row.meanResponseMinutes.toFixed(1),
    ]
      .map(field)
      .join(","),
  );
  return `${[CSV_HEADER.join(","), ...lines].join("\r\n")}\r\n`;
}

export function csvFileName(from: string, to: string): string {
  return `roadside-analytics-${from}-to-${to}.csv`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
