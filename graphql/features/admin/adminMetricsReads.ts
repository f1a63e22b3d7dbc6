import type { Sql } from "../../../domain/ports/sql";
import {
  dailyMetrics,
  requestMetricsToday,
  responseTimes,
  revenueMetricsToday,
  userMetricsToday,
} from "../../../projections/read-models/admin-metrics/queries";
import { type Period, periodToDate } from "../../../projections/read-models/shared/dubaiPeriods";
import type { AdminMetrics, DailyTotals, LiveAdminMetrics } from "./adminTypes";

/** Spec §2.11 "revenue target (AED 1M)". */
export const REVENUE_TARGET_AED = 1_000_000;

/** The metric cards for a period: per-day rows summed, response times over the whole range. */
export async function adminMetricsFor(sql: Sql, period: Period, now: Date): Promise<AdminMetrics> {
  const range = periodToDate(period, now);
  const filter = { from: range.from, to: range.to };
  const [rows, times, users] = await Promise.all([
    dailyMetrics(sql, filter),
    responseTimes(sql, filter),
    userMetricsToday(sql, now),
  ]);
  const byDay = new Map<string, DailyTotals>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? {
      day: row.day,
      requests: 0,
      completed: 0,
      cancelled: 0,
      unassigned: 0,
      revenueAed: 0,
    };
    day.requests += row.requests;
    day.completed += row.completed;
    day.cancelled += row.cancelled;
    day.unassigned += row.unassigned;
    day.revenueAed += row.revenueAed;
    byDay.set(row.day, day);
  }
  const daily = [...byDay.values()];
  const sum = (pick: (day: DailyTotals) => number) => daily.reduce((total, day) => total + pick(day), 0);
  return {
    period,
    from: range.from,
    to: range.to,
    totalRequests: sum((d) => d.requests),
    completed: sum((d) => d.completed),
    cancelled: sum((d) => d.cancelled),
    unassigned: sum((d) => d.unassigned),
    totalRevenue: Math.round(sum((d) => d.revenueAed) * 100) / 100,
    revenueTarget: REVENUE_TARGET_AED,
    activeUsers: users.activeUsers,
    requestToAccept: times.requestToAccept,
    acceptToStart: times.acceptToStart,
    daily,
  };
}

/** Today's three counters (the admin panel's cards that the spec reads from /api/admin/*-metrics/today). */
export async function liveAdminMetrics(sql: Sql, now: Date): Promise<LiveAdminMetrics> {
  const [requests, revenue, users] = await Promise.all([
    requestMetricsToday(sql, now),
    revenueMetricsToday(sql, now),
    userMetricsToday(sql, now),
  ]);
  return {
    totalRequests: requests.totalRequests,
    totalRevenue: revenue.totalRevenue,
    activeUsers: users.activeUsers,
    at: now,
  };
}
