/*
 * Turning SQL values into the query modules' plain JSON-friendly values. `pg` and PGlite disagree on
 * int8 (string vs number) and both return numeric as text, so queries cast counts to int and money
 * to float8; timestamps come back as Date from both and leave as ISO-8601 strings.
 */

export type SqlTimestamp = Date | string;

export function isoTime(value: SqlTimestamp): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoTimeOrNull(value: SqlTimestamp | null): string | null {
  return value === null ? null : isoTime(value);
}

/** A numeric that a driver may hand back as text. */
export function numberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

/** Money rounded to fils, so float8 sums never print as 450.00000000000006. */
export function aed(value: number | string): number {
  return Math.round(Number(value) * 100) / 100;
}
