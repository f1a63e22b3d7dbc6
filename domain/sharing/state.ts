/** A browser the share link's holder subscribed: what its notifications are encrypted to. */
export interface ShareSubscriptionKeys {
  p256dh: string;
  authSecret: string;
}

/** What the sharing decider remembers of `share-<requestId>`: the shares made, their tokens and subscribed browsers. */
export interface SharingState {
  shares: ReadonlyMap<
    string,
    { sharedBy: string; shareToken: string; subscriptions: ReadonlyMap<string, ShareSubscriptionKeys> }
  >;
}

export const initialState = (): SharingState => ({ shares: new Map() });
