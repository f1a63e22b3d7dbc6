import { filsToAed } from "../../../domain/money/fils";
import type { Sql } from "../../../domain/ports/sql";
import {
  dailyMetrics,
  requestMetricsToday,
  responseTimes,
  revenueToday,
  userMetricsToday,
} from "../../../projections/read-models/admin-metrics/queries";
import { revenueByDay } from "../../../projections/read-models/ledger/queries";
import { type Period, periodToDate } from "../../../projections/read-models/shared/dubaiPeriods";
import type { AdminMetrics, DailyTotals, LiveAdminMetrics } from "./adminTypes";

/** Spec §2.11 "revenue target (AED 1M)". */
export const REVENUE_TARGET_AED = 1_000_000;

/** The metric cards for a period: per-day rows summed, response times over the whole range. */
export async function adminMetricsFor(sql: Sql, period: Period, now: Date): Promise<AdminMetrics> {
  const range = periodToDate(period, now);
  const filter = { from: range.from, to: range.to };
  const [rows, times, users, revenue] = await Promise.all([
    dailyMetrics(sql, filter),
    responseTimes(sql, filter),
    userMetricsToday(sql, now),
    revenueByDay(sql, filter),
  ]);
  const byDay = new Map<string, DailyTotals>();
  const dayOf = (day: string): DailyTotals => {
    const known = byDay.get(day);
    if (known) return known;
    const fresh = {
      day,
      requests: 0,
      completed: 0,
      cancelled: 0,
      unassigned: 0,
      revenueAed: 0,
      revenueNetAed: 0,
    };
    byDay.set(day, fresh);
    return fresh;
  };
  for (const row of rows) {
    const day = dayOf(row.day);
    day.requests += row.requests;
    day.completed += row.completed;
    day.cancelled += row.cancelled;
    day.unassigned += row.unassigned;
  }
  // Revenue is the ledger's (issue 20); a day with billing but no request activity still shows.
  for (const billed of revenue) {
    if (billed.grossFils === 0 && billed.netFils === 0 && !byDay.has(billed.day)) continue;
    const day = dayOf(billed.day);
    day.revenueAed = filsToAed(billed.grossFils);
    day.revenueNetAed = filsToAed(billed.netFils);
  }
  const daily = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  const billed = (pick: (day: (typeof revenue)[number]) => number) =>
    filsToAed(revenue.reduce((total, day) => total + pick(day), 0));
  const sum = (pick: (day: DailyTotals) => number) => daily.reduce((total, day) => total + pick(day), 0);
  return {
    period,
    from: range.from,
    to: range.to,
    totalRequests: sum((d) => d.requests),
    completed: sum((d) => d.completed),
    cancelled: sum((d) => d.cancelled),
    unassigned: sum((d) => d.unassigned),
    totalRevenue: billed((d) => d.grossFils),
    totalRevenueNet: billed((d) => d.netFils),
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
    revenueToday(sql, now),
    userMetricsToday(sql, now),
  ]);
  return {
    totalRequests: requests.totalRequests,
    totalRevenue: revenue.grossAed,
    totalRevenueNet: revenue.netAed,
    activeUsers: users.activeUsers,
    at: now,
  };
}
