import type { PushKind } from "./notificationKinds";

/** What the push decider remembers of `push-<accountId>`: the subscribed browsers and the switches. */
export interface PushState {
  /** endpoint → its keys. */
  subscriptions: ReadonlyMap<string, { p256dh: string; authSecret: string }>;
  /** Only the kinds ever switched; the others are at their default. */
  preferences: ReadonlyMap<PushKind, boolean>;
}

export const initialState = (): PushState => ({ subscriptions: new Map(), preferences: new Map() });
