import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { adminRegionOf, type Emirate } from "../../../domain/rules/emirates";
import { DomainError } from "../../../domain/shared/domainError";
import {
  cancellationReasons,
  providerLeaderboard,
  responseTimeDistribution,
} from "../../../projections/read-models/admin-analytics";
import { dailyMetrics, responseTimes } from "../../../projections/read-models/admin-metrics/queries";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { analyticsRange } from "./analyticsRange";
import { Analytics } from "./analyticsTypes";

/** The Analytics tab: charts over a range of days, the leaderboard, and what the CSV export holds. */
@Resolver()
export class AnalyticsResolver {
  @Query(() => Analytics, {
    description:
      "Admins: requests, revenue and response times by day, emirate and service for [from, to] (UAE days).",
  })
  async analytics(
    @Ctx() ctx: GraphqlContext,
    @Arg("from", () => String, { description: "First UAE day, YYYY-MM-DD." }) from: string,
    @Arg("to", () => String, { description: "Last UAE day, YYYY-MM-DD (inclusive)." }) to: string,
    @Arg("leaders", () => Int, {
      defaultValue: 10,
      description: "How many captains the leaderboard lists, 1 to 100.",
    })
    leaders: number,
  ): Promise<Analytics> {
    signedIn(ctx, ["admin"]);
    if (!Number.isInteger(leaders) || leaders < 1 || leaders > 100)
      throw new DomainError("bad_input", "input.range", { field: "leaders", min: 1, max: 100 }, "leaders");
    const range = analyticsRange(from, to);
    const { sql } = ctx.services;
    const [rows, times, buckets, reasons, leaderboard] = await Promise.all([
      dailyMetrics(sql, range),
      responseTimes(sql, range),
      responseTimeDistribution(sql, range),
      cancellationReasons(sql, range),
      providerLeaderboard(sql, range, leaders),
    ]);
    return {
      ...range,
      rows: rows.map((row) => ({
        day: row.day,
        emirate: row.emirate,
        region: adminRegionOf(row.emirate as Emirate),
        serviceType: row.serviceType,
        requests: row.requests,
        completed: row.completed,
        cancelled: row.cancelled,
        unassigned: row.unassigned,
        revenueAed: row.revenueAed,
        revenueNetAed: row.revenueNetAed,
        meanResponseMinutes: row.requestToAccept.meanMinutes,
      })),
      requestToAccept: times.requestToAccept,
      responseTimes: buckets,
      cancellationReasons: reasons,
      leaderboard,
    };
  }
}
