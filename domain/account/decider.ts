import type { Actor } from "../shared/actor";
import type { Decider } from "../shared/decider";
import { DomainError } from "../shared/domainError";
import type { AccountCommand } from "./commands";
import { normalizeEmail } from "./emailClaim";
import { requestEmailVerification, verifyEmail } from "./emailVerification";
import type { AccountEvent } from "./events";
import { evolve } from "./evolve";
import { setPreferredLanguage } from "./languagePreference";
import { phoneKey, plateKey } from "./matchKeys";
import { changePassword, requestPasswordReset, resetPassword } from "./passwordRules";
import { type AccountState, initialState } from "./state";

export { evolve } from "./evolve";
export { initialState } from "./state";

/** Enough for family and friends; a cap keeps one account from becoming an SMS relay. */
export const MAX_EMERGENCY_CONTACTS = 10;

type Command<T extends AccountCommand["type"]> = Extract<AccountCommand, { type: T }>;

export function decide(command: AccountCommand, state: AccountState): AccountEvent[] {
  if (command.type === "RegisterAccount") return registerAccount(command, state);
  requireOwnerOrStaff(command.actor, command.accountId);
  if (!state.exists) throw new DomainError("not_found", "account.notFound", { accountId: command.accountId });
  switch (command.type) {
    case "UpdateProfile":
      return updateProfile(command, state);
    case "AddVehicle":
      return addVehicle(command, state);
    case "RemoveVehicle":
      return removeVehicle(command, state);
    case "AddEmergencyContact":
      return addEmergencyContact(command, state);
    case "RemoveEmergencyContact":
      return removeEmergencyContact(command, state);
    case "RequestPasswordReset":
      return requestPasswordReset(command, state);
    case "ResetPassword":
      return resetPassword(command, state);
    case "ChangePassword":
      return changePassword(command);
    case "SuspendAccount":
      return suspendAccount(command, state);
    case "ReinstateAccount":
      return reinstateAccount(command, state);
    case "RequestEmailVerification":
      return requestEmailVerification(command, state);
    case "VerifyEmail":
      return verifyEmail(command, state);
    case "SetPreferredLanguage":
      return setPreferredLanguage(command, state);
  }
}

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState,
  evolve,
  decide,
};

function registerAccount(cmd: Command<"RegisterAccount">, state: AccountState): AccountEvent[] {
  const { actor } = cmd;
  // Sign-up runs as the new account itself; seeding (demo accounts, admins) runs as system.
  if (actor.role !== "system") {
    if (actor.userId !== cmd.accountId) throw new DomainError("forbidden", "account.registerSelfOrSystem");
    if (cmd.userType === "admin") throw new DomainError("forbidden", "account.adminNotSelfRegistered");
    if (actor.role !== cmd.userType)
      throw new DomainError("forbidden", "account.roleCannotRegister", {
        role: actor.role,
        userType: cmd.userType,
      });
  }
  if (state.exists) throw new DomainError("conflict", "account.alreadyExists", { accountId: cmd.accountId });
  return [
    {
      type: "AccountRegistered",
      data: {
        accountId: cmd.accountId,
        name: required(cmd.name, "name"),
        email: normalizeEmail(cmd.email),
        phone: required(cmd.phone, "phone"),
        userType: cmd.userType,
        passwordHash: cmd.passwordHash,
        city: cmd.city,
        latitude: cmd.latitude,
        longitude: cmd.longitude,
        registeredAt: cmd.at,
      },
    },
  ];
}

function updateProfile(cmd: Command<"UpdateProfile">, state: AccountState): AccountEvent[] {
  // Spec §5: name and phone are required; the rest is optional and blank means "not provided".
  const profile = {
    name: required(cmd.name, "name"),
    phone: required(cmd.phone, "phone"),
    address: blankToNull(cmd.address),
    city: cmd.city,
    emiratesId: blankToNull(cmd.emiratesId),
  };
  const current = state.profile;
  if (
    current &&
    current.name === profile.name &&
    current.phone === profile.phone &&
    current.address === profile.address &&
    current.city === profile.city &&
    current.emiratesId === profile.emiratesId
  )
    return []; // Save pressed without an edit
  return [{ type: "ProfileUpdated", data: { accountId: cmd.accountId, ...profile, updatedAt: cmd.at } }];
}

function addVehicle(cmd: Command<"AddVehicle">, state: AccountState): AccountEvent[] {
  const { vehicle } = cmd;
  if (state.vehicles.some((v) => v.vehicleId === vehicle.vehicleId))
    throw new DomainError("conflict", "vehicle.alreadyExists", { vehicleId: vehicle.vehicleId }, "vehicleId");
  const plate = required(vehicle.licensePlate, "licensePlate");
  const sameplate = state.vehicles.find((v) => plateKey(v.licensePlate) === plateKey(plate));
  if (sameplate)
    throw new DomainError(
      "conflict",
      "vehicle.plateTaken",
      { field: "licensePlate", plate, vehicleName: sameplate.vehicleName },
      "licensePlate",
    );
  return [
    {
      type: "VehicleAdded",
      data: {
        ...vehicle,
        licensePlate: plate,
        accountId: cmd.accountId,
        // The first vehicle is always primary; later ones only when asked.
        isDefault: state.vehicles.length === 0 || cmd.makeDefault,
        addedAt: cmd.at,
      },
    },
  ];
}

function removeVehicle(cmd: Command<"RemoveVehicle">, state: AccountState): AccountEvent[] {
  if (!state.vehicles.some((v) => v.vehicleId === cmd.vehicleId))
    throw new DomainError("not_found", "vehicle.notInAccount", { vehicleId: cmd.vehicleId });
  const removed: AccountEvent = {
    type: "VehicleRemoved",
    data: { accountId: cmd.accountId, vehicleId: cmd.vehicleId, removedAt: cmd.at },
  };
  const successor = state.vehicles.find((v) => v.vehicleId !== cmd.vehicleId);
  // Removing the primary hands the label to the oldest remaining vehicle, so there always is one.
  if (state.defaultVehicleId !== cmd.vehicleId || !successor) return [removed];
  return [
    removed,
    {
      type: "DefaultVehicleChanged",
      data: { accountId: cmd.accountId, vehicleId: successor.vehicleId, changedAt: cmd.at },
    },
  ];
}

function addEmergencyContact(cmd: Command<"AddEmergencyContact">, state: AccountState): AccountEvent[] {
  const contactName = required(cmd.contactName, "contactName");
  const contactPhone = required(cmd.contactPhone, "contactPhone");
  if (state.contacts.some((c) => c.contactId === cmd.contactId))
    throw new DomainError("conflict", "contact.alreadyExists", { contactId: cmd.contactId }, "contactId");
  if (state.contacts.some((c) => phoneKey(c.contactPhone) === phoneKey(contactPhone)))
    throw new DomainError("conflict", "contact.phoneTaken", { phone: contactPhone }, "contactPhone");
  if (state.contacts.length >= MAX_EMERGENCY_CONTACTS)
    throw new DomainError("conflict", "contact.tooMany", { max: MAX_EMERGENCY_CONTACTS });
  return [
    {
      type: "EmergencyContactAdded",
      data: {
        accountId: cmd.accountId,
        contactId: cmd.contactId,
        contactName,
        contactPhone,
        relationship: cmd.relationship,
        addedAt: cmd.at,
      },
    },
  ];
}

function removeEmergencyContact(cmd: Command<"RemoveEmergencyContact">, state: AccountState): AccountEvent[] {
  if (!state.contacts.some((c) => c.contactId === cmd.contactId))
    throw new DomainError("not_found", "contact.notInAccount", { contactId: cmd.contactId });
  return [
    {
      type: "EmergencyContactRemoved",
      data: { accountId: cmd.accountId, contactId: cmd.contactId, removedAt: cmd.at },
    },
  ];
}

function suspendAccount(cmd: Command<"SuspendAccount">, state: AccountState): AccountEvent[] {
  const { actor } = cmd;
  requireAdmin(actor, "suspend");
  // An admin locking themselves out would leave nobody able to undo it from this session.
  if (actor.userId === cmd.accountId) throw new DomainError("forbidden", "account.cannotSuspendSelf");
  const reason = required(cmd.reason, "reason");
  // Pressed again: already suspended, and the handler may finish what a first attempt left undone.
  if (state.suspension) return [];
  return [
    {
      type: "AccountSuspended",
      data: {
        accountId: cmd.accountId,
        userType: state.userType ?? "customer",
        reason,
        suspendedBy: actor.userId,
        suspendedAt: cmd.at,
      },
    },
  ];
}

function reinstateAccount(cmd: Command<"ReinstateAccount">, state: AccountState): AccountEvent[] {
  requireAdmin(cmd.actor, "reinstate");
  const reason = required(cmd.reason, "reason");
  if (!state.suspension)
    throw new DomainError("conflict", "account.notSuspended", { accountId: cmd.accountId });
  return [
    {
      type: "AccountReinstated",
      data: {
        accountId: cmd.accountId,
        userType: state.userType ?? "customer",
        reason,
        reinstatedBy: cmd.actor.userId,
        reinstatedAt: cmd.at,
      },
    },
  ];
}

/** Suspension is an admin's decision, with the admin as its actor: never system, never the owner. */
function requireAdmin(actor: Actor, verb: "suspend" | "reinstate"): void {
  if (actor.role !== "admin")
    throw new DomainError(
      "forbidden",
      verb === "suspend" ? "account.onlyAdminSuspends" : "account.onlyAdminReinstates",
    );
}

/** The owner edits their own account; admin (support) and system (seeding) act for anyone. */
function requireOwnerOrStaff(actor: Actor, accountId: string): void {
  if (actor.role === "admin" || actor.role === "system" || actor.userId === accountId) return;
  throw new DomainError("forbidden", "account.onlyOwnerOrAdmin");
}

function required(text: string, field: string): string {
  const trimmed = text.trim();
  if (trimmed === "") throw new DomainError("bad_input", "input.isRequired", { field }, field);
  return trimmed;
}

function blankToNull(text: string | null): string | null {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}
