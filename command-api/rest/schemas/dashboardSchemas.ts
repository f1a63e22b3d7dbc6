import { z } from "zod";
import { PAGE_SIZES, SORT_COLUMNS } from "../../../projections/read-models/provider-dashboard/queries";
import { ROW_STATUSES } from "../../../projections/read-models/provider-dashboard/schema";
import { PERIODS } from "../../../projections/read-models/shared/dubaiPeriods";
import { QueryNumber } from "./commonSchemas";

export const PeriodQuery = z.object({
  period: z.enum(PERIODS, { error: `must be one of ${PERIODS.join(", ")}` }).default("today"),
});

/** Spec §9 dashboard paging: sizes 25/50/100/500 (default 50), sort by timestamp descending. */
export const ProviderRequestsQuery = z.object({
  page: QueryNumber(
    z.number().int("must be a whole number").min(1, "must be 1 or more").max(100_000),
  ).default(1),
  limit: QueryNumber(z.number().int("must be a whole number"))
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `must be one of ${PAGE_SIZES.join(", ")}`)
    .default(50),
  search: z.string().max(200, "must be at most 200 characters").optional(),
  sortBy: z.enum(SORT_COLUMNS, { error: `must be one of ${SORT_COLUMNS.join(", ")}` }).default("timestamp"),
  sortDirection: z.enum(["asc", "desc"], { error: "must be asc or desc" }).default("desc"),
  status: z
    .union([z.enum(ROW_STATUSES), z.literal("all")], {
      error: `must be one of all, ${ROW_STATUSES.join(", ")}`,
    })
    .optional(),
});
