import { z } from "zod";
import {
  Email,
  Emirate,
  EmiratesId,
  FuelType,
  Id,
  IsoTime,
  Latitude,
  Longitude,
  Phone,
  RequiredText,
  ShortText,
  UserType,
  VehicleType,
} from "../shared/values";

export const AccountRegistered = z.object({
  type: z.literal("AccountRegistered"),
  data: z.object({
    accountId: Id,
    name: RequiredText,
    email: Email,
    phone: Phone,
    userType: UserType,
    /** argon2id hash made by the command handler; the domain never sees the password. */
    passwordHash: z.string().min(1),
    city: Emirate,
    latitude: Latitude,
    longitude: Longitude,
    registeredAt: IsoTime,
  }),
});

export const ProfileUpdated = z.object({
  type: z.literal("ProfileUpdated"),
  data: z.object({
    accountId: Id,
    name: RequiredText,
    phone: Phone,
    address: ShortText.nullable(),
    city: Emirate,
    emiratesId: EmiratesId.nullable(),
    updatedAt: IsoTime,
  }),
});

export const Vehicle = z.object({
  vehicleId: Id,
  vehicleName: RequiredText,
  vehicleMake: RequiredText,
  vehicleModel: RequiredText,
  vehicleYear: z.number().int().min(1950).max(2100).nullable(),
  vehicleColor: ShortText.nullable(),
  licensePlate: RequiredText,
  vehicleType: VehicleType.nullable(),
  fuelType: FuelType.nullable(),
});
export type Vehicle = z.infer<typeof Vehicle>;

export const VehicleAdded = z.object({
  type: z.literal("VehicleAdded"),
  data: Vehicle.extend({ accountId: Id, isDefault: z.boolean(), addedAt: IsoTime }),
});

export const VehicleRemoved = z.object({
  type: z.literal("VehicleRemoved"),
  data: z.object({ accountId: Id, vehicleId: Id, removedAt: IsoTime }),
});

/** Emitted with VehicleRemoved when the primary vehicle goes and another takes its place. */
export const DefaultVehicleChanged = z.object({
  type: z.literal("DefaultVehicleChanged"),
  data: z.object({ accountId: Id, vehicleId: Id, changedAt: IsoTime }),
});

export const Relationship = z.enum(["family", "friend", "colleague", "neighbor"]);

export const EmergencyContactAdded = z.object({
  type: z.literal("EmergencyContactAdded"),
  data: z.object({
    accountId: Id,
    contactId: Id,
    contactName: RequiredText,
    contactPhone: Phone,
    relationship: Relationship,
    addedAt: IsoTime,
  }),
});

export const EmergencyContactRemoved = z.object({
  type: z.literal("EmergencyContactRemoved"),
  data: z.object({ accountId: Id, contactId: Id, removedAt: IsoTime }),
});

/**
 * Someone asked for a reset link. The link's token is made (and only its hash kept) by the mail
 * process that sends it, so no event ever carries a secret.
 */
export const PasswordResetRequested = z.object({
  type: z.literal("PasswordResetRequested"),
  data: z.object({ accountId: Id, resetId: Id, email: Email, requestedAt: IsoTime, expiresAt: IsoTime }),
});

/** A reset link was used: every link asked for before it dies with it. */
export const PasswordReset = z.object({
  type: z.literal("PasswordReset"),
  data: z.object({ accountId: Id, resetId: Id, passwordHash: z.string().min(1), resetAt: IsoTime }),
});

export const PasswordChanged = z.object({
  type: z.literal("PasswordChanged"),
  data: z.object({ accountId: Id, passwordHash: z.string().min(1), changedAt: IsoTime }),
});

/** Who acted (`suspendedBy`, an admin) and why, so the account's history says both. */
export const AccountSuspended = z.object({
  type: z.literal("AccountSuspended"),
  data: z.object({
    accountId: Id,
    /** The account's role, so read models about captains need not look it up. */
    userType: UserType,
    reason: RequiredText,
    suspendedBy: Id,
    suspendedAt: IsoTime,
  }),
});

export const AccountReinstated = z.object({
  type: z.literal("AccountReinstated"),
  data: z.object({
    accountId: Id,
    userType: UserType,
    reason: RequiredText,
    reinstatedBy: Id,
    reinstatedAt: IsoTime,
  }),
});

/**
 * Another verification link was asked for (the first is mailed for AccountRegistered). As with
 * resets, the token is made and only its hash kept by the mail process, never in an event.
 */
export const EmailVerificationRequested = z.object({
  type: z.literal("EmailVerificationRequested"),
  data: z.object({ accountId: Id, email: Email, requestedAt: IsoTime, expiresAt: IsoTime }),
});

/** The owner proved they read mail at `email` (or seeding vouched for a demo account). */
export const AccountEmailVerified = z.object({
  type: z.literal("AccountEmailVerified"),
  data: z.object({ accountId: Id, email: Email, verifiedAt: IsoTime }),
});

/** The languages the app speaks; the account remembers which one its owner reads. */
export const PreferredLanguage = z.enum(["en", "ar"]);
export type PreferredLanguage = z.infer<typeof PreferredLanguage>;

/** The owner chose the app's language; every browser they sign in on follows it. */
export const PreferredLanguageSet = z.object({
  type: z.literal("PreferredLanguageSet"),
  data: z.object({ accountId: Id, language: PreferredLanguage, setAt: IsoTime }),
});

export const AccountEvent = z.discriminatedUnion("type", [
  AccountRegistered,
  ProfileUpdated,
  VehicleAdded,
  VehicleRemoved,
  DefaultVehicleChanged,
  EmergencyContactAdded,
  EmergencyContactRemoved,
  PasswordResetRequested,
  PasswordReset,
  PasswordChanged,
  AccountSuspended,
  AccountReinstated,
  EmailVerificationRequested,
  AccountEmailVerified,
  PreferredLanguageSet,
]);
export type AccountEvent = z.infer<typeof AccountEvent>;
