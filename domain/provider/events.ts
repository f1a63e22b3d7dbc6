import { z } from "zod";
import {
  Id,
  IsoTime,
  Latitude,
  Longitude,
  Phone,
  RequiredText,
  ServiceType,
  ShortText,
  VehicleType,
} from "../shared/values";
import { OnboardingEvents } from "./onboardingEvents";
import { PayoutAccountSet } from "./payoutAccount";

/** A captain's business profile; the account (login, personal data) lives in the account stream. */
export const ProviderProfileCreated = z.object({
  type: z.literal("ProviderProfileCreated"),
  data: z.object({
    providerId: Id,
    name: RequiredText,
    phone: Phone,
    services: z.array(ServiceType).min(1),
    /** Typical minutes from accepting to arriving; the ranking score uses it. */
    responseTimeMinutes: z.number().int().min(1).max(240),
    latitude: Latitude,
    longitude: Longitude,
    createdAt: IsoTime,
  }),
});

export const ProviderServicesChanged = z.object({
  type: z.literal("ProviderServicesChanged"),
  data: z.object({ providerId: Id, services: z.array(ServiceType).min(1), changedAt: IsoTime }),
});

export const TowingEquipment = z.object({
  equipmentId: Id,
  truckName: RequiredText,
  truckType: z.enum(["flatbed", "wheel-lift", "integrated", "heavy-duty", "motorcycle"]),
  capacityKg: z.number().int().min(100).max(60_000),
  compatibleVehicles: z.array(VehicleType).min(1),
  features: z.array(ShortText).max(20),
  /** The truck's number plate (schemaVersion 2; trucks added before plates were asked for have ""). */
  plate: z.string().trim().max(20, "must be at most 20 characters"),
});
export type TowingEquipment = z.infer<typeof TowingEquipment>;

/** What a command may send: a caller that has no plate for a truck (seeding) says so with "". */
export const TowingEquipmentInput = TowingEquipment.extend({
  plate: TowingEquipment.shape.plate.default(""),
});

export const TowingEquipmentAdded = z.object({
  type: z.literal("TowingEquipmentAdded"),
  data: TowingEquipment.extend({ providerId: Id, addedAt: IsoTime }),
});

export const TowingEquipmentAvailabilityChanged = z.object({
  type: z.literal("TowingEquipmentAvailabilityChanged"),
  data: z.object({ providerId: Id, equipmentId: Id, isAvailable: z.boolean(), changedAt: IsoTime }),
});

/** The captain corrected a truck's details (the id stays; availability is its own event). */
export const TowingEquipmentEdited = z.object({
  type: z.literal("TowingEquipmentEdited"),
  data: TowingEquipment.extend({ providerId: Id, editedAt: IsoTime }),
});

/** The truck left the fleet: never offered, shown or booked again. */
export const TowingEquipmentRetired = z.object({
  type: z.literal("TowingEquipmentRetired"),
  data: z.object({ providerId: Id, equipmentId: Id, retiredAt: IsoTime }),
});

export const ProviderWentOnline = z.object({
  type: z.literal("ProviderWentOnline"),
  data: z.object({ providerId: Id, latitude: Latitude, longitude: Longitude, at: IsoTime }),
});

export const ProviderWentOffline = z.object({
  type: z.literal("ProviderWentOffline"),
  data: z.object({ providerId: Id, at: IsoTime }),
});

/**
 * The provider took a job (their accept books them before the request records it). Until that job
 * ends they take no other: the provider stream is where two accepts of one provider meet.
 */
export const ProviderBooked = z.object({
  type: z.literal("ProviderBooked"),
  data: z.object({ providerId: Id, requestId: Id, bookedAt: IsoTime }),
});

export const ProviderEvent = z.discriminatedUnion("type", [
  ProviderProfileCreated,
  ProviderServicesChanged,
  TowingEquipmentAdded,
  TowingEquipmentAvailabilityChanged,
  ProviderWentOnline,
  ProviderWentOffline,
  ProviderBooked,
  TowingEquipmentEdited,
  TowingEquipmentRetired,
  PayoutAccountSet,
  ...OnboardingEvents,
]);
export type ProviderEvent = z.infer<typeof ProviderEvent>;
