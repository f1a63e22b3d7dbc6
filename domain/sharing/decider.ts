import { ACTIVE_STATUSES } from "../request/parties";
import type { Decider } from "../shared/decider";
import { DomainError } from "../shared/domainError";
import type { SharingCommand } from "./commands";
import type { SharingEvent } from "./events";
import { initialState, type SharingState } from "./state";

export { initialState } from "./state";

/** Family and friends; more links than this is a broadcast, not a safety network. */
export const MAX_SHARES_PER_REQUEST = 10;

export function evolve(state: SharingState, event: SharingEvent): SharingState {
  const shares = new Map(state.shares);
  shares.set(event.data.shareId, { sharedBy: event.data.sharedBy, shareToken: event.data.shareToken });
  return { shares };
}

export function decide(command: SharingCommand, state: SharingState): SharingEvent[] {
  const { actor, request } = command;
  if (request.status === "none")
    throw new DomainError("not_found", `request ${command.requestId} does not exist`);
  // The trip is the customer's to share: their location, their family.
  if (actor.role !== "customer" || request.customerId !== actor.userId)
    throw new DomainError("forbidden", "only the customer of this request can share the trip");
  const existing = state.shares.get(command.shareId);
  if (existing !== undefined) {
    if (existing.shareToken === command.shareToken) return []; // a retried share
    throw new DomainError("conflict", `share ${command.shareId} already exists`);
  }
  // The link stops working when the job ends, so a link to an ended job would be dead on arrival.
  if (!ACTIVE_STATUSES.includes(request.status))
    throw new DomainError("conflict", `the trip can no longer be shared: the request is ${request.status}`);
  if (state.shares.size >= MAX_SHARES_PER_REQUEST)
    throw new DomainError("conflict", `a trip can be shared at most ${MAX_SHARES_PER_REQUEST} times`);
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

export const sharingDecider: Decider<SharingCommand, SharingEvent, SharingState> = {
  initialState,
  evolve,
  decide,
};
