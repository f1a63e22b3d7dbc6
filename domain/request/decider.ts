import type { Decider } from "../shared/decider";
import { DomainError } from "../shared/domainError";
import type { RequestCommand } from "./commands";
import type { RequestEvent } from "./events";
import { evolve } from "./evolve";
import { bookingMoney, cancellationFeeCharge, completionPrice } from "./money/booking";
import { decideMoney } from "./money/decide";
import { reviewComment, reviewRating } from "./review";
import {
  initialState,
  isUnbooked,
  offerOf,
  openOffers,
  type RequestState,
  type WithdrawReason,
} from "./state";
import { addSeconds, isAfter, isBefore } from "./time";

export { evolve } from "./evolve";
export { initialState } from "./state";

/** The schedule screen offers a week; a month leaves room without accepting typos like year 2099. */
export const MAX_SCHEDULE_AHEAD_DAYS = 30;

type Command<T extends RequestCommand["type"]> = Extract<RequestCommand, { type: T }>;

export function decide(command: RequestCommand, state: RequestState): RequestEvent[] {
  switch (command.type) {
    case "RequestService":
      return requestService(command, state);
    case "OfferJob":
      return offerJob(command, state);
    case "OfferJobs":
      return offerJobs(command, state);
    case "WithdrawOffer":
      return withdrawOffer(command, state);
    case "AcceptJob":
      return acceptJob(command, state);
    case "DeclineJob":
      return declineJob(command, state);
    case "StartJob":
      return startJob(command, state);
    case "CompleteJob":
      return completeJob(command, state);
    case "CancelRequest":
      return cancelRequest(command, state);
    case "MarkUnassigned":
      return markUnassigned(command, state);
    case "RecordRoutePoint":
      return recordRoutePoint(command, state);
    case "PostReview":
      return postReview(command, state);
    case "ReassignJob":
      return reassignJob(command, state);
    case "IssueQuote":
    case "RecordPaymentDeclined":
    case "ProposeExtra":
    case "ApproveExtra":
    case "RejectExtra":
    case "RecordPaymentCaptured":
    case "RecordPaymentVoided":
    case "RecordCaptureFailed":
    case "RecordCashCollected":
    case "RequestRefund":
    case "RecordRefund":
    case "IssueTaxInvoice":
    case "IssueCreditNote":
      return decideMoney(command, state);
  }
}

export const requestDecider: Decider<RequestCommand, RequestEvent, RequestState> = {
  initialState,
  evolve,
  decide,
};

function requestService(cmd: Command<"RequestService">, state: RequestState): RequestEvent[] {
  // Customers book for themselves; an admin booking "on behalf" would make customerId a guess.
  if (cmd.actor.role !== "customer") throw new DomainError("forbidden", "request.onlyCustomerCanRequest");
  if (!isUnbooked(state))
    throw new DomainError("conflict", "request.alreadyExists", { requestId: cmd.requestId });
  if (cmd.scheduledAt !== null) {
    if (!isAfter(cmd.scheduledAt, cmd.at))
      throw new DomainError("bad_input", "request.scheduleInPast", { field: "scheduledAt" }, "scheduledAt");
    if (isAfter(cmd.scheduledAt, addSeconds(cmd.at, MAX_SCHEDULE_AHEAD_DAYS * 86_400)))
      throw new DomainError(
        "bad_input",
        "request.scheduleTooFar",
        { field: "scheduledAt", days: MAX_SCHEDULE_AHEAD_DAYS },
        "scheduledAt",
      );
  }
  if (cmd.towingEquipmentId !== null) {
    if (cmd.serviceType !== "towing")
      throw new DomainError(
        "bad_input",
        "request.truckOnlyForTowing",
        { field: "towingEquipmentId" },
        "towingEquipmentId",
      );
    // A truck belongs to a provider: booking one without its provider would leave nobody to offer it to.
    if (cmd.providerId === null)
      throw new DomainError("bad_input", "request.truckNeedsItsProvider", {}, "providerId");
  }
  const money = bookingMoney(cmd, state);
  const requested: RequestEvent = {
    type: "ServiceRequested",
    data: {
      requestId: cmd.requestId,
      customerId: cmd.actor.userId,
      serviceType: cmd.serviceType,
      priority: cmd.priority,
      paymentMethod: cmd.paymentMethod,
      pickup: cmd.pickup,
      destination: cmd.destination,
      vehicle: cmd.vehicle,
      description: blankToNull(cmd.description),
      estimatedPrice: money.estimatedPrice,
      providerId: cmd.providerId,
      towingEquipmentId: cmd.towingEquipmentId,
      scheduledAt: cmd.scheduledAt,
      requestedAt: cmd.at,
    },
  };
  // A scheduled job is offered by dispatch shortly before its time (to the chosen provider first):
  // a short offer made days ahead would expire unseen, and today's availability says nothing then.
  const booked: RequestEvent[] = [
    ...(money.quoteIssued ? [money.quoteIssued] : []),
    ...(money.authorized ? [money.authorized] : []),
    requested,
  ];
  if (cmd.providerId === null || cmd.scheduledAt !== null) return booked;
  return [...booked, offered(cmd.requestId, cmd.providerId, cmd.at, cmd.offerTtlSeconds)];
}

function offerJob(cmd: Command<"OfferJob">, state: RequestState): RequestEvent[] {
  requireDispatch(cmd.actor.role, "offer.onlyDispatchCanOffer");
  requireExisting(cmd.requestId, state);
  requireStatus(state, "pending");
  const offer = offerOf(state, cmd.providerId);
  if (offer?.outcome === "declined")
    throw new DomainError("conflict", "offer.alreadyDeclined", { providerId: cmd.providerId });
  if (offer?.outcome === "open") return []; // dispatch retries: the open offer stands, its expiry unchanged
  return [offered(cmd.requestId, cmd.providerId, cmd.at, cmd.offerTtlSeconds)];
}

/** Each offer as OfferJob decides it, on the state the previous ones left; one refusal refuses them all. */
function offerJobs(cmd: Command<"OfferJobs">, state: RequestState): RequestEvent[] {
  const events: RequestEvent[] = [];
  let current = state;
  for (const providerId of cmd.providerIds) {
    const one: Command<"OfferJob"> = {
      type: "OfferJob",
      actor: cmd.actor,
      at: cmd.at,
      requestId: cmd.requestId,
      providerId,
      offerTtlSeconds: cmd.offerTtlSeconds,
    };
    const decided = offerJob(one, current);
    for (const event of decided) current = evolve(current, event);
    events.push(...decided);
  }
  return events;
}

function withdrawOffer(cmd: Command<"WithdrawOffer">, state: RequestState): RequestEvent[] {
  requireDispatch(cmd.actor.role, "offer.onlyDispatchCanWithdraw");
  requireExisting(cmd.requestId, state);
  const offer = offerOf(state, cmd.providerId);
  if (!offer) throw new DomainError("not_found", "offer.notHeld", { providerId: cmd.providerId });
  if (offer.outcome !== "open") return []; // a late timer: the offer was already answered or withdrawn
  if (cmd.reason === "expired" && isBefore(cmd.at, offer.expiresAt))
    throw new DomainError("conflict", "offer.notExpiredYet", {
      providerId: cmd.providerId,
      expiresAt: offer.expiresAt,
    });
  return [withdrawn(cmd.requestId, cmd.providerId, cmd.reason, cmd.at)];
}

function acceptJob(cmd: Command<"AcceptJob">, state: RequestState): RequestEvent[] {
  if (cmd.actor.role !== "provider") throw new DomainError("forbidden", "job.onlyProviderCanAccept");
  requireExisting(cmd.requestId, state);
  const providerId = cmd.actor.userId;
  // A double tap on Accept: the job is already theirs.
  if (state.status === "accepted" && state.assignedProviderId === providerId) return [];
  // Whoever was never offered the job learns nothing more of it.
  const offer = offerOf(state, providerId);
  if (!offer) throw new DomainError("forbidden", "job.offeredToAnother");
  // Several providers hold an emergency's offers; all but the first are too late.
  if (state.status === "accepted" || state.status === "in-progress")
    throw new DomainError("conflict", "job.acceptedByAnother");
  requireStatus(state, "pending");
  if (offer.outcome === "declined") throw new DomainError("conflict", "job.youDeclined");
  if (offer.outcome === "withdrawn")
    throw new DomainError("conflict", "offer.withdrawn", { withdrawReason: String(offer.withdrawReason) });
  // The timer that withdraws expired offers may lag; the expiry itself is what counts.
  if (isAfter(cmd.at, offer.expiresAt))
    throw new DomainError("conflict", "offer.expired", { expiresAt: offer.expiresAt });
  // First accept wins: every other open offer closes in the same append.
  return [
    { type: "JobAccepted", data: { requestId: cmd.requestId, providerId, acceptedAt: cmd.at } },
    ...openOffers(state)
      .filter((other) => other.providerId !== providerId)
      .map((other) => withdrawn(cmd.requestId, other.providerId, "accepted-by-another", cmd.at)),
  ];
}

function declineJob(cmd: Command<"DeclineJob">, state: RequestState): RequestEvent[] {
  if (cmd.actor.role !== "provider") throw new DomainError("forbidden", "job.onlyProviderCanDecline");
  requireExisting(cmd.requestId, state);
  const providerId = cmd.actor.userId;
  const offer = offerOf(state, providerId);
  if (offer?.outcome === "open") {
    const reason = blankToNull(cmd.reason);
    return [
      { type: "JobDeclined", data: { requestId: cmd.requestId, providerId, reason, declinedAt: cmd.at } },
    ];
  }
  if (offer?.outcome === "declined") return []; // a double tap on Decline
  requireStatus(state, "pending");
  if (offer?.outcome === "withdrawn")
    throw new DomainError("conflict", "offer.withdrawn", { withdrawReason: String(offer.withdrawReason) });
  throw new DomainError("forbidden", "job.offeredToAnother");
}

function startJob(cmd: Command<"StartJob">, state: RequestState): RequestEvent[] {
  const providerId = requireAssignedProvider(cmd, state, "start");
  if (state.status === "in-progress" && state.assignedProviderId === providerId) return [];
  requireStatus(state, "accepted");
  return [{ type: "JobStarted", data: { requestId: cmd.requestId, providerId, startedAt: cmd.at } }];
}

function completeJob(cmd: Command<"CompleteJob">, state: RequestState): RequestEvent[] {
  const providerId = requireAssignedProvider(cmd, state, "complete");
  const finalPrice = completionPrice(cmd, state);
  // A retried Complete is a no-op only if it says the same thing; a different price is a conflict.
  if (
    state.status === "completed" &&
    state.assignedProviderId === providerId &&
    state.finalPrice === finalPrice
  )
    return [];
  requireStatus(state, "in-progress");
  return [
    { type: "JobCompleted", data: { requestId: cmd.requestId, providerId, finalPrice, completedAt: cmd.at } },
  ];
}

function cancelRequest(cmd: Command<"CancelRequest">, state: RequestState): RequestEvent[] {
  const { actor } = cmd;
  // An assigned provider who cannot make it asks support (admin) to cancel or re-dispatch;
  // letting providers cancel would end the customer's request behind their back.
  if (actor.role === "provider") throw new DomainError("forbidden", "request.providerCannotCancel");
  if (actor.role !== "customer" && actor.role !== "admin")
    throw new DomainError("forbidden", "request.onlyCustomerOrAdminCanCancel");
  requireExisting(cmd.requestId, state);
  if (actor.role === "customer" && actor.userId !== state.customerId)
    throw new DomainError("forbidden", "request.onlyItsCustomerCanCancel");
  if (state.status === "completed") throw new DomainError("conflict", "request.completedNotCancellable");
  if (state.status === "cancelled") throw new DomainError("conflict", "request.alreadyCancelled");
  const reason = blankToNull(cmd.reason);
  // Support ends someone else's request: the customer and the audit log must be told why.
  if (actor.role === "admin" && reason === null)
    throw new DomainError("bad_input", "request.adminCancelNeedsReason", { field: "reason" }, "reason");
  const fee = cancellationFeeCharge(cmd, state);
  const cancelled: RequestEvent = {
    type: "RequestCancelled",
    data: {
      requestId: cmd.requestId,
      cancelledBy: actor.userId,
      byRole: actor.role,
      reason,
      cancelledAt: cmd.at,
    },
  };
  return [cancelled, ...(fee ? [fee] : []), ...withdrawAllOpen(cmd.requestId, state, "cancelled", cmd.at)];
}

function markUnassigned(cmd: Command<"MarkUnassigned">, state: RequestState): RequestEvent[] {
  if (cmd.actor.role !== "system") throw new DomainError("forbidden", "request.onlySystemMarksUnassigned");
  requireExisting(cmd.requestId, state);
  if (state.status === "unassigned") return []; // a late or repeated dispatch timer
  requireStatus(state, "pending");
  return [
    { type: "RequestUnassigned", data: { requestId: cmd.requestId, unassignedAt: cmd.at } },
    ...withdrawAllOpen(cmd.requestId, state, "unassigned", cmd.at),
  ];
}

function recordRoutePoint(cmd: Command<"RecordRoutePoint">, state: RequestState): RequestEvent[] {
  if (cmd.actor.role !== "system") throw new DomainError("forbidden", "route.onlySystemRecords");
  requireExisting(cmd.requestId, state);
  if (state.status !== "accepted" && state.status !== "in-progress")
    throw new DomainError("conflict", "route.onlyWhileUnderWay", { status: state.status });
  if (state.assignedProviderId !== cmd.providerId)
    throw new DomainError("conflict", "route.providerNotAssigned", { providerId: cmd.providerId });
  return [
    {
      type: "RoutePointRecorded",
      data: {
        requestId: cmd.requestId,
        providerId: cmd.providerId,
        latitude: cmd.latitude,
        longitude: cmd.longitude,
        recordedAt: cmd.at,
      },
    },
  ];
}

function postReview(cmd: Command<"PostReview">, state: RequestState): RequestEvent[] {
  const { actor } = cmd;
  if (actor.role !== "customer" && actor.role !== "provider")
    throw new DomainError("forbidden", "review.onlyParties");
  const rating = reviewRating(cmd.rating);
  const comment = reviewComment(cmd.comment);
  requireExisting(cmd.requestId, state);
  const party = actor.role === "customer" ? state.customerId : state.assignedProviderId;
  if (party !== actor.userId) throw new DomainError("forbidden", "review.onlyPartiesOfThisRequest");
  if (state.status !== "completed")
    throw new DomainError("conflict", "review.notCompleted", { status: state.status });
  // The reviewee comes from the request, never from the input: each side can only rate the other.
  const revieweeId = actor.role === "customer" ? state.assignedProviderId : state.customerId;
  if (revieweeId === null) throw new DomainError("conflict", "review.noProvider"); // unreachable once completed
  const alreadyReviewed = actor.role === "customer" ? state.reviewedByCustomer : state.reviewedByProvider;
  if (alreadyReviewed) throw new DomainError("conflict", "review.alreadyPosted");
  return [
    {
      type: "ReviewPosted",
      data: {
        requestId: cmd.requestId,
        reviewerId: actor.userId,
        revieweeId,
        reviewerRole: actor.role,
        rating,
        comment,
        postedAt: cmd.at,
      },
    },
  ];
}

/** Support's own command: an admin never accepts for a captain, only takes a job back from one. */
function reassignJob(cmd: Command<"ReassignJob">, state: RequestState): RequestEvent[] {
  if (cmd.actor.role !== "admin") throw new DomainError("forbidden", "job.onlyAdminCanReassign");
  requireExisting(cmd.requestId, state);
  const reason = blankToNull(cmd.reason);
  if (reason === null) throw new DomainError("bad_input", "input.isRequired", { field: "reason" }, "reason");
  if (state.status === "in-progress") throw new DomainError("conflict", "job.underWayCancelInstead");
  requireStatus(state, "accepted");
  return [
    {
      type: "JobReassigned",
      data: {
        requestId: cmd.requestId,
        providerId: state.assignedProviderId!,
        reason,
        reassignedBy: cmd.actor.userId,
        reassignedAt: cmd.at,
      },
    },
  ];
}

// ---- rules shared by several commands ----

function requireExisting(requestId: string, state: RequestState): void {
  if (isUnbooked(state)) throw new DomainError("not_found", "request.notFound", { requestId });
}

function requireStatus(state: RequestState, expected: RequestState["status"]): void {
  if (state.status !== expected)
    throw new DomainError("conflict", "request.wrongStatus", { status: state.status, expected });
}

function requireDispatch(
  role: string,
  what: "offer.onlyDispatchCanOffer" | "offer.onlyDispatchCanWithdraw",
): void {
  if (role !== "system" && role !== "admin") throw new DomainError("forbidden", what);
}

const ASSIGNED_ONLY = {
  start: { any: "job.onlyAssignedProviderCanStart", this: "job.onlyAssignedProviderCanStartThis" },
  complete: {
    any: "job.onlyAssignedProviderCanComplete",
    this: "job.onlyAssignedProviderCanCompleteThis",
  },
} as const;

/** Start and Complete: the provider who accepted the job, nobody else. Returns their id. */
function requireAssignedProvider(
  cmd: Command<"StartJob"> | Command<"CompleteJob">,
  state: RequestState,
  verb: keyof typeof ASSIGNED_ONLY,
): string {
  if (cmd.actor.role !== "provider") throw new DomainError("forbidden", ASSIGNED_ONLY[verb].any);
  requireExisting(cmd.requestId, state);
  if (state.assignedProviderId !== null && state.assignedProviderId !== cmd.actor.userId)
    throw new DomainError("forbidden", ASSIGNED_ONLY[verb].this);
  return cmd.actor.userId;
}

function offered(requestId: string, providerId: string, at: string, ttlSeconds: number): RequestEvent {
  return {
    type: "JobOffered",
    data: { requestId, providerId, offeredAt: at, expiresAt: addSeconds(at, ttlSeconds) },
  };
}

/** The reasons an OfferWithdrawn event carries ("reassigned" is JobReassigned's own). */
type WithdrawnEventReason = Exclude<WithdrawReason, "reassigned">;

function withdrawn(
  requestId: string,
  providerId: string,
  reason: WithdrawnEventReason,
  at: string,
): RequestEvent {
  return { type: "OfferWithdrawn", data: { requestId, providerId, reason, withdrawnAt: at } };
}

function withdrawAllOpen(
  requestId: string,
  state: RequestState,
  reason: WithdrawnEventReason,
  at: string,
): RequestEvent[] {
  return openOffers(state).map((offer) => withdrawn(requestId, offer.providerId, reason, at));
}

function blankToNull(text: string | null): string | null {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}
