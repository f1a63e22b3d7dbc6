import type { ServiceType } from "../../../../domain/rules/serviceTypes";

/** The GraphQL spelling of a service: TOWING, JUMP_START, TIRE_CHANGE, FUEL_DELIVERY. */
export type ServiceEnum = "TOWING" | "JUMP_START" | "TIRE_CHANGE" | "FUEL_DELIVERY";

const TO_ENUM: Readonly<Record<ServiceType, ServiceEnum>> = {
  towing: "TOWING",
  "jump-start": "JUMP_START",
  "tire-change": "TIRE_CHANGE",
  "fuel-delivery": "FUEL_DELIVERY",
};

export function serviceEnum(service: ServiceType): ServiceEnum {
  return TO_ENUM[service];
}

export function serviceFromEnum(value: string): ServiceType {
  const found = (Object.keys(TO_ENUM) as ServiceType[]).find((service) => TO_ENUM[service] === value);
  if (!found) throw new RangeError(`unknown service type from the server: ${value}`);
  return found;
}
