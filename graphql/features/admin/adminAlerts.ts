import { DEFAULT_ESTIMATED_ARRIVAL_MIN, DELAY_TOLERANCE_MIN } from "../../../domain/rules/driverStatus";
import type { StalledRequests } from "../../../projections/read-models/admin-analytics/stalledRequests";
import type { ProjectionStatus } from "../../../projections/runner/projectionStatus";
import type { AdminAlert, AdminMetrics } from "./adminTypes";

/** A read model this far behind shows data old enough for people to notice. */
const LAG_WARNING_EVENTS = 1_000;
const LAG_WARNING_MS = 60_000;
/** Cancellations above this share of today's requests (with enough requests to mean something). */
export const CANCEL_WARNING_SHARE = 0.3;
export const CANCEL_WARNING_MIN_REQUESTS = 5;
/** A request due this long ago that nobody has accepted yet: dispatch should have found someone by now. */
export const WAITING_WARNING_MINUTES = 10;
/** Spec §9: a captain is delayed past the default arrival estimate plus the tolerance. */
export const DELAYED_AFTER_MINUTES = DEFAULT_ESTIMATED_ARRIVAL_MIN + DELAY_TOLERANCE_MIN;

/** What the request read model says needs a person now. */
export interface StalledWork {
  waiting: StalledRequests;
  delayed: StalledRequests;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
const shortId = (id: string | null) => (id ? `#${id.slice(-6)}` : "");

/**
 * The panel's alerts from real signals instead of the spec's sample list: read models failing or far
 * behind, requests waiting too long for a provider, captains late to start, requests nobody took,
 * and a cancellation rate that says something is wrong today.
 */
export function adminAlerts(
  statuses: readonly ProjectionStatus[],
  today: AdminMetrics,
  stalled: StalledWork,
): AdminAlert[] {
  const alerts: AdminAlert[] = [];
  for (const status of statuses) {
    if (status.state === "failed" || status.error) {
      alerts.push({
        severity: "critical",
        title: `Read model ${status.name} is failing`,
        message: `${status.error?.message ?? "it stopped"} (${status.error?.attempts ?? 0} attempts); its data is frozen until it recovers`,
      });
    } else if (status.lagEvents > LAG_WARNING_EVENTS || status.lagMs > LAG_WARNING_MS) {
      alerts.push({
        severity: "warning",
        title: `Read model ${status.name} is behind`,
        message: `${status.lagEvents} events (${Math.round(status.lagMs / 1000)} s) behind the log`,
      });
    }
  }
  if (stalled.waiting.count > 0) {
    alerts.push({
      severity: "critical",
      title: "Requests waiting for a provider",
      message: `${plural(stalled.waiting.count, "request")} due more than ${WAITING_WARNING_MINUTES} min ago still without a provider (oldest ${shortId(stalled.waiting.oldestId)})`,
      requestId: stalled.waiting.oldestId,
    });
  }
  if (stalled.delayed.count > 0) {
    alerts.push({
      severity: "warning",
      title: "Providers delayed",
      message: `${plural(stalled.delayed.count, "job")} accepted more than ${DELAYED_AFTER_MINUTES} min ago and not started (oldest ${shortId(stalled.delayed.oldestId)})`,
      requestId: stalled.delayed.oldestId,
    });
  }
  if (today.unassigned > 0) {
    alerts.push({
      severity: "warning",
      title: "Requests without a provider",
      message: `${plural(today.unassigned, "request")} today found no provider; the customers were told to call support`,
    });
  }
  if (
    today.totalRequests >= CANCEL_WARNING_MIN_REQUESTS &&
    today.cancelled / today.totalRequests > CANCEL_WARNING_SHARE
  ) {
    alerts.push({
      severity: "warning",
      title: "Cancellation spike",
      message: `${today.cancelled} of ${today.totalRequests} requests today were cancelled (over ${CANCEL_WARNING_SHARE * 100}%)`,
    });
  }
  // Stable sort: critical first, otherwise in the order above.
  return alerts.sort((a, b) => SEVERITY_RANK[a.severity]! - SEVERITY_RANK[b.severity]!);
}

const SEVERITY_RANK: Readonly<Record<string, number>> = { critical: 0, warning: 1, info: 2 };
