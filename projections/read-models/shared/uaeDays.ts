import { addDays, isoDateSchema, uaeInstant } from "../../../domain/rules/uaeTime";

/**
 * A range of UAE days as the money queries take it (from and to inclusive, "YYYY-MM-DD"): checked,
 * naming the field, and turned into the instants [start of from, start of the day after to).
 */
export function uaeDaysInstants(range: { from: string; to: string }): [string, string] {
  const from = checkedDay("from", range.from);
  const to = checkedDay("to", range.to);
  if (to < from) throw new RangeError(`to (${to}) must not be before from (${from})`);
  return [uaeInstant(from, 0).toISOString(), uaeInstant(addDays(to, 1), 0).toISOString()];
}

export function checkedDay(field: string, value: string): string {
  const parsed = isoDateSchema.safeParse(value);
  if (!parsed.success) throw new RangeError(`${field}: ${parsed.error.issues[0]?.message ?? "not a date"}`);
  return parsed.data;
}
