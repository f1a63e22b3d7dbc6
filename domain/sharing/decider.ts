import { ACTIVE_STATUSES } from "../request/parties";
import type { Decider } from "../shared/decider";
import { DomainError } from "../shared/domainError";
import { ERROR_REASONS } from "../shared/errorReasons";
import type { SharingCommand } from "./commands";
import type { SharingEvent } from "./events";
import { initialState, type SharingState } from "./state";

export { initialState } from "./state";

/** Family and friends; more links than this is a broadcast, not a safety network. */
export const MAX_SHARES_PER_REQUEST = 10;

export function evolve(state: SharingState, event: SharingEvent): SharingState {
  const shares = new Map(state.shares);
  const d = event.data;
  if (event.type === "TripShared") {
    shares.set(d.shareId, {
      sharedBy: event.data.sharedBy,
      shareToken: event.data.shareToken,
      subscriptions: new Map(),
    });
    return { shares };
  }
  const share = shares.get(d.shareId);
  if (!share) return state;
  const subscriptions = new Map(share.subscriptions);
  if (event.type === "SharePushSubscriptionAdded")
    subscriptions.set(event.data.endpoint, { p256dh: event.data.p256dh, authSecret: event.data.authSecret });
  else subscriptions.delete(event.data.endpoint);
  shares.set(d.shareId, { ...share, subscriptions });
  return { shares };
}

export function decide(command: SharingCommand, state: SharingState): SharingEvent[] {
  switch (command.type) {
    case "ShareTrip":
      return shareTrip(command, state);
    case "SubscribeToSharedTrip":
      return subscribe(command, state);
    case "UnsubscribeFromSharedTrip":
      return unsubscribe(command, state);
    case "ExpireSharePushSubscription":
      return expire(command, state);
  }
}

type Command<T extends SharingCommand["type"]> = Extract<SharingCommand, { type: T }>;

function shareTrip(command: Command<"ShareTrip">, state: SharingState): SharingEvent[] {
  const { actor, request } = command;
  if (request.status === "none")
    throw new DomainError("not_found", "request.notFound", { requestId: command.requestId });
  // The trip is the customer's to share: their location, their family.
  if (actor.role !== "customer" || request.customerId !== actor.userId)
    throw new DomainError("forbidden", "share.onlyCustomer");
  const existing = state.shares.get(command.shareId);
  if (existing !== undefined) {
    if (existing.shareToken === command.shareToken) return []; // a retried share
    throw new DomainError("conflict", "share.alreadyExists", { shareId: command.shareId });
  }
  // The link stops working when the job ends, so a link to an ended job would be dead on arrival.
  if (!ACTIVE_STATUSES.includes(request.status))
    throw new DomainError("conflict", "share.requestClosed", { status: request.status });
  if (state.shares.size >= MAX_SHARES_PER_REQUEST)
    throw new DomainError("conflict", "share.tooMany", { max: MAX_SHARES_PER_REQUEST });
  return [
    {
      type: "TripShared",
      data: {
        shareId: command.shareId,
        requestId: command.requestId,
        shareToken: command.shareToken,
        sharedWithName: command.sharedWithName.trim(),
        sharedWithPhone: command.sharedWithPhone.trim(),
        includeLocation: command.includeLocation,
        includeETA: command.includeETA,
        includeProviderDetails: command.includeProviderDetails,
        sharedBy: actor.userId,
        sharedAt: command.at,
      },
    },
  ];
}

/** A family member's phone and laptop, perhaps a second person with the same link: more is a leak. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_SHARE = 5;

/** The same words for an unknown token and a link of an ended trip: a token tells nothing about other trips. */
export const SHARE_LINK_GONE = ERROR_REASONS["share.linkGone"];

/** The share behind a token whose trip is still under way; a link dies with its trip. */
function liveShareOf(
  command: Command<"SubscribeToSharedTrip" | "UnsubscribeFromSharedTrip">,
  state: SharingState,
) {
  const found = [...state.shares].find(([, share]) => share.shareToken === command.shareToken);
  if (!found || !ACTIVE_STATUSES.includes(command.request.status))
    throw new DomainError("not_found", "share.linkGone", {}, "shareToken");
  const [shareId, share] = found;
  return { shareId, share };
}

function subscribe(command: Command<"SubscribeToSharedTrip">, state: SharingState): SharingEvent[] {
  const { shareId, share } = liveShareOf(command, state);
  const known = share.subscriptions.get(command.endpoint);
  if (known && known.p256dh === command.p256dh && known.authSecret === command.authSecret) return [];
  if (!known && share.subscriptions.size >= MAX_PUSH_SUBSCRIPTIONS_PER_SHARE)
    throw new DomainError("conflict", "share.tooManyBrowsers", { max: MAX_PUSH_SUBSCRIPTIONS_PER_SHARE });
  return [
    {
      type: "SharePushSubscriptionAdded",
      data: {
        requestId: command.requestId,
        shareId,
        endpoint: command.endpoint,
        p256dh: command.p256dh,
        authSecret: command.authSecret,
        addedAt: command.at,
      },
    },
  ];
}

function unsubscribe(command: Command<"UnsubscribeFromSharedTrip">, state: SharingState): SharingEvent[] {
  const { shareId, share } = liveShareOf(command, state);
  if (!share.subscriptions.has(command.endpoint)) return [];
  return [
    {
      type: "SharePushSubscriptionRemoved",
      data: {
        requestId: command.requestId,
        shareId,
        endpoint: command.endpoint,
        reason: "unsubscribed",
        removedAt: command.at,
      },
    },
  ];
}

function expire(command: Command<"ExpireSharePushSubscription">, state: SharingState): SharingEvent[] {
  if (command.actor.role !== "system") throw new DomainError("forbidden", "push.onlyReactorExpires");
  // Removing one already gone is a retried removal or a second 410: nothing to record.
  if (!state.shares.get(command.shareId)?.subscriptions.has(command.endpoint)) return [];
  return [
    {
      type: "SharePushSubscriptionRemoved",
      data: {
        requestId: command.requestId,
        shareId: command.shareId,
        endpoint: command.endpoint,
        reason: "expired",
        removedAt: command.at,
      },
    },
  ];
}

export const sharingDecider: Decider<SharingCommand, SharingEvent, SharingState> = {
  initialState,
  evolve,
  decide,
};
