import type { RowStatus } from "./requestsTableRules";

const SERVICE_LABELS: Readonly<Record<string, string>> = {
  TOWING: "towing",
  JUMP_START: "jump-start",
  TIRE_CHANGE: "tire-change",
  FUEL_DELIVERY: "fuel-delivery",
};

/** The spec's service type names (towing, jump-start, tire-change, fuel-delivery). */
export function serviceLabel(serviceType: string): string {
  return SERVICE_LABELS[serviceType] ?? serviceType.toLowerCase();
}

export const STATUS_LABEL: Readonly<Record<RowStatus, string>> = {
  PENDING: "Pending",
  ACCEPTED: "Accepted",
  IN_PROGRESS: "In progress",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
  DECLINED: "Declined",
  WITHDRAWN: "Withdrawn",
};

export const STATUS_COLOR: Readonly<Record<RowStatus, string>> = {
  PENDING: "orange",
  ACCEPTED: "blue",
  IN_PROGRESS: "purple",
  COMPLETED: "green",
  CANCELLED: "red",
  DECLINED: "gray",
  WITHDRAWN: "gray",
};

/** Why an offer closed without this captain, in words. */
export function withdrawReasonText(reason: string | null): string | null {
  switch (reason) {
    case null:
      return null;
    case "expired":
      return "Offer expired";
    case "accepted-by-another":
      return "Another captain took it";
    case "cancelled":
      return "Customer cancelled";
    case "unassigned":
      return "Dispatch closed it";
    case "on-another-job":
      return "You were on another job";
    case "suspended":
      return "Your account was suspended";
    case "reassigned":
      return "Support reassigned it";
    default:
      return reason;
  }
}

export function priorityLabel(priority: string): string {
  return priority.charAt(0) + priority.slice(1).toLowerCase();
}
