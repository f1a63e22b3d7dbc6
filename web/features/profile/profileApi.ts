import { apiRequest } from "../../shared/api";

/** Spec §3 User: the fields the profile shows and edits. */
export interface UserProfile {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly city: string | null;
  readonly address: string | null;
  readonly emiratesId: string | null;
  readonly userType: string;
}

export interface ProfileChanges {
  readonly name: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly emiratesId: string;
}

/** Spec §3 UserVehicle. */
export interface UserVehicle {
  readonly id: string;
  readonly vehicleName: string;
  readonly vehicleMake: string;
  readonly vehicleModel: string;
  readonly vehicleYear: string | number | null;
  readonly vehicleColor: string | null;
  readonly licensePlate: string;
  readonly vehicleType: string | null;
  readonly fuelType: string | null;
  readonly isDefault: boolean;
}

export interface NewVehicle {
  readonly vehicleName: string;
  readonly vehicleMake: string;
  readonly vehicleModel: string;
  readonly vehicleYear: string;
  readonly vehicleColor: string;
  readonly licensePlate: string;
  readonly vehicleType: string;
  readonly fuelType: string;
}

const id = (value: string) => encodeURIComponent(value);

export const fetchProfile = (userId: string, signal?: AbortSignal) =>
  apiRequest<UserProfile>("GET", `/api/users/${id(userId)}`, undefined, { signal });
export const updateProfile = (userId: string, changes: ProfileChanges) =>
  apiRequest<UserProfile>("PATCH", `/api/users/${id(userId)}`, changes);
export const fetchVehicles = (userId: string, signal?: AbortSignal) =>
  apiRequest<UserVehicle[]>("GET", `/api/user-vehicles/${id(userId)}`, undefined, { signal });
export const addVehicle = (userId: string, vehicle: NewVehicle) =>
  apiRequest<UserVehicle>("POST", "/api/user-vehicles", { ...vehicle, userId });
export const removeVehicle = (vehicleId: string) =>
  apiRequest<void>("DELETE", `/api/user-vehicles/${id(vehicleId)}`);
