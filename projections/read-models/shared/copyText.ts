/*
 * Rows in the text format of PostgreSQL's COPY (Sql.copyFrom): a line per row, values separated by
 * tabs, `\N` for null, and backslash, newline, carriage return and tab escaped with a backslash.
 */

const SPECIAL = /[\\\n\r\t]/;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

export function copyValue(value: string | null): string {
  if (value === null) return "\\N";
  // Most values have nothing to escape: test before copying the string.
  return SPECIAL.test(value) ? value.replace(/[\\\n\r\t]/g, (c) => ESCAPES[c]!) : value;
}

/** The rows of column arrays (each as long as the first) as COPY text. */
export function copyText(columns: readonly (readonly (string | null)[])[]): string {
  const rows = columns[0]?.length ?? 0;
  let text = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns.length; c++) {
      if (c > 0) text += "\t";
      text += copyValue(columns[c]![r]!);
    }
    text += "\n";
  }
  return text;
}
