import { z } from "zod";
import { Id } from "../shared/values";
import type { RequestState, RequestStatus } from "./state";

/**
 * Who takes part in a request, as chat, photos and trip sharing need it. Those aggregates live in
 * their own streams, so the command handler folds the request stream and hands this in with the
 * command: their deciders stay pure and still judge against the request's current facts.
 */
export const RequestParties = z.object({
  status: z.enum(["none", "pending", "accepted", "in-progress", "completed", "cancelled", "unassigned"]),
  customerId: Id.nullable(),
  /** The provider who holds the job: assigned, or chosen by the customer while their offer is open. */
  providerId: Id.nullable(),
});
export type RequestParties = z.infer<typeof RequestParties>;

/** Statuses in which the job is still under way: the trip can be followed and the parties talk. */
export const ACTIVE_STATUSES: readonly RequestStatus[] = ["pending", "accepted", "in-progress"];

export function partiesOf(state: RequestState): RequestParties {
  // A quote is not a booking: chat, photos and sharing see no request until it is booked.
  if (state.status === "quoted") return { status: "none", customerId: null, providerId: null };
  return { status: state.status, customerId: state.customerId, providerId: providerOf(state) };
}

function providerOf(state: RequestState): string | null {
  if (state.assignedProviderId !== null) return state.assignedProviderId;
  if (state.status !== "pending" || state.chosenProviderId === null) return null;
  const chosen = state.offers.find((offer) => offer.providerId === state.chosenProviderId);
  // Until dispatch records the offer the chosen provider is the one in front of the customer.
  return chosen === undefined || chosen.outcome === "open" ? state.chosenProviderId : null;
}

/** True when `userId` is the customer or the provider of the request. */
export function isPartyOf(parties: RequestParties, userId: string): boolean {
  return parties.customerId === userId || (parties.providerId !== null && parties.providerId === userId);
}
