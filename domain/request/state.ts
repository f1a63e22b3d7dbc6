import { initialMoneyState, type MoneyState } from "./money/state";
import { isAfter } from "./time";

/**
 * What the request decider remembers of a request's stream: only what its rules read.
 * Read models keep the full picture; this stays small so folding a stream is cheap.
 */

/**
 * The spec's five statuses, plus "unassigned" (dispatch found nobody; the customer is told to
 * call support), "none" (the stream does not exist yet) and "quoted" (the server priced a booking
 * the customer has not confirmed: a quote is not a booking, so every booking rule treats it as
 * "none"). A provider's decline is not a request status: it closes that provider's offer and the
 * request stays pending for dispatch.
 */
export type RequestStatus =
  | "none"
  | "quoted"
  | "pending"
  | "accepted"
  | "in-progress"
  | "completed"
  | "cancelled"
  | "unassigned";

export type OfferOutcome = "open" | "declined" | "accepted" | "withdrawn";

export type WithdrawReason =
  | "accepted-by-another"
  | "expired"
  | "cancelled"
  | "unassigned"
  | "on-another-job"
  | "suspended"
  /** The captain abandoned the accepted job and an admin reassigned it. */
  | "reassigned";

/** One provider's offer. Kept in offer order so withdrawals are emitted in a stable order. */
export interface Offer {
  providerId: string;
  expiresAt: string;
  outcome: OfferOutcome;
  withdrawReason: WithdrawReason | null;
}

export interface RequestState {
  status: RequestStatus;
  /** Known from the first event (a quote or the booking); the money rules' keys name it. */
  requestId: string | null;
  customerId: string | null;
  /** The provider the customer chose when booking (null: dispatch picks). */
  chosenProviderId: string | null;
  /** The provider who accepted the job. */
  assignedProviderId: string | null;
  estimatedPrice: number;
  finalPrice: number | null;
  scheduledAt: string | null;
  /** When an admin last put the request back to dispatch (JobReassigned): dispatch's clock starts again there. */
  redispatchedAt: string | null;
  offers: readonly Offer[];
  reviewedByCustomer: boolean;
  reviewedByProvider: boolean;
  money: MoneyState;
}

export const initialState = (): RequestState => ({
  status: "none",
  requestId: null,
  customerId: null,
  chosenProviderId: null,
  assignedProviderId: null,
  estimatedPrice: 0,
  finalPrice: null,
  scheduledAt: null,
  redispatchedAt: null,
  offers: [],
  reviewedByCustomer: false,
  reviewedByProvider: false,
  money: initialMoneyState(),
});

/** No booking on this stream yet (nothing, or only a quote): the booking rules' "does not exist". */
export const isUnbooked = (state: RequestState): boolean =>
  state.status === "none" || state.status === "quoted";

export const offerOf = (state: RequestState, providerId: string): Offer | undefined =>
  state.offers.find((offer) => offer.providerId === providerId);

export const openOffers = (state: RequestState): Offer[] =>
  state.offers.filter((offer) => offer.outcome === "open");

/**
 * Does this request still hold the provider, so they may take no other job? Yes while the job is
 * theirs (accepted or under way), and while their own offer is open and unexpired, because their
 * accept may be in flight between booking them and recording it. A finished, cancelled or lost job
 * (another provider won it, their offer was declined, withdrawn or lapsed) frees them.
 */
export function keepsProviderBusy(state: RequestState, providerId: string, at: string): boolean {
  if (state.status === "accepted" || state.status === "in-progress")
    return state.assignedProviderId === providerId;
  if (state.status !== "pending") return false;
  const offer = offerOf(state, providerId);
  return offer?.outcome === "open" && !isAfter(at, offer.expiresAt);
}
