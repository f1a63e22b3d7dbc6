/**
 * Builders of account and email-claim commands and events for tests. Field order follows
 * the schemas, as the deciders emit them, because deciderSpec compares JSON.
 */
import type { Actor } from "../shared/actor";
import type { AccountCommand } from "./commands";
import type { ClaimEmail, EmailClaimed } from "./emailClaim";
import type { AccountEvent, Vehicle } from "./events";

type Command<T extends AccountCommand["type"]> = Extract<AccountCommand, { type: T }>;
type Event<T extends AccountEvent["type"]> = Extract<AccountEvent, { type: T }>;

export const ACCOUNT_ID = "acc-1";
export const T0 = "2025-03-01T08:00:00.000Z";
export const T1 = "2025-03-02T08:00:00.000Z";

export const owner = (): Actor => ({ userId: ACCOUNT_ID, role: "customer" });
export const stranger = (): Actor => ({ userId: "acc-2", role: "customer" });
export const admin = (): Actor => ({ userId: "admin-1", role: "admin" });
export const system = (): Actor => ({ userId: "system", role: "system" });

export const vehicle = (o: Partial<Vehicle> = {}): Vehicle => ({
  vehicleId: "veh-1",
  vehicleName: "Family car",
  vehicleMake: "Toyota",
  vehicleModel: "Camry",
  vehicleYear: 2020,
  vehicleColor: "Silver",
  licensePlate: "Dubai A 12345",
  vehicleType: "sedan",
  fuelType: "petrol",
  ...o,
});

export const VEHICLE_2 = vehicle({
  vehicleId: "veh-2",
  vehicleName: "Work truck",
  licensePlate: "Sharjah 3 777",
});
export const VEHICLE_3 = vehicle({ vehicleId: "veh-3", vehicleName: "Bike", licensePlate: "Dubai M 42" });

// ---- commands ----

export const registerAccount = (o: Partial<Command<"RegisterAccount">> = {}): Command<"RegisterAccount"> => ({
  type: "RegisterAccount",
  actor: owner(),
  at: T0,
  accountId: ACCOUNT_ID,
  name: "Mariam Al Mansoori",
  email: "mariam@example.ae",
  phone: "+971 50 123 4567",
  userType: "customer",
  passwordHash: "$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA",
  city: "Dubai",
  latitude: 25.2048,
  longitude: 55.2708,
  ...o,
});

export const updateProfile = (o: Partial<Command<"UpdateProfile">> = {}): Command<"UpdateProfile"> => ({
  type: "UpdateProfile",
  actor: owner(),
  at: T1,
  accountId: ACCOUNT_ID,
  name: "Mariam Al Mansoori",
  phone: "+971 50 123 4567",
  address: "Villa 12, Street 5, Al Barsha",
  city: "Dubai",
  emiratesId: "784-1990-1234567-1",
  ...o,
});

export const addVehicle = (
  v: Vehicle = vehicle(),
  o: Partial<Command<"AddVehicle">> = {},
): Command<"AddVehicle"> => ({
  type: "AddVehicle",
  actor: owner(),
  at: T1,
  accountId: ACCOUNT_ID,
  vehicle: v,
  makeDefault: false,
  ...o,
});

export const removeVehicle = (
  vehicleId: string,
  o: Partial<Command<"RemoveVehicle">> = {},
): Command<"RemoveVehicle"> => ({
  type: "RemoveVehicle",
  actor: owner(),
  at: T1,
  accountId: ACCOUNT_ID,
  vehicleId,
  ...o,
});

export const addContact = (
  o: Partial<Command<"AddEmergencyContact">> = {},
): Command<"AddEmergencyContact"> => ({
  type: "AddEmergencyContact",
  actor: owner(),
  at: T1,
  accountId: ACCOUNT_ID,
  contactId: "contact-1",
  contactName: "Ahmed",
  contactPhone: "+971 55 765 4321",
  relationship: "family",
  ...o,
});

export const removeContact = (
  contactId: string,
  o: Partial<Command<"RemoveEmergencyContact">> = {},
): Command<"RemoveEmergencyContact"> => ({
  type: "RemoveEmergencyContact",
  actor: owner(),
  at: T1,
  accountId: ACCOUNT_ID,
  contactId,
  ...o,
});

export const claimEmail = (o: Partial<ClaimEmail> = {}): ClaimEmail => ({
  type: "ClaimEmail",
  actor: system(),
  at: T0,
  email: "mariam@example.ae",
  accountId: ACCOUNT_ID,
  ...o,
});

// ---- events ----

export const registered = (
  o: Partial<Event<"AccountRegistered">["data"]> = {},
): Event<"AccountRegistered"> => ({
  type: "AccountRegistered",
  data: {
    accountId: ACCOUNT_ID,
    name: "Mariam Al Mansoori",
    email: "mariam@example.ae",
    phone: "+971 50 123 4567",
    userType: "customer",
    passwordHash: "$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA",
    city: "Dubai",
    latitude: 25.2048,
    longitude: 55.2708,
    registeredAt: T0,
    ...o,
  },
});

export const profileUpdated = (
  o: Partial<Event<"ProfileUpdated">["data"]> = {},
): Event<"ProfileUpdated"> => ({
  type: "ProfileUpdated",
  data: {
    accountId: ACCOUNT_ID,
    name: "Mariam Al Mansoori",
    phone: "+971 50 123 4567",
    address: "Villa 12, Street 5, Al Barsha",
    city: "Dubai",
    emiratesId: "784-1990-1234567-1",
    updatedAt: T1,
    ...o,
  },
});

export const vehicleAdded = (v: Vehicle = vehicle(), isDefault = true): Event<"VehicleAdded"> => ({
  type: "VehicleAdded",
  data: { ...v, accountId: ACCOUNT_ID, isDefault, addedAt: T1 },
});

export const vehicleRemoved = (vehicleId: string): Event<"VehicleRemoved"> => ({
  type: "VehicleRemoved",
  data: { accountId: ACCOUNT_ID, vehicleId, removedAt: T1 },
});

export const defaultVehicleChanged = (vehicleId: string): Event<"DefaultVehicleChanged"> => ({
  type: "DefaultVehicleChanged",
  data: { accountId: ACCOUNT_ID, vehicleId, changedAt: T1 },
});

export const contactAdded = (
  o: Partial<Event<"EmergencyContactAdded">["data"]> = {},
): Event<"EmergencyContactAdded"> => ({
  type: "EmergencyContactAdded",
  data: {
    accountId: ACCOUNT_ID,
    contactId: "contact-1",
    contactName: "Ahmed",
    contactPhone: "+971 55 765 4321",
    relationship: "family",
    addedAt: T1,
    ...o,
  },
});

export const contactRemoved = (contactId: string): Event<"EmergencyContactRemoved"> => ({
  type: "EmergencyContactRemoved",
  data: { accountId: ACCOUNT_ID, contactId, removedAt: T1 },
});

export const emailClaimed = (o: Partial<EmailClaimed["data"]> = {}): EmailClaimed => ({
  type: "EmailClaimed",
  data: { email: "mariam@example.ae", accountId: ACCOUNT_ID, claimedAt: T0, ...o },
});

/** `n` emergency contacts with distinct ids and phones. */
export const contacts = (n: number): Event<"EmergencyContactAdded">[] =>
  Array.from({ length: n }, (_, i) =>
    contactAdded({
      contactId: `contact-${i + 1}`,
      contactPhone: `+971 50 000 00${String(i).padStart(2, "0")}`,
    }),
  );

// ---- suspension ----

export const suspendAccount = (o: Partial<Command<"SuspendAccount">> = {}): Command<"SuspendAccount"> => ({
  type: "SuspendAccount",
  actor: admin(),
  at: T1,
  accountId: ACCOUNT_ID,
  reason: "Customer complaints about no-shows",
  ...o,
});

export const reinstateAccount = (
  o: Partial<Command<"ReinstateAccount">> = {},
): Command<"ReinstateAccount"> => ({
  type: "ReinstateAccount",
  actor: admin(),
  at: T1,
  accountId: ACCOUNT_ID,
  reason: "Spoke with the captain; complaints resolved",
  ...o,
});

export const suspended = (o: Partial<Event<"AccountSuspended">["data"]> = {}): Event<"AccountSuspended"> => ({
  type: "AccountSuspended",
  data: {
    accountId: ACCOUNT_ID,
    userType: "customer",
    reason: "Customer complaints about no-shows",
    suspendedBy: "admin-1",
    suspendedAt: T1,
    ...o,
  },
});

export const reinstated = (
  o: Partial<Event<"AccountReinstated">["data"]> = {},
): Event<"AccountReinstated"> => ({
  type: "AccountReinstated",
  data: {
    accountId: ACCOUNT_ID,
    userType: "customer",
    reason: "Spoke with the captain; complaints resolved",
    reinstatedBy: "admin-1",
    reinstatedAt: T1,
    ...o,
  },
});
