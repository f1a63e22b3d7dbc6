/** What the sharing decider remembers of `share-<requestId>`: the shares made and their tokens. */
export interface SharingState {
  shares: ReadonlyMap<string, { sharedBy: string; shareToken: string }>;
}

export const initialState = (): SharingState => ({ shares: new Map() });
