import type { SqlParam } from "../../../domain/ports/sql";
import type { Emirate } from "../../../domain/rules/emirates";
import { type IsoDate, isoDateSchema } from "../../../domain/rules/uaeTime";

/** A range of UAE calendar days, both inclusive. Callers derive it from their `now`; queries never read the clock. */
export interface DayRange {
  from: IsoDate;
  to: IsoDate;
}

export interface MetricsFilter extends DayRange {
  emirate?: Emirate;
  serviceType?: string;
}

export interface DurationStats {
  count: number;
  meanMinutes: number | null;
  /** Exact 90th percentile (percentile_cont over every request's duration). */
  p90Minutes: number | null;
}

export function assertRange(range: DayRange): void {
  isoDateSchema.parse(range.from);
  isoDateSchema.parse(range.to);
  if (range.from > range.to) throw new RangeError(`from (${range.from}) is after to (${range.to})`);
}

/** `day BETWEEN` plus the optional emirate and service filters, on the given day column (and table alias). */
export function filterSql(filter: MetricsFilter, dayColumn: string, params: SqlParam[], alias = ""): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  params.push(filter.from, filter.to);
  const where = [`${column(dayColumn)} BETWEEN $${params.length - 1}::date AND $${params.length}::date`];
  if (filter.emirate !== undefined) {
    params.push(filter.emirate);
    where.push(`${column("emirate")} = $${params.length}`);
  }
  if (filter.serviceType !== undefined) {
    params.push(filter.serviceType);
    where.push(`${column("service_type")} = $${params.length}`);
  }
  return where.join(" AND ");
}
