import type { RequestEvent } from "./events";
import { evolveMoney } from "./money/evolve";
import type { Offer, RequestState } from "./state";

/** Folds one event into the state. Never throws: events are facts, already decided. */
export function evolve(state: RequestState, event: RequestEvent): RequestState {
  switch (event.type) {
    case "ServiceRequested":
      return {
        ...state,
        status: "pending",
        requestId: event.data.requestId,
        customerId: event.data.customerId,
        chosenProviderId: event.data.providerId,
        estimatedPrice: event.data.estimatedPrice,
        scheduledAt: event.data.scheduledAt,
        money: { ...state.money, paymentMethod: event.data.paymentMethod },
      };
    case "JobOffered":
      // A re-offer (after an earlier offer was withdrawn) replaces the old entry and goes to the end.
      return {
        ...state,
        offers: [
          ...state.offers.filter((offer) => offer.providerId !== event.data.providerId),
          {
            providerId: event.data.providerId,
            expiresAt: event.data.expiresAt,
            outcome: "open",
            withdrawReason: null,
          },
        ],
      };
    case "OfferWithdrawn":
      return withOffer(state, event.data.providerId, {
        outcome: "withdrawn",
        withdrawReason: event.data.reason,
      });
    case "JobDeclined":
      return withOffer(state, event.data.providerId, { outcome: "declined" });
    case "JobAccepted":
      return {
        ...withOffer(state, event.data.providerId, { outcome: "accepted" }),
        status: "accepted",
        assignedProviderId: event.data.providerId,
      };
    case "JobStarted":
      return { ...state, status: "in-progress" };
    case "JobCompleted":
      return {
        ...state,
        status: "completed",
        finalPrice: event.data.finalPrice,
        money: { ...state.money, supplyDate: event.data.completedAt },
      };
    case "RequestCancelled":
      return { ...state, status: "cancelled" };
    case "RequestUnassigned":
      return { ...state, status: "unassigned" };
    case "RoutePointRecorded":
      return state; // telemetry: no rule reads it
    case "JobReassigned":
      return {
        ...withOffer(state, event.data.providerId, { outcome: "withdrawn", withdrawReason: "reassigned" }),
        status: "pending",
        assignedProviderId: null,
        redispatchedAt: event.data.reassignedAt,
      };
    case "ReviewPosted":
      return event.data.reviewerRole === "customer"
        ? { ...state, reviewedByCustomer: true }
        : { ...state, reviewedByProvider: true };
    case "QuoteIssued":
    case "PaymentAuthorized":
    case "PaymentDeclined":
    case "ExtraProposed":
    case "ExtraApproved":
    case "ExtraRejected":
    case "CancellationFeeCharged":
    case "PaymentCaptured":
    case "PaymentVoided":
    case "PaymentCaptureFailed":
    case "CashCollected":
    case "RefundRequested":
    case "PaymentRefunded":
    case "TaxInvoiceIssued":
    case "CreditNoteIssued":
      return evolveMoney(state, event);
  }
}

function withOffer(state: RequestState, providerId: string, change: Partial<Offer>): RequestState {
  return {
    ...state,
    offers: state.offers.map((offer) => (offer.providerId === providerId ? { ...offer, ...change } : offer)),
  };
}
