import { serviceDisplayName } from "../../../domain/rules/serviceTypes";
import { i18n, type Translate, useT } from "../../shared/i18n";
import { trackingMessages } from "./messages";

type TrackingTranslate = Translate<typeof trackingMessages.english>;

/** The translate function of the tracking texts, in the current language (for plain functions). */
const trackingT = (): TrackingTranslate =>
  i18n.getFixedT(null, trackingMessages.namespace) as unknown as TrackingTranslate;

/**
 * A request's status as the customer reads it ("In Progress"), in the current language; a status
 * the app does not know yet is shown as the server spells it.
 */
export function requestStatusLabel(status: string, t: TrackingTranslate = trackingT()): string {
  switch (status) {
    case "PENDING":
      return t("status.pending");
    case "ACCEPTED":
      return t("status.accepted");
    case "IN_PROGRESS":
      return t("status.inProgress");
    case "COMPLETED":
      return t("status.completed");
    case "CANCELLED":
      return t("status.cancelled");
    case "UNASSIGNED":
      return t("status.unassigned");
    default:
      return status;
  }
}

/** The live status the server computed from the captain's distance (spec §4), by its phase. */
export function trackingPhaseLabel(phase: string, serverLabel: string, t: TrackingTranslate): string {
  switch (phase) {
    case "en-route":
      return t("phase.enRoute");
    case "nearby":
      return t("phase.nearby");
    case "almost-there":
      return t("phase.almostThere");
    case "arriving-now":
      return t("phase.arrivingNow");
    default:
      return serverLabel;
  }
}

/** A service as the GraphQL enum names it (TOWING, JUMP_START...), in the language. */
export function serviceLabel(service: string, t: TrackingTranslate): string {
  switch (service.toUpperCase().replace(/-/g, "_")) {
    case "TOWING":
      return t("service.towing");
    case "JUMP_START":
      return t("service.jumpStart");
    case "TIRE_CHANGE":
      return t("service.tireChange");
    case "FUEL_DELIVERY":
      return t("service.fuelDelivery");
    default:
      return serviceDisplayName(service.toLowerCase().replace(/_/g, "-"));
  }
}

/**
 * The request's status, the captain's live phase and the service, in the current language, for
 * screens outside tracking that show them (the shared trip page): one wording everywhere.
 */
export function useTrackingTexts() {
  const t = useT(trackingMessages);
  return {
    status: (status: string) => requestStatusLabel(status, t),
    phase: (phase: string, serverLabel: string) => trackingPhaseLabel(phase, serverLabel, t),
    service: (service: string) => serviceLabel(service, t),
  };
}
