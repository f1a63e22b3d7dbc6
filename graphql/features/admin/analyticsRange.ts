import { addDays, type IsoDate, isoDateSchema } from "../../../domain/rules/uaeTime";
import { DomainError } from "../../../domain/shared/domainError";
import type { DayRange } from "../../../projections/read-models/admin-metrics/metricsFilter";

/** A year and a day: enough for year-over-year views, small enough to stay one quick read. */
export const MAX_ANALYTICS_DAYS = 366;

function dayArg(name: "from" | "to", value: string): IsoDate {
  const parsed = isoDateSchema.safeParse(value);
  if (!parsed.success) throw new DomainError("bad_input", "input.dateGot", { field: name, value }, name);
  return parsed.data;
}

/** The analytics range from the caller's arguments, or BAD_USER_INPUT naming the argument at fault. */
export function analyticsRange(from: string, to: string): DayRange {
  const range = { from: dayArg("from", from), to: dayArg("to", to) };
  if (range.from > range.to)
    throw new DomainError(
      "bad_input",
      "range.toBeforeFrom",
      { field: "to", to: range.to, from: range.from },
      "to",
    );
  if (addDays(range.from, MAX_ANALYTICS_DAYS - 1) < range.to)
    throw new DomainError("bad_input", "range.tooLong", { field: "to", days: MAX_ANALYTICS_DAYS }, "to");
  return range;
}
