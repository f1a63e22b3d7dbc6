import { Arg, Ctx, Int, Query, Resolver, Root, Subscription } from "type-graphql";
import { requireRole } from "../../../command-api/auth/policy/identityPolicy";
import { DomainError } from "../../../domain/shared/domainError";
import { queryAuditLog } from "../../../projections/audit/auditLogQuery";
import {
  delayedJobs,
  waitingRequests,
} from "../../../projections/read-models/admin-analytics/stalledRequests";
import { ADMIN_METRICS_CHANGED_TOPIC } from "../../../projections/read-models/admin-metrics/projection";
import { regionalPerformance } from "../../../projections/read-models/admin-metrics/queries";
import { LEDGER_CHANGED_TOPIC } from "../../../projections/read-models/ledger/projection";
import { periodToDate } from "../../../projections/read-models/shared/dubaiPeriods";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { guardedSubscribe } from "../../live/guardedSubscribe";
import { liveIterator } from "../../live/liveIterator";
import { PeriodValue } from "../../schema/enums";
import { activityLines } from "./activityFeed";
import { adminAlerts, DELAYED_AFTER_MINUTES, WAITING_WARNING_MINUTES } from "./adminAlerts";
import { adminMetricsFor, liveAdminMetrics } from "./adminMetricsReads";
import { ActivityItem, AdminAlert, AdminMetrics, LiveAdminMetrics, RegionPerformance } from "./adminTypes";

/** The admin panel (spec §2.11) from the read models: cards, regions, activity and alerts. */
@Resolver()
export class AdminResolver {
  @Query(() => AdminMetrics, {
    description: "Admins: the panel's metric cards for a calendar period up to today (UAE).",
  })
  adminMetrics(
    @Ctx() ctx: GraphqlContext,
    @Arg("period", () => PeriodValue, {
      defaultValue: PeriodValue.TODAY,
      description: "The calendar period up to and including today (UAE).",
    })
    period: PeriodValue,
  ): Promise<AdminMetrics> {
    signedIn(ctx, ["admin"]);
    return adminMetricsFor(ctx.services.sql, period, ctx.services.commands.clock.now());
  }

  @Query(() => [RegionPerformance], {
    description: "The seven regions in the panel's order, each present even without data.",
  })
  regionalPerformance(
    @Ctx() ctx: GraphqlContext,
    @Arg("period", () => PeriodValue, {
      defaultValue: PeriodValue.TODAY,
      description: "The calendar period up to and including today (UAE).",
    })
    period: PeriodValue,
  ): Promise<RegionPerformance[]> {
    signedIn(ctx, ["admin"]);
    const range = periodToDate(period, ctx.services.commands.clock.now());
    return regionalPerformance(ctx.services.sql, { from: range.from, to: range.to });
  }

  @Query(() => [ActivityItem], { description: "What just happened, newest first." })
  async activityFeed(
    @Ctx() ctx: GraphqlContext,
    @Arg("limit", () => Int, { defaultValue: 20, description: "At most this many items, 1 to 100." })
    limit: number,
  ): Promise<ActivityItem[]> {
    signedIn(ctx, ["admin"]);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new DomainError("bad_input", "input.range", { field: "limit", min: 1, max: 100 }, "limit");
    // Enough of the log that bursts told as one line (activityLines) still fill `limit` lines.
    const page = await queryAuditLog(ctx.services.sql, { limit: Math.min(500, limit * 25) });
    return activityLines(page.entries, limit).map(({ entry, summary }) => ({
      position: entry.position,
      at: entry.occurredAt,
      type: entry.type,
      streamId: entry.streamId,
      actor: entry.actor,
      summary,
    }));
  }

  @Query(() => [AdminAlert], { description: "What operations should look at now, most urgent first." })
  async adminAlerts(@Ctx() ctx: GraphqlContext): Promise<AdminAlert[]> {
    signedIn(ctx, ["admin"]);
    const { sql } = ctx.services;
    const now = ctx.services.commands.clock.now();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const [today, waiting, delayed] = await Promise.all([
      adminMetricsFor(sql, "today", now),
      waitingRequests(sql, minutesAgo(WAITING_WARNING_MINUTES)),
      delayedJobs(sql, minutesAgo(DELAYED_AFTER_MINUTES)),
    ]);
    return adminAlerts(ctx.services.runner.status(), today, { waiting, delayed });
  }

  @Subscription(() => LiveAdminMetrics, {
    name: "adminMetrics",
    description: "Admins: today's counters now, then again after every change to them.",
    subscribe: guardedSubscribe<Record<string, never>>(async (_args, ctx) => {
      requireRole(ctx.principal, ["admin"]);
      const { sql, sharedReads, liveBus, commands } = ctx.services;
      // Every subscriber gets the same payload object per change, so the counters are read once per change.
      const read = (change: object) =>
        sharedReads.read(change, "admin-metrics", () => liveAdminMetrics(sql, commands.clock.now()));
      return liveIterator<object, LiveAdminMetrics>(
        (push) => {
          push({});
          // Revenue is the ledger's: its batches commit on their own, so they announce a change too.
          const stops = [ADMIN_METRICS_CHANGED_TOPIC, LEDGER_CHANGED_TOPIC].map((topic) =>
            liveBus.subscribe(topic, (change) => push(change as object)),
          );
          return () => {
            for (const stop of stops) stop();
          };
        },
        // Counters: a subscriber that fell behind needs only the latest.
        { map: read, maxQueued: 1, onError: ctx.services.onBackgroundError },
      );
    }),
  })
  adminMetricsLive(@Root() metrics: LiveAdminMetrics): LiveAdminMetrics {
    return metrics;
  }
}
