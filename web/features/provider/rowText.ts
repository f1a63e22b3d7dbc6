import type { ProviderT } from "./messages";
import type { RowStatus } from "./requestsTableRules";

/** The spec's service type names (towing, jump-start, tire-change, fuel-delivery), in the reader's language. */
export function serviceLabel(t: ProviderT, serviceType: string): string {
  switch (serviceType) {
    case "TOWING":
      return t("serviceType.TOWING");
    case "JUMP_START":
      return t("serviceType.JUMP_START");
    case "TIRE_CHANGE":
      return t("serviceType.TIRE_CHANGE");
    case "FUEL_DELIVERY":
      return t("serviceType.FUEL_DELIVERY");
    default:
      return serviceType.toLowerCase();
  }
}

export function statusLabel(t: ProviderT, status: RowStatus): string {
  switch (status) {
    case "PENDING":
      return t("status.PENDING");
    case "ACCEPTED":
      return t("status.ACCEPTED");
    case "IN_PROGRESS":
      return t("status.IN_PROGRESS");
    case "COMPLETED":
      return t("status.COMPLETED");
    case "CANCELLED":
      return t("status.CANCELLED");
    case "DECLINED":
      return t("status.DECLINED");
    case "WITHDRAWN":
      return t("status.WITHDRAWN");
  }
}

export const STATUS_COLOR: Readonly<Record<RowStatus, string>> = {
  PENDING: "orange",
  ACCEPTED: "blue",
  IN_PROGRESS: "purple",
  COMPLETED: "green",
  CANCELLED: "red",
  DECLINED: "gray",
  WITHDRAWN: "gray",
};

/** Why an offer closed without this captain, in words; a reason this client does not know is shown as sent. */
export function withdrawReasonText(t: ProviderT, reason: string | null): string | null {
  switch (reason) {
    case null:
      return null;
    case "expired":
      return t("withdrawn.expired");
    case "accepted-by-another":
      return t("withdrawn.acceptedByAnother");
    case "cancelled":
      return t("withdrawn.cancelled");
    case "unassigned":
      return t("withdrawn.unassigned");
    case "on-another-job":
      return t("withdrawn.onAnotherJob");
    case "suspended":
      return t("withdrawn.suspended");
    case "reassigned":
      return t("withdrawn.reassigned");
    default:
      return reason;
  }
}

/** The dashboard's priorities (spec §4: low, normal, high, urgent, critical; emergency from history). */
export function priorityLabel(t: ProviderT, priority: string): string {
  switch (priority) {
    case "LOW":
      return t("priority.LOW");
    case "NORMAL":
      return t("priority.NORMAL");
    case "HIGH":
      return t("priority.HIGH");
    case "URGENT":
      return t("priority.URGENT");
    case "CRITICAL":
      return t("priority.CRITICAL");
    case "EMERGENCY":
      return t("priority.EMERGENCY");
    default:
      return priority.charAt(0) + priority.slice(1).toLowerCase();
  }
}

/** The customer's vehicle body type, as the dashboard writes it (lower case, like the service types). */
export function vehicleLabel(t: ProviderT, vehicleType: string): string {
  switch (vehicleType) {
    case "SEDAN":
      return t("vehicle.SEDAN");
    case "SUV":
      return t("vehicle.SUV");
    case "LUXURY":
      return t("vehicle.LUXURY");
    case "HEAVY_SUV":
      return t("vehicle.HEAVY_SUV");
    case "TRUCK":
      return t("vehicle.TRUCK");
    case "MOTORCYCLE":
      return t("vehicle.MOTORCYCLE");
    case "HATCHBACK":
      return t("vehicle.HATCHBACK");
    case "COUPE":
      return t("vehicle.COUPE");
    default:
      return vehicleType.toLowerCase();
  }
}
