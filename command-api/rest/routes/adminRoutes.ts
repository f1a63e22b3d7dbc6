import { z } from "zod";
import { formatPosition } from "../../../domain/ports/eventStore";
import { DomainError } from "../../../domain/shared/domainError";
import { accountById } from "../../../projections/read-models/accounts/queries";
import {
  requestMetricsToday,
  revenueMetricsToday,
  userMetricsToday,
} from "../../../projections/read-models/admin-metrics/queries";
import { type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import { SystemStats } from "../schemas/adminSchemas";
import { SessionsEnded } from "../schemas/authSchemas";
import { IdParams } from "../schemas/commonSchemas";

const TAG = "Admin";
const ADMIN = ["admin"] as const;

export function adminRoutes(ctx: RestContext): RestRoute[] {
  return [
    signedInRoute({
      method: "GET",
      path: "/api/admin/system-stats",
      summary: "Event store, projections (position, lag, state) and this node's process",
      tag: TAG,
      roles: ADMIN,
      response: SystemStats,
      async handle() {
        const memory = process.memoryUsage();
        return {
          eventStore: {
            kind: ctx.commands.store.kind,
            head: formatPosition(await ctx.commands.store.headPosition()),
          },
          projections: ctx.runner.status().map((s) => ({
            name: s.name,
            version: s.version,
            state: s.state,
            position: s.position,
            lagEvents: s.lagEvents,
            lagMs: s.lagMs,
            error: s.error?.message ?? null,
          })),
          process: {
            uptimeSeconds: Math.round(process.uptime()),
            rssBytes: memory.rss,
            heapUsedBytes: memory.heapUsed,
            node: process.version,
          },
        };
      },
    }),

    signedInRoute({
      method: "DELETE",
      path: "/api/admin/users/{id}/sessions",
      summary: "Sign a user out everywhere: end all their sessions and close their sockets at once",
      tag: TAG,
      roles: ADMIN,
      params: IdParams,
      response: SessionsEnded,
      errors: [404],
      async handle({ params }) {
        if (!(await accountById(ctx.sql, params.id)))
          throw new DomainError("not_found", "resource.notFound", { resource: "User", id: params.id }, "id");
        const ended = await ctx.sessions.revokeAllOf(params.id);
        return { sessionsEnded: ended.length };
      },
    }),

    signedInRoute({
      method: "GET",
      path: "/api/admin/user-metrics/today",
      summary: "Accounts active today (UAE day)",
      tag: TAG,
      roles: ADMIN,
      response: z.object({ activeUsers: z.number() }),
      handle: () => userMetricsToday(ctx.sql, ctx.commands.clock.now()),
    }),

    signedInRoute({
      method: "GET",
      path: "/api/admin/request-metrics/today",
      summary: "Requests made today (UAE day)",
      tag: TAG,
      roles: ADMIN,
      response: z.object({ totalRequests: z.number() }),
      handle: () => requestMetricsToday(ctx.sql, ctx.commands.clock.now()),
    }),

    signedInRoute({
      method: "GET",
      path: "/api/admin/revenue-metrics/today",
      summary: "AED of jobs completed today (UAE day)",
      tag: TAG,
      roles: ADMIN,
      response: z.object({ totalRevenue: z.number() }),
      handle: () => revenueMetricsToday(ctx.sql, ctx.commands.clock.now()),
    }),
  ];
}
