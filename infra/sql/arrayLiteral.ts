/*
 * A faster encoding of array parameters for `pg`. pg turns a JS array into a PostgreSQL array
 * literal itself, element by element (two regex replaces and a string concatenation each), and
 * the rope it builds is flattened again when the message is written: on a replay, whose batches
 * send arrays of thousands of elements (the audit log's columns carry every event's JSON), that
 * was a tenth of node's time. For the common arrays — strings, finite numbers, booleans, nulls —
 * JSON.stringify, which is native, produces the very same literal: `["a","b\"c",null]` and pg's
 * `{"a","b\"c",NULL}` differ only in the brackets and NULL's case, which array_in ignores.
 *
 * That holds only while JSON quoting and array quoting agree: both escape `"` and `\` with a
 * backslash, but JSON also escapes control characters (`\n`, `\u0001`) and lone surrogates,
 * which array_in would read as a plain `n` or `u0001`. Arrays with such a string, or with any
 * other element (nested arrays, bigints, Dates, objects, NaN), are left to pg.
 */

/** Characters JSON.stringify escapes beyond `"` and `\` (surrogates: a lone one is escaped; pairs are passed to pg too, to keep the test simple). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const JSON_ONLY_ESCAPES = /[\u0000-\u001f\ud800-\udfff]/;

function jsonQuotesAsArrayDoes(value: unknown): boolean {
  switch (typeof value) {
    case "string":
      return !JSON_ONLY_ESCAPES.test(value);
    case "number":
      return Number.isFinite(value);
    case "boolean":
    case "undefined":
      return true;
    default:
      return value === null;
  }
}

/** The PostgreSQL array literal of `values`, exactly as pg would send it; null when pg must encode it. */
export function arrayLiteral(values: readonly unknown[]): string | null {
  for (const value of values) if (!jsonQuotesAsArrayDoes(value)) return null;
  const json = JSON.stringify(values);
  return `{${json.slice(1, -1)}}`;
}

/** The query's parameters with every array pg would encode slowly already encoded (others unchanged). */
export function encodeArrayParams(params: readonly unknown[] | undefined): unknown[] | undefined {
  if (!params) return undefined;
  let encoded: unknown[] | undefined;
  for (let i = 0; i < params.length; i++) {
    const param = params[i];
    if (!Array.isArray(param)) continue;
    const literal = arrayLiteral(param);
    if (literal === null) continue;
    encoded ??= [...params];
    encoded[i] = literal;
  }
  return encoded ?? (params as unknown[]);
}
