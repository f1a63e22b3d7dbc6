import { z } from "zod";
import { Actor } from "../shared/actor";
import { Id, IsoTime, Latitude, Longitude, Phone, RequiredText, ServiceType } from "../shared/values";
import { TowingEquipmentInput } from "./events";
import { OnboardingCommands } from "./onboardingCommands";

const envelope = { actor: Actor, at: IsoTime, providerId: Id };

export const CreateProviderProfile = z.object({
  type: z.literal("CreateProviderProfile"),
  ...envelope,
  name: RequiredText,
  phone: Phone,
  services: z.array(ServiceType).min(1, "must name at least one service"),
  responseTimeMinutes: z.number().int().min(1).max(240),
  latitude: Latitude,
  longitude: Longitude,
});

export const ChangeProviderServices = z.object({
  type: z.literal("ChangeProviderServices"),
  ...envelope,
  services: z.array(ServiceType).min(1, "must name at least one service"),
});

export const AddTowingEquipment = z.object({
  type: z.literal("AddTowingEquipment"),
  ...envelope,
  equipment: TowingEquipmentInput,
});

export const SetTowingEquipmentAvailability = z.object({
  type: z.literal("SetTowingEquipmentAvailability"),
  ...envelope,
  equipmentId: Id,
  isAvailable: z.boolean(),
});

/**
 * `suspensionReason` and `emailVerified` are facts the handler reads from the account's own stream,
 * never input: the reason while an admin has the account suspended (see `isSuspended`), else null;
 * whether the captain proved their email.
 */
export const GoOnline = z.object({
  type: z.literal("GoOnline"),
  ...envelope,
  latitude: Latitude,
  longitude: Longitude,
  suspensionReason: z.string().nullable(),
  emailVerified: z.boolean(),
});
export const GoOffline = z.object({ type: z.literal("GoOffline"), ...envelope });

/**
 * Taking a job: AcceptJob books the provider before the request records the acceptance.
 * `currentJobHeld` is a fact the handler reads, never input: whether the job this provider took
 * last (if another) is still theirs, by that request's own stream (see `keepsProviderBusy`).
 */
export const BookProvider = z.object({
  type: z.literal("BookProvider"),
  ...envelope,
  requestId: Id,
  currentJobHeld: z.boolean(),
});

export const EditTowingEquipment = z.object({
  type: z.literal("EditTowingEquipment"),
  ...envelope,
  equipment: TowingEquipmentInput,
});

export const RetireTowingEquipment = z.object({
  type: z.literal("RetireTowingEquipment"),
  ...envelope,
  equipmentId: Id,
});

/**
 * Where the captain's weekly payouts go. Plain strings here: the decider parses the IBAN
 * (domain/money/iban) so the refusal names the field and says what is wrong with it.
 */
export const SetPayoutAccount = z.object({
  type: z.literal("SetPayoutAccount"),
  ...envelope,
  iban: z.string().max(64, "must be at most 64 characters"),
  accountName: z.string().max(200, "must be at most 200 characters"),
});

export const ProviderCommand = z.discriminatedUnion("type", [
  CreateProviderProfile,
  ChangeProviderServices,
  AddTowingEquipment,
  SetTowingEquipmentAvailability,
  GoOnline,
  GoOffline,
  BookProvider,
  EditTowingEquipment,
  RetireTowingEquipment,
  SetPayoutAccount,
  ...OnboardingCommands,
]);
export type ProviderCommand = z.infer<typeof ProviderCommand>;
