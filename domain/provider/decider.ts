import { mustVerifyEmailFirst } from "../account/emailVerification";
import { suspendedError } from "../account/suspension";
import { checkUaeIban } from "../money/iban";
import type { Actor } from "../shared/actor";
import type { Decider } from "../shared/decider";
import { DomainError } from "../shared/domainError";
import type { ServiceType } from "../shared/values";
import type { ProviderCommand } from "./commands";
import { cannotWorkError } from "./eligibility";
import type { ProviderEvent } from "./events";
import {
  approve,
  completeProfile,
  evolveOnboarding,
  expireDocument,
  reject,
  requireProfile,
  submitForReview,
  uaeDate,
  uploadDocument,
  warnExpiry,
} from "./onboarding";
import { initialState, type ProviderState } from "./state";

export { initialState } from "./state";

type Command<T extends ProviderCommand["type"]> = Extract<ProviderCommand, { type: T }>;

export function evolve(state: ProviderState, event: ProviderEvent): ProviderState {
  switch (event.type) {
    case "ProviderProfileCreated":
      return { ...state, hasProfile: true, services: event.data.services };
    case "ProviderServicesChanged":
      return { ...state, services: event.data.services };
    case "TowingEquipmentAdded":
      // New equipment is bookable until the provider says otherwise (the event has no flag).
      return {
        ...state,
        equipment: [...state.equipment, { equipmentId: event.data.equipmentId, isAvailable: true }],
      };
    case "TowingEquipmentAvailabilityChanged":
      return {
        ...state,
        equipment: state.equipment.map((item) =>
          item.equipmentId === event.data.equipmentId
            ? { ...item, isAvailable: event.data.isAvailable }
            : item,
        ),
      };
    case "ProviderWentOnline":
      return { ...state, online: true };
    case "ProviderWentOffline":
      return { ...state, online: false };
    case "ProviderBooked":
      return { ...state, bookedFor: event.data.requestId };
    case "TowingEquipmentEdited":
      return state;
    case "TowingEquipmentRetired":
      return {
        ...state,
        equipment: state.equipment.filter((item) => item.equipmentId !== event.data.equipmentId),
      };
    case "PayoutAccountSet":
      return { ...state, payoutAccount: { iban: event.data.iban, accountName: event.data.accountName } };
    default:
      return evolveOnboarding(state, event);
  }
}

export function decide(command: ProviderCommand, state: ProviderState): ProviderEvent[] {
  requireSelfOrStaff(command.actor, command.providerId);
  switch (command.type) {
    case "CreateProviderProfile":
      return createProfile(command, state);
    case "ChangeProviderServices":
      return changeServices(command, state);
    case "AddTowingEquipment":
      return addTowingEquipment(command, state);
    case "SetTowingEquipmentAvailability":
      return setAvailability(command, state);
    case "GoOnline":
      requireProfile(command.providerId, state);
      // A suspended captain is offered nothing and shown to nobody: going online would promise otherwise.
      if (command.suspensionReason !== null) throw suspendedError(command.suspensionReason);
      if (state.online) return []; // the switch was already on
      mustVerifyEmailFirst(command);
      requireCanWork(state, command.at);
      return [
        {
          type: "ProviderWentOnline",
          data: {
            providerId: command.providerId,
            latitude: command.latitude,
            longitude: command.longitude,
            at: command.at,
          },
        },
      ];
    case "GoOffline":
      // Without a profile the provider was never online: nothing to switch off.
      if (!state.online) return [];
      return [{ type: "ProviderWentOffline", data: { providerId: command.providerId, at: command.at } }];
    case "BookProvider":
      return bookProvider(command, state);
    case "EditTowingEquipment":
      return editTowingEquipment(command, state);
    case "RetireTowingEquipment":
      return retireTowingEquipment(command, state);
    case "SetPayoutAccount":
      return setPayoutAccount(command, state);
    case "CompleteCaptainProfile":
      return completeProfile(command, state);
    case "UploadCaptainDocument":
      return uploadDocument(command, state);
    case "SubmitCaptainForReview":
      return submitForReview(command, state);
    case "ApproveCaptain":
      return approve(command, state);
    case "RejectCaptain":
      return reject(command, state);
    case "WarnCaptainDocumentExpiry":
      return warnExpiry(command, state);
    case "ExpireCaptainDocument":
      return expireDocument(command, state);
  }
}

export const providerDecider: Decider<ProviderCommand, ProviderEvent, ProviderState> = {
  initialState,
  evolve,
  decide,
};

function createProfile(cmd: Command<"CreateProviderProfile">, state: ProviderState): ProviderEvent[] {
  if (state.hasProfile)
    throw new DomainError("conflict", "provider.profileExists", { providerId: cmd.providerId });
  return [
    {
      type: "ProviderProfileCreated",
      data: {
        providerId: cmd.providerId,
        name: cmd.name,
        phone: cmd.phone,
        services: distinct(cmd.services),
        responseTimeMinutes: cmd.responseTimeMinutes,
        latitude: cmd.latitude,
        longitude: cmd.longitude,
        createdAt: cmd.at,
      },
    },
  ];
}

function changeServices(cmd: Command<"ChangeProviderServices">, state: ProviderState): ProviderEvent[] {
  requireProfile(cmd.providerId, state);
  const services = distinct(cmd.services);
  if (sameSet(services, state.services)) return [];
  return [
    { type: "ProviderServicesChanged", data: { providerId: cmd.providerId, services, changedAt: cmd.at } },
  ];
}

function addTowingEquipment(cmd: Command<"AddTowingEquipment">, state: ProviderState): ProviderEvent[] {
  requireProfile(cmd.providerId, state);
  // Trucks are shown and booked only for towing; a truck of a provider who doesn't tow could never be dispatched.
  if (!state.services.includes("towing")) throw new DomainError("conflict", "towing.serviceFirst");
  const { equipment } = cmd;
  if (state.equipment.some((item) => item.equipmentId === equipment.equipmentId))
    throw new DomainError(
      "conflict",
      "towing.equipmentExists",
      { equipmentId: equipment.equipmentId },
      "equipmentId",
    );
  return [
    {
      type: "TowingEquipmentAdded",
      data: {
        ...equipment,
        compatibleVehicles: distinct(equipment.compatibleVehicles),
        features: distinct(equipment.features.filter((feature) => feature !== "")),
        providerId: cmd.providerId,
        addedAt: cmd.at,
      },
    },
  ];
}

function editTowingEquipment(cmd: Command<"EditTowingEquipment">, state: ProviderState): ProviderEvent[] {
  requireProfile(cmd.providerId, state);
  const { equipment } = cmd;
  if (!state.equipment.some((item) => item.equipmentId === equipment.equipmentId))
    throw new DomainError("not_found", "towing.notInFleet", { equipmentId: equipment.equipmentId });
  return [
    {
      type: "TowingEquipmentEdited",
      data: {
        ...equipment,
        compatibleVehicles: distinct(equipment.compatibleVehicles),
        features: distinct(equipment.features.filter((feature) => feature !== "")),
        providerId: cmd.providerId,
        editedAt: cmd.at,
      },
    },
  ];
}

function retireTowingEquipment(cmd: Command<"RetireTowingEquipment">, state: ProviderState): ProviderEvent[] {
  requireProfile(cmd.providerId, state);
  if (!state.equipment.some((item) => item.equipmentId === cmd.equipmentId)) return []; // already retired
  return [
    {
      type: "TowingEquipmentRetired",
      data: { providerId: cmd.providerId, equipmentId: cmd.equipmentId, retiredAt: cmd.at },
    },
  ];
}

function setAvailability(
  cmd: Command<"SetTowingEquipmentAvailability">,
  state: ProviderState,
): ProviderEvent[] {
  requireProfile(cmd.providerId, state);
  const item = state.equipment.find((candidate) => candidate.equipmentId === cmd.equipmentId);
  if (!item) throw new DomainError("not_found", "towing.notInFleet", { equipmentId: cmd.equipmentId });
  if (item.isAvailable === cmd.isAvailable) return [];
  return [
    {
      type: "TowingEquipmentAvailabilityChanged",
      data: {
        providerId: cmd.providerId,
        equipmentId: cmd.equipmentId,
        isAvailable: cmd.isAvailable,
        changedAt: cmd.at,
      },
    },
  ];
}

/** One job at a time: nobody is double-booked, whichever of their offers they accept and in what order. */
function bookProvider(cmd: Command<"BookProvider">, state: ProviderState): ProviderEvent[] {
  requireProfile(cmd.providerId, state);
  if (state.bookedFor === cmd.requestId) return []; // a retried accept: the job is already theirs
  requireCanWork(state, cmd.at);
  if (state.bookedFor !== null && cmd.currentJobHeld)
    throw new DomainError("conflict", "provider.onAnotherJob", { requestId: String(state.bookedFor) });
  return [
    {
      type: "ProviderBooked",
      data: { providerId: cmd.providerId, requestId: cmd.requestId, bookedAt: cmd.at },
    },
  ];
}

/**
 * The captain's own bank account, and only theirs: support never redirects a captain's money.
 * Setting the same account again is a no-op.
 */
function setPayoutAccount(cmd: Command<"SetPayoutAccount">, state: ProviderState): ProviderEvent[] {
  if (cmd.actor.role !== "provider" || cmd.actor.userId !== cmd.providerId)
    throw new DomainError("forbidden", "payout.onlyCaptainSetsAccount");
  requireProfile(cmd.providerId, state);
  const parsed = checkUaeIban(cmd.iban);
  if ("problem" in parsed) throw new DomainError("bad_input", parsed.problem, { field: "iban" }, "iban");
  const accountName = cmd.accountName.trim();
  if (accountName === "")
    throw new DomainError("bad_input", "input.required", { field: "accountName" }, "accountName");
  const current = state.payoutAccount;
  if (current?.iban === parsed.iban && current.accountName === accountName) return [];
  return [
    {
      type: "PayoutAccountSet",
      data: { providerId: cmd.providerId, iban: parsed.iban, accountName, setAt: cmd.at },
    },
  ];
}

/** A provider manages only their own profile; admin (support) and system (seeding) act for anyone. */
function requireSelfOrStaff(actor: Actor, providerId: string): void {
  if (actor.role === "admin" || actor.role === "system") return;
  if (actor.role === "provider" && actor.userId === providerId) return;
  throw new DomainError("forbidden", "provider.onlySelfOrAdmin");
}

/** Only an approved captain with every paper valid today works (issue 19): see `whyCannotWork`. */
function requireCanWork(state: ProviderState, at: string): void {
  const refusal = cannotWorkError(state, uaeDate(at));
  if (refusal !== null) throw refusal;
}

function distinct<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function sameSet(a: readonly ServiceType[], b: readonly ServiceType[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}
