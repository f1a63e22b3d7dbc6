import type { DataOf, ReadModelEvent } from "../shared/domainEvent";
import { AT } from "./requestEventBuilders";

type Built<T extends ReadModelEvent["type"]> = Extract<ReadModelEvent, { type: T }>;

export function providerProfileCreated(
  data: Partial<DataOf<"ProviderProfileCreated">> & Pick<DataOf<"ProviderProfileCreated">, "providerId">,
): Built<"ProviderProfileCreated"> {
  return {
    type: "ProviderProfileCreated",
    data: {
      name: "Falcon Recovery",
      phone: "+971 50 111 2233",
      services: ["towing", "jump-start"],
      responseTimeMinutes: 12,
      latitude: 25.2048,
      longitude: 55.2708,
      createdAt: AT,
      ...data,
    },
  };
}

export const providerServicesChanged = (
  providerId: string,
  services: DataOf<"ProviderServicesChanged">["services"],
  changedAt = AT,
): Built<"ProviderServicesChanged"> => ({
  type: "ProviderServicesChanged",
  data: { providerId, services, changedAt },
});

export const providerWentOnline = (
  providerId: string,
  latitude: number,
  longitude: number,
  at = AT,
): Built<"ProviderWentOnline"> => ({
  type: "ProviderWentOnline",
  data: { providerId, latitude, longitude, at },
});

export const providerWentOffline = (providerId: string, at = AT): Built<"ProviderWentOffline"> => ({
  type: "ProviderWentOffline",
  data: { providerId, at },
});

export function towingEquipmentAdded(
  data: Partial<DataOf<"TowingEquipmentAdded">> &
    Pick<DataOf<"TowingEquipmentAdded">, "providerId" | "equipmentId">,
): Built<"TowingEquipmentAdded"> {
  return {
    type: "TowingEquipmentAdded",
    data: {
      truckName: "Flatbed 1",
      truckType: "flatbed",
      capacityKg: 3500,
      compatibleVehicles: ["sedan", "suv", "hatchback"],
      features: ["Winch", "GPS"],
      addedAt: AT,
      ...data,
      plate: data.plate ?? "",
    },
  };
}

export const towingEquipmentAvailabilityChanged = (
  providerId: string,
  equipmentId: string,
  isAvailable: boolean,
  changedAt = AT,
): Built<"TowingEquipmentAvailabilityChanged"> => ({
  type: "TowingEquipmentAvailabilityChanged",
  data: { providerId, equipmentId, isAvailable, changedAt },
});
