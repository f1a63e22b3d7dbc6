/**
 * What the request decider remembers of a request's stream: only what its rules read.
 * Read models keep the full picture; this stays small so folding a stream is cheap.
 */

/**
 * The spec's five statuses, plus "unassigned" (dispatch found nobody; the customer is told to
 * call support) and "none" (the stream does not exist yet). A provider's decline is not a
 * request status: it closes that provider's offer and the request stays pending for dispatch.
 */
export type RequestStatus =
  | "none"
  | "pending"
  | "accepted"
  | "in-progress"
  | "completed"
  | "cancelled"
  | "unassigned";

export type OfferOutcome = "open" | "declined" | "accepted" | "withdrawn";

export type WithdrawReason = "accepted-by-another" | "expired" | "cancelled" | "unassigned";

/** One provider's offer. Kept in offer order so withdrawals are emitted in a stable order. */
export interface Offer {
  providerId: string;
  expiresAt: string;
  outcome: OfferOutcome;
  withdrawReason: WithdrawReason | null;
}

export interface RequestState {
  status: RequestStatus;
  customerId: string | null;
  /** The provider the customer chose when booking (null: dispatch picks). */
  chosenProviderId: string | null;
  /** The provider who accepted the job. */
  assignedProviderId: string | null;
  estimatedPrice: number;
  finalPrice: number | null;
  scheduledAt: string | null;
  offers: readonly Offer[];
  reviewedByCustomer: boolean;
  reviewedByProvider: boolean;
}

export const initialState = (): RequestState => ({
  status: "none",
  customerId: null,
  chosenProviderId: null,
  assignedProviderId: null,
  estimatedPrice: 0,
  finalPrice: null,
  scheduledAt: null,
  offers: [],
  reviewedByCustomer: false,
  reviewedByProvider: false,
});

export const offerOf = (state: RequestState, providerId: string): Offer | undefined =>
  state.offers.find((offer) => offer.providerId === providerId);

export const openOffers = (state: RequestState): Offer[] =>
  state.offers.filter((offer) => offer.outcome === "open");
