import { providerRequests, providerStats } from "../../../projections/read-models/provider-dashboard/queries";
import { PERIODS } from "../../../projections/read-models/shared/dubaiPeriods";
import { type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import {
  PeriodQuery,
  ProviderAnalytics,
  ProviderRequestsPage,
  ProviderRequestsQuery,
  ProviderStats,
} from "../schemas/dashboardSchemas";

const TAG = "Provider dashboard";

export function providerDashboardRoutes(ctx: RestContext): RestRoute[] {
  return [
    signedInRoute({
      method: "GET",
      path: "/api/provider/dashboard-stats",
      summary: "The stat cards for a period (today, week, month, quarter, year), from real jobs",
      tag: TAG,
      roles: ["provider"],
      query: PeriodQuery,
      response: ProviderStats,
      async handle({ principal, query }) {
        return providerStats(ctx.sql, principal.userId, query.period, ctx.commands.clock.now());
      },
    }),

    signedInRoute({
      method: "GET",
      path: "/api/provider/requests",
      summary: "The requests table: search, status filter, sort and pages; answers requests and total",
      tag: TAG,
      roles: ["provider"],
      query: ProviderRequestsQuery,
      response: ProviderRequestsPage,
      async handle({ principal, query }) {
        return providerRequests(ctx.sql, {
          providerId: principal.userId,
          now: ctx.commands.clock.now(),
          page: query.page,
          limit: query.limit,
          sortBy: query.sortBy,
          sortDirection: query.sortDirection,
          ...(query.search ? { search: query.search } : {}),
          ...(query.status && query.status !== "all" ? { status: query.status } : {}),
        });
      },
    }),

    signedInRoute({
      method: "GET",
      path: "/api/provider/analytics",
      summary: "The selected period's figures beside every other period's, for trends",
      tag: TAG,
      roles: ["provider"],
      query: PeriodQuery,
      response: ProviderAnalytics,
      async handle({ principal, query }) {
        const now = ctx.commands.clock.now();
        const periods = await Promise.all(
          PERIODS.map((period) => providerStats(ctx.sql, principal.userId, period, now)),
        );
        return { period: query.period, selected: periods[PERIODS.indexOf(query.period)], periods };
      },
    }),
  ];
}
