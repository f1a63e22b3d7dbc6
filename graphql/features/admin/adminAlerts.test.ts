import { describe, expect, it } from "vitest";
import { initialStatus } from "../../../projections/runner/projectionStatus";
import { adminAlerts, type StalledWork } from "./adminAlerts";
import type { AdminMetrics } from "./adminTypes";

const none = { count: 0, oldestId: null, oldestSince: null };
const calm: StalledWork = { waiting: none, delayed: none };
const NOW = new Date("2025-03-10T08:00:00.000Z");

function today(overrides: Partial<AdminMetrics> = {}): AdminMetrics {
  const duration = { count: 0, meanMinutes: null, p90Minutes: null };
  return {
    period: "today",
    from: "2025-03-10",
    to: "2025-03-10",
    totalRequests: 0,
    completed: 0,
    cancelled: 0,
    unassigned: 0,
    totalRevenue: 0,
    totalRevenueNet: 0,
    revenueTarget: 1_000_000,
    activeUsers: 0,
    requestToAccept: duration,
    acceptToStart: duration,
    daily: [],
    ...overrides,
  };
}

const live = { ...initialStatus("request_history", 1, NOW), state: "live" as const };

describe("adminAlerts", () => {
  it("is empty on a calm day", () => {
    expect(adminAlerts([live], today({ totalRequests: 20, cancelled: 6 }), calm)).toEqual([]);
  });

  it("flags requests waiting for a provider and late captains, naming the oldest", () => {
    const alerts = adminAlerts([live], today(), {
      waiting: { count: 2, oldestId: "0190-aaaa-bbbbbb123456", oldestSince: NOW.toISOString() },
      delayed: { count: 1, oldestId: "0190-cccc-dddddd654321", oldestSince: NOW.toISOString() },
    });
    expect(alerts.map((a) => [a.severity, a.title])).toEqual([
      ["critical", "Requests waiting for a provider"],
      ["warning", "Providers delayed"],
    ]);
    expect(alerts[0]!.message).toBe(
      "2 requests due more than 10 min ago still without a provider (oldest #123456)",
    );
    expect(alerts[1]!.message).toBe("1 job accepted more than 35 min ago and not started (oldest #654321)");
  });

  it("links a stuck request's alert to that request, where the panel offers the action that resolves it", () => {
    const alerts = adminAlerts([live], today({ unassigned: 1 }), {
      waiting: { count: 2, oldestId: "0190-aaaa-bbbbbb123456", oldestSince: NOW.toISOString() },
      delayed: { count: 1, oldestId: "0190-cccc-dddddd654321", oldestSince: NOW.toISOString() },
    });
    expect(alerts.map((a) => [a.title, a.requestId ?? null])).toEqual([
      ["Requests waiting for a provider", "0190-aaaa-bbbbbb123456"],
      ["Providers delayed", "0190-cccc-dddddd654321"],
      ["Requests without a provider", null],
    ]);
  });

  it("calls a cancellation spike only above 30% with at least 5 requests", () => {
    const spike = (totalRequests: number, cancelled: number) =>
      adminAlerts([], today({ totalRequests, cancelled }), calm).map((a) => a.title);
    expect(spike(10, 4)).toEqual(["Cancellation spike"]);
    expect(spike(10, 3)).toEqual([]);
    expect(spike(4, 4)).toEqual([]);
  });

  it("reports failing and lagging read models and unassigned requests", () => {
    const failing = {
      ...live,
      name: "reviews",
      state: "failed" as const,
      error: { message: "boom", attempts: 3, since: NOW.toISOString() },
    };
    const behind = { ...live, name: "chat", lagEvents: 5_000 };
    const titles = adminAlerts([failing, behind], today({ unassigned: 1 }), calm).map((a) => a.title);
    expect(titles).toEqual([
      "Read model reviews is failing",
      "Read model chat is behind",
      "Requests without a provider",
    ]);
  });
});
