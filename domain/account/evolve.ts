import type { AccountEvent } from "./events";
import type { AccountState } from "./state";

export function evolve(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case "AccountRegistered": {
      const { name, phone, city, email, userType } = event.data;
      return {
        ...state,
        exists: true,
        email,
        userType,
        lastVerificationMailAt: event.data.registeredAt,
        profile: { name, phone, address: null, city, emiratesId: null },
      };
    }
    case "ProfileUpdated": {
      const { name, phone, address, city, emiratesId } = event.data;
      return { ...state, profile: { name, phone, address, city, emiratesId } };
    }
    case "VehicleAdded": {
      const { vehicleId, vehicleName, licensePlate, isDefault } = event.data;
      return {
        ...state,
        vehicles: [...state.vehicles, { vehicleId, vehicleName, licensePlate }],
        // A new primary vehicle demotes the old one: there is only ever one default.
        defaultVehicleId: isDefault ? vehicleId : state.defaultVehicleId,
      };
    }
    case "VehicleRemoved":
      return {
        ...state,
        vehicles: state.vehicles.filter((vehicle) => vehicle.vehicleId !== event.data.vehicleId),
        defaultVehicleId: state.defaultVehicleId === event.data.vehicleId ? null : state.defaultVehicleId,
      };
    case "DefaultVehicleChanged":
      return { ...state, defaultVehicleId: event.data.vehicleId };
    case "EmergencyContactAdded":
      return {
        ...state,
        contacts: [
          ...state.contacts,
          { contactId: event.data.contactId, contactPhone: event.data.contactPhone },
        ],
      };
    case "EmergencyContactRemoved":
      return {
        ...state,
        contacts: state.contacts.filter((contact) => contact.contactId !== event.data.contactId),
      };
    case "PasswordResetRequested": {
      const { resetId, requestedAt, expiresAt } = event.data;
      return { ...state, openResets: [...state.openResets, { resetId, requestedAt, expiresAt }] };
    }
    // A new password, however it was set, makes every reset link asked for before it useless.
    case "PasswordReset":
    case "PasswordChanged":
      return { ...state, openResets: [] };
    case "AccountSuspended":
      return { ...state, suspension: { reason: event.data.reason, since: event.data.suspendedAt } };
    case "AccountReinstated":
      return { ...state, suspension: null };
    case "EmailVerificationRequested":
      return { ...state, lastVerificationMailAt: event.data.requestedAt };
    case "AccountEmailVerified":
      return { ...state, emailVerified: true };
    case "PreferredLanguageSet":
      return { ...state, preferredLanguage: event.data.language };
  }
}
