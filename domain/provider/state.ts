import type { ServiceType } from "../shared/values";

/** What the provider decider's rules read; the directory read model keeps the rest. */
export interface ProviderState {
  hasProfile: boolean;
  services: readonly ServiceType[];
  /** Equipment in the order it was added, with whether it can be booked now. */
  equipment: readonly { equipmentId: string; isAvailable: boolean }[];
  online: boolean;
  /** The job this provider took last; it may have ended since (its request's stream says). */
  bookedFor: string | null;
}

export const initialState = (): ProviderState => ({
  hasProfile: false,
  services: [],
  equipment: [],
  online: false,
  bookedFor: null,
});
