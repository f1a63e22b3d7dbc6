/**
 * How each column of an analytics view is read and written by `npm run export`: the SQL that
 * selects it, its Parquet type, and how the selected text becomes a Parquet value.
 *
 * Every column is selected as text and converted here, whatever the driver: pg and PGlite parse
 * types differently (int8, numeric, dates in the local zone), and text from the server, with the
 * session's DateStyle/IntervalStyle/TimeZone pinned (see SESSION_SETTINGS), is exact and the same
 * for both. Timestamps and dates for Parquet are converted to integers by the server, so no
 * JavaScript date parsing (and no local time zone) is involved.
 */
import type { ParquetType } from "@dsnp/parquetjs";

/** A column as the catalog describes it: `type` is `format_type()` of the column (or of a domain's base type). */
export interface CatalogColumn {
  name: string;
  type: string;
}

export type Format = "csv" | "parquet";

export interface ParquetField {
  type: ParquetType;
  precision?: number;
  scale?: number;
  /** Bytes of a FIXED_LEN_BYTE_ARRAY (the decimals). */
  typeLength?: number;
}

export interface ExportColumn {
  name: string;
  type: string;
  /** The select-list expression for this format (always yields text or NULL). */
  select(format: Format): string;
  parquet: ParquetField;
  /** The selected text as the value the Parquet writer takes for `parquet.type`. */
  toParquet(text: string): unknown;
}

/** Pinned per export transaction so CSV text is the same on every server and for every analyst. */
export const SESSION_SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  // PostgreSQL's default interval text ("1 day 02:00:00") is not what spreadsheets or BI tools parse.
  "SET LOCAL IntervalStyle = 'iso_8601'",
  // The shortest text that reads back as the same float (the default since PostgreSQL 12, pinned anyway).
  "SET LOCAL extra_float_digits = 1",
] as const;

/** A double-quoted SQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** 18 digits fit 8 bytes; wider numerics go out as doubles (see exportColumn). */
const MAX_INT64_DECIMAL_PRECISION = 18;
const DECIMAL_BYTES = 8;

/** An unscaled decimal as Parquet's FIXED_LEN_BYTE_ARRAY decimal: big-endian two's complement. */
export function decimalBytes(unscaled: bigint): Buffer {
  const bytes = Buffer.alloc(DECIMAL_BYTES);
  bytes.writeBigInt64BE(unscaled);
  return bytes;
}

function integer(text: string, column: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`column ${column}: ${text} is not an integer`);
  return value;
}

function bigint(text: string, column: string): bigint {
  try {
    return BigInt(text);
  } catch {
    throw new Error(`column ${column}: ${text} is not an integer`);
  }
}

/**
 * The Parquet mapping of one column. Types without a faithful Parquet counterpart (text, uuid,
 * enums, json, arrays, intervals, times) are written as UTF8 with PostgreSQL's text for them,
 * exactly as in the CSV.
 */
export function exportColumn(column: CatalogColumn): ExportColumn {
  const { name, type } = column;
  const id = quoteIdent(name);
  const asText = `${id}::text`;
  const base = { name, type };
  const sameForBoth = (
    parquet: ParquetField,
    toParquet: (text: string) => unknown,
    parquetSelect = asText,
  ): ExportColumn => ({
    ...base,
    parquet,
    toParquet,
    select: (format) => (format === "csv" ? asText : parquetSelect),
  });

  if (type === "smallint" || type === "integer")
    return sameForBoth({ type: "INT32" }, (t) => integer(t, name));
  if (type === "bigint") return sameForBoth({ type: "INT64" }, (t) => bigint(t, name));
  if (type === "real") return sameForBoth({ type: "FLOAT" }, Number);
  if (type === "double precision") return sameForBoth({ type: "DOUBLE" }, Number);
  if (type === "boolean") return sameForBoth({ type: "BOOLEAN" }, (t) => t === "true");
  const numeric = /^numeric(?:\((\d+),(\d+)\))?$/.exec(type);
  if (numeric) {
    const [, precision, scale] = numeric;
    if (precision !== undefined && Number(precision) <= MAX_INT64_DECIMAL_PRECISION) {
      // Parquet stores a decimal as its unscaled integer (12.34 in numeric(10,2) is 1234), here in
      // 8 big-endian bytes. Not parquetjs's INT64 decimal: that one takes a JS number and floors
      // value * 10^scale in floating point, which turns 1.15 into 114 hundredths.
      const s = Number(scale);
      return sameForBoth(
        { type: "DECIMAL", precision: Number(precision), scale: s, typeLength: DECIMAL_BYTES },
        (t) => decimalBytes(bigint(t, name)),
        `(${id} * 1${"0".repeat(s)})::int8::text`,
      );
    }
    // An unconstrained numeric (sums, ratios) has no fixed scale: a double is what BI tools expect.
    return sameForBoth({ type: "DOUBLE" }, Number);
  }
  if (type === "date")
    // Days since 1970-01-01, computed by the server: Parquet's DATE.
    return sameForBoth({ type: "DATE" }, (t) => integer(t, name), `(${id} - date '1970-01-01')::text`);
  if (/^timestamp(\(\d\))? with(out)? time zone$/.test(type))
    // Microseconds since the epoch (UTC; a zoneless timestamp counts its wall clock as UTC).
    return sameForBoth(
      { type: "TIMESTAMP_MICROS" },
      (t) => bigint(t, name),
      `(extract(epoch from ${id}) * 1000000)::int8::text`,
    );
  return sameForBoth({ type: "UTF8" }, (t) => t);
}

/** Names a date-like column may have to be the view's date column without --date-column. */
const DATE_COLUMN_NAME = /^(date|day|.+_date)$/;
/** Types --from/--to can filter on. */
const FILTERABLE = /^(date|timestamp(\(\d\))? with(out)? time zone)$/;

/**
 * The column --from/--to filter on. Convention: the first column of type `date` named `date`,
 * `day` or `*_date`; failing that, the first column of type `date`. --date-column overrides it and
 * may also name a timestamp column (days are then Asia/Dubai days: see dateFilter).
 */
export function dateColumn(columns: readonly CatalogColumn[], override?: string): CatalogColumn {
  const filterable = columns.filter((c) => FILTERABLE.test(c.type)).map((c) => `${c.name} (${c.type})`);
  const hint = filterable.length
    ? `columns it could filter on: ${filterable.join(", ")}`
    : "it has no date or timestamp column";
  if (override !== undefined) {
    const named = columns.find((c) => c.name === override);
    if (!named) throw new Error(`--date-column: the view has no column "${override}"; ${hint}`);
    if (!FILTERABLE.test(named.type))
      throw new Error(`--date-column: ${override} is ${named.type}, not a date or timestamp; ${hint}`);
    return named;
  }
  const dates = columns.filter((c) => c.type === "date");
  const chosen = dates.find((c) => DATE_COLUMN_NAME.test(c.name)) ?? dates[0];
  if (!chosen)
    throw new Error(
      `--from/--to: the view has no column of type date; ${hint} (name one with --date-column)`,
    );
  return chosen;
}

/**
 * The WHERE clause for --from/--to (both inclusive days), with $1/$2 bound to the YYYY-MM-DD
 * strings (null when absent). A timestamptz is cut at Asia/Dubai midnight: analysts count days
 * as the business does, as the analytics dim_date does.
 */
export function dateFilter(column: CatalogColumn): string {
  const id = quoteIdent(column.name);
  if (column.type === "date")
    return `($1::date IS NULL OR ${id} >= $1::date) AND ($2::date IS NULL OR ${id} <= $2::date)`;
  const bound = (param: string, plusDays: number) =>
    column.type.includes("with time zone")
      ? `((${param}::date + ${plusDays})::timestamp AT TIME ZONE 'Asia/Dubai')`
      : `(${param}::date + ${plusDays})::timestamp`;
  return `($1::date IS NULL OR ${id} >= ${bound("$1", 0)}) AND ($2::date IS NULL OR ${id} < ${bound("$2", 1)})`;
}
