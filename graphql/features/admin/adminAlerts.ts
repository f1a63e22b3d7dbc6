import type { ProjectionStatus } from "../../../projections/runner/projectionStatus";
import type { AdminAlert, AdminMetrics } from "./adminTypes";

/** A read model this far behind shows data old enough for people to notice. */
const LAG_WARNING_EVENTS = 1_000;
const LAG_WARNING_MS = 60_000;
/** Cancellations above this share of today's requests (with enough requests to mean something). */
const CANCEL_WARNING_SHARE = 0.3;
const CANCEL_WARNING_MIN_REQUESTS = 5;

/**
 * The panel's alerts from real signals instead of the spec's sample list: read models failing or far
 * behind, requests nobody took, and a cancellation rate that says something is wrong today.
 */
export function adminAlerts(statuses: readonly ProjectionStatus[], today: AdminMetrics): AdminAlert[] {
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
  if (today.unassigned > 0) {
    alerts.push({
      severity: "warning",
      title: "Requests without a provider",
      message: `${today.unassigned} request${today.unassigned === 1 ? "" : "s"} today found no provider; the customers were told to call support`,
    });
  }
  if (
    today.totalRequests >= CANCEL_WARNING_MIN_REQUESTS &&
    today.cancelled / today.totalRequests > CANCEL_WARNING_SHARE
  ) {
    alerts.push({
      severity: "warning",
      title: "Many cancellations today",
      message: `${today.cancelled} of ${today.totalRequests} requests today were cancelled`,
    });
  }
  return alerts;
}
