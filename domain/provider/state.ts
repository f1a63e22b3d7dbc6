import type { ServiceType } from "../shared/values";

/** What the provider decider's rules read; the directory read model keeps the rest. */
export interface ProviderState {
  hasProfile: boolean;
  services: readonly ServiceType[];
  /** Equipment in the order it was added, with whether it can be booked now. */
  equipment: readonly { equipmentId: string; isAvailable: boolean }[];
  online: boolean;
}

export const initialState = (): ProviderState => ({
  hasProfile: false,
  services: [],
  equipment: [],
  online: false,
});
