import { z } from "zod";
import { Actor } from "../shared/actor";
import {
  Email,
  Emirate,
  EmiratesId,
  Id,
  IsoTime,
  Latitude,
  Longitude,
  Phone,
  RequiredText,
  ShortText,
  UserType,
} from "../shared/values";
import { PreferredLanguage, Relationship, Vehicle } from "./events";

const envelope = { actor: Actor, at: IsoTime, accountId: Id };

export const RegisterAccount = z.object({
  type: z.literal("RegisterAccount"),
  ...envelope,
  name: RequiredText,
  email: Email,
  phone: Phone,
  userType: UserType,
  passwordHash: z.string().min(1),
  city: Emirate,
  latitude: Latitude,
  longitude: Longitude,
});

export const UpdateProfile = z.object({
  type: z.literal("UpdateProfile"),
  ...envelope,
  name: RequiredText,
  phone: Phone,
  address: ShortText.nullable(),
  city: Emirate,
  emiratesId: EmiratesId.nullable(),
});

export const AddVehicle = z.object({
  type: z.literal("AddVehicle"),
  ...envelope,
  vehicle: Vehicle,
  /** Make it the primary vehicle; the first vehicle always is. */
  makeDefault: z.boolean(),
});

export const RemoveVehicle = z.object({ type: z.literal("RemoveVehicle"), ...envelope, vehicleId: Id });

export const AddEmergencyContact = z.object({
  type: z.literal("AddEmergencyContact"),
  ...envelope,
  contactId: Id,
  contactName: RequiredText,
  contactPhone: Phone,
  relationship: Relationship,
});

export const RemoveEmergencyContact = z.object({
  type: z.literal("RemoveEmergencyContact"),
  ...envelope,
  contactId: Id,
});

/** Forgot password: run as system by the edge, which learns nothing it tells the caller. */
export const RequestPasswordReset = z.object({
  type: z.literal("RequestPasswordReset"),
  ...envelope,
  resetId: Id,
});

/** The holder of a reset link sets a new password; the edge has matched the link to `resetId`. */
export const ResetPassword = z.object({
  type: z.literal("ResetPassword"),
  ...envelope,
  resetId: Id,
  passwordHash: z.string().min(1),
});

/** Signed in, with the current password checked by the edge (the domain never sees passwords). */
export const ChangePassword = z.object({
  type: z.literal("ChangePassword"),
  ...envelope,
  passwordHash: z.string().min(1),
});

/** An admin closes an account for a reason the account holder is shown; its sessions end with it. */
export const SuspendAccount = z.object({ type: z.literal("SuspendAccount"), ...envelope, reason: ShortText });

/** An admin opens a suspended account again, saying why (kept in the account's history). */
export const ReinstateAccount = z.object({
  type: z.literal("ReinstateAccount"),
  ...envelope,
  reason: ShortText,
});

/** The signed-in owner asks for another verification link. */
export const RequestEmailVerification = z.object({
  type: z.literal("RequestEmailVerification"),
  ...envelope,
});

/** Run as system: the edge matched a verification link to `accountId` (or seeding vouches for it). */
export const VerifyEmail = z.object({ type: z.literal("VerifyEmail"), ...envelope });

/** The owner picks the language the app speaks to them (the profile settings or the top bar). */
export const SetPreferredLanguage = z.object({
  type: z.literal("SetPreferredLanguage"),
  ...envelope,
  language: PreferredLanguage,
});

export const AccountCommand = z.discriminatedUnion("type", [
  RegisterAccount,
  UpdateProfile,
  AddVehicle,
  RemoveVehicle,
  AddEmergencyContact,
  RemoveEmergencyContact,
  RequestPasswordReset,
  ResetPassword,
  ChangePassword,
  SuspendAccount,
  ReinstateAccount,
  RequestEmailVerification,
  VerifyEmail,
  SetPreferredLanguage,
]);
export type AccountCommand = z.infer<typeof AccountCommand>;
