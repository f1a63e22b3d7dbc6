import type { Decider } from "../shared/decider";
import { DomainError } from "../shared/domainError";
import type { PushCommand } from "./commands";
import type { PushEvent } from "./events";
import { PUSH_KIND_DEFAULT_ON, pushKindsFor } from "./notificationKinds";
import { initialState, type PushState } from "./state";

export { initialState } from "./state";

/** A phone, a laptop, a tablet or two: more than this is a leak (subscriptions nobody removed). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export function evolve(state: PushState, event: PushEvent): PushState {
  switch (event.type) {
    case "PushSubscriptionAdded": {
      const subscriptions = new Map(state.subscriptions);
      subscriptions.set(event.data.endpoint, {
        p256dh: event.data.p256dh,
        authSecret: event.data.authSecret,
      });
      return { ...state, subscriptions };
    }
    case "PushSubscriptionRemoved": {
      const subscriptions = new Map(state.subscriptions);
      subscriptions.delete(event.data.endpoint);
      return { ...state, subscriptions };
    }
    case "PushPreferenceSet": {
      const preferences = new Map(state.preferences);
      preferences.set(event.data.kind, event.data.enabled);
      return { ...state, preferences };
    }
  }
}

export function decide(command: PushCommand, state: PushState): PushEvent[] {
  const { actor, accountId } = command;
  // The system removes what a push service declared gone; otherwise only the account's owner acts.
  const bySystem = actor.role === "system" && command.type === "RemovePushSubscription";
  if (!bySystem && actor.userId !== accountId) throw new DomainError("forbidden", "push.onlyOwner");
  switch (command.type) {
    case "AddPushSubscription": {
      const known = state.subscriptions.get(command.endpoint);
      if (known && known.p256dh === command.p256dh && known.authSecret === command.authSecret) return [];
      if (!known && state.subscriptions.size >= MAX_PUSH_SUBSCRIPTIONS)
        throw new DomainError("conflict", "push.tooManyDevices", { max: MAX_PUSH_SUBSCRIPTIONS });
      return [
        {
          type: "PushSubscriptionAdded",
          data: {
            accountId,
            endpoint: command.endpoint,
            p256dh: command.p256dh,
            authSecret: command.authSecret,
            addedAt: command.at,
          },
        },
      ];
    }
    case "RemovePushSubscription":
      if (command.reason === "expired" && actor.role !== "system")
        throw new DomainError("forbidden", "push.onlyReactorExpires", {}, "reason");
      if (!state.subscriptions.has(command.endpoint)) return [];
      return [
        {
          type: "PushSubscriptionRemoved",
          data: { accountId, endpoint: command.endpoint, reason: command.reason, removedAt: command.at },
        },
      ];
    case "RemoveAllPushSubscriptions":
      return [...state.subscriptions.keys()].map((endpoint) => ({
        type: "PushSubscriptionRemoved",
        data: { accountId, endpoint, reason: "unsubscribed", removedAt: command.at },
      }));
    case "SetPushPreference": {
      if (!pushKindsFor(actor.role).includes(command.kind))
        throw new DomainError(
          "bad_input",
          "push.kindNotForRole",
          { kind: command.kind, role: actor.role },
          "kind",
        );
      const current = state.preferences.get(command.kind) ?? PUSH_KIND_DEFAULT_ON;
      if (current === command.enabled) return [];
      return [
        {
          type: "PushPreferenceSet",
          data: { accountId, kind: command.kind, enabled: command.enabled, setAt: command.at },
        },
      ];
    }
  }
}

export const pushDecider: Decider<PushCommand, PushEvent, PushState> = { initialState, evolve, decide };
