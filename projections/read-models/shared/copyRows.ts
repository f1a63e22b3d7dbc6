import { arrayText, type Column } from "./columnArrays";
import { copyValue } from "./copyText";

/*
 * BatchTable rows (column name → value, as row_to_json gives them or code builds them) in COPY's
 * text format, each value as the column type's input function reads it: the same text the
 * multi-row upsert sends (columnArrays.ts, infra/sql/arrayLiteral.ts), so both store the same.
 */

/** Turns one column's value into COPY text (null as \N), chosen once per column, not per value. */
type Encode = (value: unknown) => string;

const NULL = "\\N";

/** Types whose text never holds a tab, newline or backslash: numbers and booleans. */
const PLAIN_TYPES = /^(integer|smallint|bigint|real|double precision|numeric.*|boolean)$/;

function otherText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value); // strings, finite numbers, booleans ("true"/"false"), bigints
}

function encoderFor(type: string): Encode {
  if (type === "json" || type === "jsonb")
    return (value) => (value == null ? NULL : copyValue(JSON.stringify(value)));
  if (type.endsWith("[]")) {
    return (value) => {
      if (value == null) return NULL;
      if (!Array.isArray(value))
        throw new Error(`a ${type} column needs an array, not ${JSON.stringify(value)}`);
      return copyValue(arrayText(value));
    };
  }
  if (PLAIN_TYPES.test(type)) {
    return (value) =>
      value == null ? NULL : typeof value === "string" ? copyValue(value) : otherText(value);
  }
  return (value) => (value == null ? NULL : copyValue(typeof value === "string" ? value : otherText(value)));
}

/** The rows as COPY text, columns in the order given (a missing value is null). */
export function copyRowsText(rows: readonly Record<string, unknown>[], columns: readonly Column[]): string {
  const names = columns.map((column) => column.name);
  const encoders = columns.map((column) => encoderFor(column.type));
  let text = "";
  for (const row of rows) {
    text += encoders[0]!(row[names[0]!]);
    for (let c = 1; c < names.length; c++) text += `\t${encoders[c]!(row[names[c]!])}`;
    text += "\n";
  }
  return text;
}
