/**
 * CSV per RFC 4180: CRLF after every record, a field quoted when it holds a comma, a double quote,
 * CR or LF, its double quotes doubled. NULL is the empty unquoted field and the empty string the
 * quoted "" so the two stay apart when read back (both are empty in RFC 4180's own terms).
 */

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string | null): string {
  if (value === null) return "";
  if (value === "") return '""';
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvRecord(values: readonly (string | null)[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
