import type { DataOf, ReadModelEvent } from "../shared/domainEvent";
import { AT } from "./requestEventBuilders";

type Built<T extends ReadModelEvent["type"]> = Extract<ReadModelEvent, { type: T }>;

export function accountRegistered(
  data: Partial<DataOf<"AccountRegistered">> & Pick<DataOf<"AccountRegistered">, "accountId">,
): Built<"AccountRegistered"> {
  return {
    type: "AccountRegistered",
    data: {
      name: "Aisha Al Mansoori",
      email: `${data.accountId}@example.ae`,
      phone: "+971 55 123 4567",
      userType: "customer",
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
      city: "Dubai",
      latitude: 25.2048,
      longitude: 55.2708,
      registeredAt: AT,
      ...data,
    },
  };
}

export function profileUpdated(
  data: Partial<DataOf<"ProfileUpdated">> & Pick<DataOf<"ProfileUpdated">, "accountId">,
): Built<"ProfileUpdated"> {
  return {
    type: "ProfileUpdated",
    data: {
      name: "Aisha Al Mansoori",
      phone: "+971 55 123 4567",
      address: null,
      city: "Dubai",
      emiratesId: null,
      updatedAt: AT,
      ...data,
    },
  };
}

export function vehicleAdded(
  data: Partial<DataOf<"VehicleAdded">> & Pick<DataOf<"VehicleAdded">, "accountId" | "vehicleId">,
): Built<"VehicleAdded"> {
  return {
    type: "VehicleAdded",
    data: {
      vehicleName: "Daily car",
      vehicleMake: "Nissan",
      vehicleModel: "Patrol",
      vehicleYear: 2022,
      vehicleColor: "Silver",
      licensePlate: "D 54321",
      vehicleType: "suv",
      fuelType: "petrol",
      isDefault: false,
      addedAt: AT,
      ...data,
    },
  };
}

export const vehicleRemoved = (
  accountId: string,
  vehicleId: string,
  removedAt = AT,
): Built<"VehicleRemoved"> => ({
  type: "VehicleRemoved",
  data: { accountId, vehicleId, removedAt },
});

export const defaultVehicleChanged = (
  accountId: string,
  vehicleId: string,
  changedAt = AT,
): Built<"DefaultVehicleChanged"> => ({
  type: "DefaultVehicleChanged",
  data: { accountId, vehicleId, changedAt },
});

export function emergencyContactAdded(
  data: Partial<DataOf<"EmergencyContactAdded">> &
    Pick<DataOf<"EmergencyContactAdded">, "accountId" | "contactId">,
): Built<"EmergencyContactAdded"> {
  return {
    type: "EmergencyContactAdded",
    data: {
      contactName: "Omar",
      contactPhone: "+971 50 765 4321",
      relationship: "family",
      addedAt: AT,
      ...data,
    },
  };
}

export const emergencyContactRemoved = (
  accountId: string,
  contactId: string,
  removedAt = AT,
): Built<"EmergencyContactRemoved"> => ({
  type: "EmergencyContactRemoved",
  data: { accountId, contactId, removedAt },
});
