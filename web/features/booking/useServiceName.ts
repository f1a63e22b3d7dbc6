import type { ServiceType } from "../../../domain/rules/serviceTypes";
import { useT } from "../../shared/i18n";
import { bookingMessages } from "./messages";

/** The four services' names in the current language (the domain's `serviceDisplayName` is English only). */
export function useServiceName(): (service: ServiceType) => string {
  const t = useT(bookingMessages);
  const names: Readonly<Record<ServiceType, string>> = {
    towing: t("service.towing"),
    "jump-start": t("service.jump-start"),
    "tire-change": t("service.tire-change"),
    "fuel-delivery": t("service.fuel-delivery"),
  };
  return (service) => names[service];
}
