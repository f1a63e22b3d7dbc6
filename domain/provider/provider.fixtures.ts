/**
 * Builders of provider commands and events for tests. Field order follows the schemas,
 * as the decider emits them, because deciderSpec compares JSON.
 */
import type { Actor } from "../shared/actor";
import type { ProviderCommand } from "./commands";
import type { ProviderEvent, TowingEquipment } from "./events";

type Command<T extends ProviderCommand["type"]> = Extract<ProviderCommand, { type: T }>;
type Event<T extends ProviderEvent["type"]> = Extract<ProviderEvent, { type: T }>;

export const PROVIDER_ID = "prov-a";
export const T0 = "2025-03-01T08:00:00.000Z";
export const T1 = "2025-03-01T09:00:00.000Z";

export const self = (): Actor => ({ userId: PROVIDER_ID, role: "provider" });
export const otherProvider = (): Actor => ({ userId: "prov-b", role: "provider" });
export const admin = (): Actor => ({ userId: "admin-1", role: "admin" });
export const system = (): Actor => ({ userId: "system", role: "system" });
export const customerWithSameId = (): Actor => ({ userId: PROVIDER_ID, role: "customer" });

export const TRUCK: TowingEquipment = {
  equipmentId: "truck-1",
  truckName: "Flatbed 1",
  truckType: "flatbed",
  capacityKg: 3500,
  compatibleVehicles: ["sedan", "suv"],
  features: ["winch", "GPS"],
  plate: "Dubai A 12345",
};

// ---- commands ----

export const createProfile = (
  o: Partial<Command<"CreateProviderProfile">> = {},
): Command<"CreateProviderProfile"> => ({
  type: "CreateProviderProfile",
  actor: self(),
  at: T0,
  providerId: PROVIDER_ID,
  name: "Al Noor Recovery",
  phone: "+971 50 123 4567",
  services: ["towing", "jump-start"],
  responseTimeMinutes: 8,
  latitude: 25.2048,
  longitude: 55.2708,
  ...o,
});

export const changeServices = (
  o: Partial<Command<"ChangeProviderServices">> = {},
): Command<"ChangeProviderServices"> => ({
  type: "ChangeProviderServices",
  actor: self(),
  at: T1,
  providerId: PROVIDER_ID,
  services: ["towing"],
  ...o,
});

export const addTowingEquipment = (
  o: Partial<Command<"AddTowingEquipment">> = {},
): Command<"AddTowingEquipment"> => ({
  type: "AddTowingEquipment",
  actor: self(),
  at: T1,
  providerId: PROVIDER_ID,
  equipment: TRUCK,
  ...o,
});

export const setAvailability = (
  o: Partial<Command<"SetTowingEquipmentAvailability">> = {},
): Command<"SetTowingEquipmentAvailability"> => ({
  type: "SetTowingEquipmentAvailability",
  actor: self(),
  at: T1,
  providerId: PROVIDER_ID,
  equipmentId: TRUCK.equipmentId,
  isAvailable: false,
  ...o,
});

export const goOnline = (o: Partial<Command<"GoOnline">> = {}): Command<"GoOnline"> => ({
  type: "GoOnline",
  actor: self(),
  at: T1,
  providerId: PROVIDER_ID,
  latitude: 25.1972,
  longitude: 55.2796,
  suspensionReason: null,
  emailVerified: true,
  ...o,
});

export const goOffline = (o: Partial<Command<"GoOffline">> = {}): Command<"GoOffline"> => ({
  type: "GoOffline",
  actor: self(),
  at: T1,
  providerId: PROVIDER_ID,
  ...o,
});

/** `currentJobHeld`: the job booked last (if another) is still theirs, as the handler read it. */
export const bookProvider = (
  o: Partial<Command<"BookProvider">> & { requestId: string },
): Command<"BookProvider"> => ({
  type: "BookProvider",
  actor: self(),
  at: T1,
  providerId: PROVIDER_ID,
  currentJobHeld: false,
  ...o,
});

// ---- events ----

export const profileCreated = (
  o: Partial<Event<"ProviderProfileCreated">["data"]> = {},
): Event<"ProviderProfileCreated"> => ({
  type: "ProviderProfileCreated",
  data: {
    providerId: PROVIDER_ID,
    name: "Al Noor Recovery",
    phone: "+971 50 123 4567",
    services: ["towing", "jump-start"],
    responseTimeMinutes: 8,
    latitude: 25.2048,
    longitude: 55.2708,
    createdAt: T0,
    ...o,
  },
});

export const servicesChanged = (
  services: Event<"ProviderServicesChanged">["data"]["services"],
): Event<"ProviderServicesChanged"> => ({
  type: "ProviderServicesChanged",
  data: { providerId: PROVIDER_ID, services, changedAt: T1 },
});

export const equipmentAdded = (equipment: TowingEquipment = TRUCK): Event<"TowingEquipmentAdded"> => ({
  type: "TowingEquipmentAdded",
  data: { ...equipment, providerId: PROVIDER_ID, addedAt: T1 },
});

export const availabilityChanged = (
  isAvailable: boolean,
  equipmentId = TRUCK.equipmentId,
): Event<"TowingEquipmentAvailabilityChanged"> => ({
  type: "TowingEquipmentAvailabilityChanged",
  data: { providerId: PROVIDER_ID, equipmentId, isAvailable, changedAt: T1 },
});

export const wentOnline = (): Event<"ProviderWentOnline"> => ({
  type: "ProviderWentOnline",
  data: { providerId: PROVIDER_ID, latitude: 25.1972, longitude: 55.2796, at: T1 },
});

export const wentOffline = (): Event<"ProviderWentOffline"> => ({
  type: "ProviderWentOffline",
  data: { providerId: PROVIDER_ID, at: T1 },
});

export const booked = (requestId: string): Event<"ProviderBooked"> => ({
  type: "ProviderBooked",
  data: { providerId: PROVIDER_ID, requestId, bookedAt: T1 },
});
