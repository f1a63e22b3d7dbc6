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

/** The eight stat cards of one period (spec §2.10), computed from the provider's real jobs. */
export const ProviderStats = z.object({
  period: z.enum(PERIODS),
  from: z.string().describe("first UAE day of the period (YYYY-MM-DD)"),
  to: z.string().describe("today, UAE day (YYYY-MM-DD)"),
  jobs: z.number(),
  completedJobs: z.number(),
  earningsAed: z.number(),
  acceptanceRate: z.number().nullable().describe("0..1; null without any answered offer"),
  meanResponseMinutes: z.number().nullable(),
  rating: z.number().nullable(),
  ratingCount: z.number(),
  activeJobs: z.number(),
  completionRate: z.number().nullable().describe("0..1; null when no job ended"),
  cancellations: z.number(),
});

export const ProviderAnalytics = z.object({
  period: z.enum(PERIODS),
  selected: ProviderStats,
  periods: z.array(ProviderStats),
});

/** Spec §3 "Provider request row". */
export const ProviderRequestRow = z.object({
  id: z.string(),
  requestId: z.string(),
  type: z.string(),
  location: z.string(),
  customer: z.string().nullable(),
  customerPhone: z.string().nullable(),
  amount: z.number().describe("AED: the final price once completed, the estimate before"),
  status: z.enum(ROW_STATUSES),
  withdrawReason: z.string().nullable(),
  priority: z.string(),
  timestamp: z.string(),
  distance: z.number().nullable().describe("km"),
  duration: z.number().nullable().describe("minutes from start to completion"),
  rating: z.number().nullable(),
  vehicleType: z.string().nullable(),
  estimatedArrivalMinutes: z.number(),
  estimatedArrival: z.string().nullable(),
  actualArrival: z.string().nullable(),
  isDelayed: z.boolean(),
  lastUpdate: z.string(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
});

export const ProviderRequestsPage = z.object({
  requests: z.array(ProviderRequestRow),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
