import type { Column } from "./columnArrays";
import { copyValue } from "./copyText";

/*
 * BatchTable rows (column name → value, as row_to_json gives them or code builds them) in COPY's
 * text format, each value as the column type's input function reads it: the same text the
 * multi-row upsert sends (columnArrays.ts, infra/sql/arrayLiteral.ts), so both store the same.
 */

/** A PostgreSQL array literal, every element quoted as array_in reads it. */
function arrayText(values: readonly unknown[]): string {
  let text = "{";
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) text += ",";
    text += value == null ? "NULL" : `"${String(value).replace(/[\\"]/g, "\\$&")}"`;
  }
  return `${text}}`;
}

function valueText(type: string, value: unknown): string | null {
  if (value == null) return null;
  if (type === "json" || type === "jsonb") return JSON.stringify(value);
  if (type.endsWith("[]")) {
    if (!Array.isArray(value))
      throw new Error(`a ${type} column needs an array, not ${JSON.stringify(value)}`);
    return arrayText(value);
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value); // strings, finite numbers, booleans ("true"/"false"), bigints
}

/** The rows as COPY text, columns in the order given (a missing value is null). */
export function copyRowsText(rows: readonly Record<string, unknown>[], columns: readonly Column[]): string {
  let text = "";
  for (const row of rows) {
    for (let c = 0; c < columns.length; c++) {
      if (c > 0) text += "\t";
      const { name, type } = columns[c]!;
      text += copyValue(valueText(type, row[name]));
    }
    text += "\n";
  }
  return text;
}
