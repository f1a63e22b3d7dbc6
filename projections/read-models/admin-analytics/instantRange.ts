import { addDays, uaeInstant } from "../../../domain/rules/uaeTime";
import { assertRange, type DayRange } from "../admin-metrics/metricsFilter";

/** [start, end) instants of a range of UAE days, for read models that keep timestamps rather than days. */
export function instantRange(range: DayRange): { start: Date; end: Date } {
  assertRange(range);
  return { start: uaeInstant(range.from, 0), end: uaeInstant(addDays(range.to, 1), 0) };
}
