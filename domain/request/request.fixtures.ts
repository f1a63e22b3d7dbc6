/**
 * Builders of request commands and events for tests: defaults describe one ordinary towing
 * request in Dubai; each builder takes only what a test wants to vary. Field order follows the
 * schemas, as the decider emits them, because deciderSpec compares JSON.
 */
import { type PriceLine, pricedLine, QUOTE_VALID_SECONDS, quoteLines, totalsOf } from "../money/priceLines";
import { type Actor, SYSTEM } from "../shared/actor";
import type { RequestCommand } from "./commands";
import type { RequestEvent } from "./events";
import type { GrantedAuthorization } from "./moneyCommands";
import { addSeconds } from "./time";

type Command<T extends RequestCommand["type"]> = Extract<RequestCommand, { type: T }>;
type Event<T extends RequestEvent["type"]> = Extract<RequestEvent, { type: T }>;
type Data<T extends RequestEvent["type"]> = Event<T>["data"];

export const REQUEST_ID = "req-1";
export const CUSTOMER_ID = "cust-1";
export const PROVIDER_A = "prov-a";
export const PROVIDER_B = "prov-b";
export const PROVIDER_C = "prov-c";
export const OFFER_TTL_SECONDS = 60;

export const T0 = "2025-03-01T08:00:00.000Z";
/** T0 plus some minutes, as the ISO text the decider emits. */
export const minutesAfterT0 = (minutes: number): string => addSeconds(T0, minutes * 60);

export const asCustomer = (userId = CUSTOMER_ID) => ({ userId, role: "customer" }) satisfies Actor;
export const asProvider = (userId: string) => ({ userId, role: "provider" }) satisfies Actor;
export const asAdmin = (userId = "admin-1"): Actor => ({ userId, role: "admin" });
export const asSystem = (): Actor => SYSTEM;

export const PICKUP = { location: "Dubai Mall", latitude: 25.1972, longitude: 55.2796 };
export const DESTINATION = { location: "Al Quoz garage", latitude: 25.1357, longitude: 55.2333 };
export const VEHICLE = {
  vehicleId: "veh-1",
  make: "Toyota",
  model: "Land Cruiser",
  year: 2021,
  color: "White",
  licensePlate: "Dubai A 12345",
  vehicleType: "suv" as const,
  fuelType: "petrol" as const,
};

// ---- money defaults: the AED 275 towing booking with captain rank #2 (no rank line) ----

/** Towing "now" with the rank-2 captain: one service line, AED 275.00 = 261.90 + 13.10 VAT. */
export const QUOTE_LINES: PriceLine[] = quoteLines({
  serviceType: "towing",
  scheduledAt: null,
  chosenProviderRank: 2,
});
export const QUOTE_TOTAL_FILS = 27_500;
export const PAYMENT_ID = "pay-1";

/** The hold the test processor grants for the quote's total. */
export const authorization = (o: Partial<GrantedAuthorization> = {}): GrantedAuthorization => ({
  paymentId: PAYMENT_ID,
  provider: "test",
  amountFils: QUOTE_TOTAL_FILS,
  cardBrand: "visa",
  cardLast4: "4242",
  ...o,
});

// ---- commands ----

export function requestService(
  overrides: Partial<Command<"RequestService">> = {},
): Command<"RequestService"> {
  return {
    type: "RequestService",
    actor: asCustomer(),
    at: T0,
    requestId: REQUEST_ID,
    serviceType: "towing",
    priority: "high",
    paymentMethod: "card",
    pickup: PICKUP,
    destination: DESTINATION,
    vehicle: VEHICLE,
    description: "Engine won't start",
    estimatedPrice: 275,
    providerId: PROVIDER_A,
    towingEquipmentId: null,
    scheduledAt: null,
    offerTtlSeconds: OFFER_TTL_SECONDS,
    inlineQuoteLines: null,
    authorization: authorization(),
    ...overrides,
  };
}

export const offerJob = (o: { to: string; at?: string; by?: Actor; ttl?: number }): Command<"OfferJob"> => ({
  type: "OfferJob",
  actor: o.by ?? asSystem(),
  at: o.at ?? T0,
  requestId: REQUEST_ID,
  providerId: o.to,
  offerTtlSeconds: o.ttl ?? OFFER_TTL_SECONDS,
});

export const offerJobs = (o: { to: string[]; at?: string; by?: Actor }): Command<"OfferJobs"> => ({
  type: "OfferJobs",
  actor: o.by ?? asSystem(),
  at: o.at ?? T0,
  requestId: REQUEST_ID,
  providerIds: o.to,
  offerTtlSeconds: OFFER_TTL_SECONDS,
});

export const withdrawOffer = (o: {
  provider: string;
  reason?: "expired" | "unassigned";
  at?: string;
  by?: Actor;
}): Command<"WithdrawOffer"> => ({
  type: "WithdrawOffer",
  actor: o.by ?? asSystem(),
  at: o.at ?? minutesAfterT0(5),
  requestId: REQUEST_ID,
  providerId: o.provider,
  reason: o.reason ?? "expired",
});

export const acceptJob = (o: { by: string; at?: string; actor?: Actor }): Command<"AcceptJob"> => ({
  type: "AcceptJob",
  actor: o.actor ?? asProvider(o.by),
  at: o.at ?? T0,
  requestId: REQUEST_ID,
});

export const declineJob = (o: {
  by: string;
  reason?: string | null;
  at?: string;
  actor?: Actor;
}): Command<"DeclineJob"> => ({
  type: "DeclineJob",
  actor: o.actor ?? asProvider(o.by),
  at: o.at ?? T0,
  requestId: REQUEST_ID,
  reason: o.reason ?? null,
});

export const startJob = (o: { by: string; at?: string; actor?: Actor }): Command<"StartJob"> => ({
  type: "StartJob",
  actor: o.actor ?? asProvider(o.by),
  at: o.at ?? minutesAfterT0(20),
  requestId: REQUEST_ID,
});

export const completeJob = (o: {
  by: string;
  finalPrice?: number | null;
  at?: string;
  actor?: Actor;
}): Command<"CompleteJob"> => ({
  type: "CompleteJob",
  actor: o.actor ?? asProvider(o.by),
  at: o.at ?? minutesAfterT0(60),
  requestId: REQUEST_ID,
  finalPrice: o.finalPrice ?? null,
});

export const cancelRequest = (
  o: { by?: Actor; reason?: string | null; at?: string } = {},
): Command<"CancelRequest"> => ({
  type: "CancelRequest",
  actor: o.by ?? asCustomer(),
  at: o.at ?? minutesAfterT0(2),
  requestId: REQUEST_ID,
  reason: o.reason ?? null,
  acceptedFeeFils: null,
  cancellationFeePolicyFils: 0,
});

export const markUnassigned = (o: { by?: Actor; at?: string } = {}): Command<"MarkUnassigned"> => ({
  type: "MarkUnassigned",
  actor: o.by ?? asSystem(),
  at: o.at ?? minutesAfterT0(10),
  requestId: REQUEST_ID,
});

export const postReview = (o: {
  by: Actor;
  rating?: number;
  comment?: string | null;
  at?: string;
}): Command<"PostReview"> => ({
  type: "PostReview",
  actor: o.by,
  at: o.at ?? minutesAfterT0(90),
  requestId: REQUEST_ID,
  rating: o.rating ?? 5,
  comment: o.comment ?? null,
});

// ---- events ----

export function requested(overrides: Partial<Data<"ServiceRequested">> = {}): Event<"ServiceRequested"> {
  return {
    type: "ServiceRequested",
    data: {
      requestId: REQUEST_ID,
      customerId: CUSTOMER_ID,
      serviceType: "towing",
      priority: "high",
      paymentMethod: "card",
      pickup: PICKUP,
      destination: DESTINATION,
      vehicle: VEHICLE,
      description: "Engine won't start",
      estimatedPrice: 275,
      providerId: PROVIDER_A,
      towingEquipmentId: null,
      scheduledAt: null,
      requestedAt: T0,
      ...overrides,
    },
  };
}

export const offered = (o: { to: string; at?: string; ttl?: number }): Event<"JobOffered"> => {
  const at = o.at ?? T0;
  return {
    type: "JobOffered",
    data: {
      requestId: REQUEST_ID,
      providerId: o.to,
      offeredAt: at,
      expiresAt: addSeconds(at, o.ttl ?? OFFER_TTL_SECONDS),
    },
  };
};

export const offerWithdrawn = (o: {
  provider: string;
  reason: Data<"OfferWithdrawn">["reason"];
  at?: string;
}): Event<"OfferWithdrawn"> => ({
  type: "OfferWithdrawn",
  data: { requestId: REQUEST_ID, providerId: o.provider, reason: o.reason, withdrawnAt: o.at ?? T0 },
});

export const declined = (o: { by: string; reason?: string | null; at?: string }): Event<"JobDeclined"> => ({
  type: "JobDeclined",
  data: { requestId: REQUEST_ID, providerId: o.by, reason: o.reason ?? null, declinedAt: o.at ?? T0 },
});

export const accepted = (o: { by: string; at?: string }): Event<"JobAccepted"> => ({
  type: "JobAccepted",
  data: { requestId: REQUEST_ID, providerId: o.by, acceptedAt: o.at ?? T0 },
});

export const started = (o: { by: string; at?: string }): Event<"JobStarted"> => ({
  type: "JobStarted",
  data: { requestId: REQUEST_ID, providerId: o.by, startedAt: o.at ?? minutesAfterT0(20) },
});

export const completed = (o: { by: string; finalPrice?: number; at?: string }): Event<"JobCompleted"> => ({
  type: "JobCompleted",
  data: {
    requestId: REQUEST_ID,
    providerId: o.by,
    finalPrice: o.finalPrice ?? 275,
    completedAt: o.at ?? minutesAfterT0(60),
  },
});

export const cancelled = (
  o: { by?: Actor; reason?: string | null; at?: string } = {},
): Event<"RequestCancelled"> => {
  const by = o.by ?? asCustomer();
  return {
    type: "RequestCancelled",
    data: {
      requestId: REQUEST_ID,
      cancelledBy: by.userId,
      byRole: by.role,
      reason: o.reason ?? null,
      cancelledAt: o.at ?? minutesAfterT0(2),
    },
  };
};

export const unassigned = (o: { at?: string } = {}): Event<"RequestUnassigned"> => ({
  type: "RequestUnassigned",
  data: { requestId: REQUEST_ID, unassignedAt: o.at ?? minutesAfterT0(10) },
});

export const reviewed = (o: {
  by: { userId: string; role: "customer" | "provider" };
  reviewee: string;
  rating?: number;
  comment?: string | null;
  at?: string;
}): Event<"ReviewPosted"> => ({
  type: "ReviewPosted",
  data: {
    requestId: REQUEST_ID,
    reviewerId: o.by.userId,
    revieweeId: o.reviewee,
    reviewerRole: o.by.role,
    rating: o.rating ?? 5,
    comment: o.comment ?? null,
    postedAt: o.at ?? minutesAfterT0(90),
  },
});

// ---- money events ----

export function quoted(
  o: {
    lines?: PriceLine[];
    customerId?: string;
    serviceType?: Data<"QuoteIssued">["serviceType"];
    providerId?: string | null;
    scheduledAt?: string | null;
    at?: string;
  } = {},
): Event<"QuoteIssued"> {
  const lines = o.lines ?? QUOTE_LINES;
  const at = o.at ?? T0;
  const totals = totalsOf(lines);
  return {
    type: "QuoteIssued",
    data: {
      requestId: REQUEST_ID,
      customerId: o.customerId ?? CUSTOMER_ID,
      serviceType: o.serviceType ?? "towing",
      providerId: o.providerId === undefined ? PROVIDER_A : o.providerId,
      scheduledAt: o.scheduledAt ?? null,
      lines,
      totals: { grossFils: totals.grossFils, netFils: totals.netFils, vatFils: totals.vatFils },
      issuedAt: at,
      validUntil: addSeconds(at, QUOTE_VALID_SECONDS),
    },
  };
}

export const authorized = (
  o: Partial<GrantedAuthorization> & {
    purpose?: "booking" | "extra";
    extraId?: string | null;
    at?: string;
  } = {},
): Event<"PaymentAuthorized"> => {
  const granted = authorization(o);
  return {
    type: "PaymentAuthorized",
    data: {
      requestId: REQUEST_ID,
      paymentId: granted.paymentId,
      provider: granted.provider,
      amountFils: granted.amountFils,
      purpose: o.purpose ?? "booking",
      extraId: o.extraId ?? null,
      cardBrand: granted.cardBrand,
      cardLast4: granted.cardLast4,
      authorizedAt: o.at ?? T0,
    },
  };
};

/**
 * What a card booking on a quoted stream emits before its offer: the hold, then the request.
 * Overrides go to ServiceRequested.
 */
export const booked = (overrides: Partial<Data<"ServiceRequested">> = {}): RequestEvent[] => [
  authorized({ at: overrides.requestedAt }),
  requested(overrides),
];

/** A stream quoted for what `requested(overrides)` books. */
export const quotedFor = (overrides: Partial<Data<"ServiceRequested">> = {}): Event<"QuoteIssued"> =>
  quoted({
    customerId: overrides.customerId,
    serviceType: overrides.serviceType,
    providerId: overrides.providerId,
    scheduledAt: overrides.scheduledAt,
  });

export const extraProposed = (
  o: { id?: string; by?: string; grossFils?: number; note?: string; at?: string } = {},
): Event<"ExtraProposed"> => ({
  type: "ExtraProposed",
  data: {
    requestId: REQUEST_ID,
    extraId: o.id ?? "extra-1",
    providerId: o.by ?? PROVIDER_A,
    line: pricedLine("extra", "towing", o.grossFils ?? 5_250, o.note ?? "10 km extra towing"),
    proposedAt: o.at ?? minutesAfterT0(30),
  },
});

export const extraApproved = (o: { id?: string; at?: string } = {}): Event<"ExtraApproved"> => ({
  type: "ExtraApproved",
  data: { requestId: REQUEST_ID, extraId: o.id ?? "extra-1", approvedAt: o.at ?? minutesAfterT0(32) },
});

export const paymentCaptured = (
  o: { paymentId?: string; amountFils?: number; at?: string } = {},
): Event<"PaymentCaptured"> => ({
  type: "PaymentCaptured",
  data: {
    requestId: REQUEST_ID,
    paymentId: o.paymentId ?? PAYMENT_ID,
    amountFils: o.amountFils ?? QUOTE_TOTAL_FILS,
    capturedAt: o.at ?? minutesAfterT0(61),
  },
});

export const refundRequested = (o: {
  id?: string;
  amountFils: number;
  reason?: string;
  at?: string;
}): Event<"RefundRequested"> => ({
  type: "RefundRequested",
  data: {
    requestId: REQUEST_ID,
    refundId: o.id ?? "refund-1",
    amountFils: o.amountFils,
    reason: o.reason ?? "late arrival",
    requestedBy: "admin-1",
    requestedAt: o.at ?? minutesAfterT0(120),
  },
});

/** A quoted card booking of captain A, accepted (the offer is the customer's choice). */
export const cardAcceptedBy = (provider = PROVIDER_A): RequestEvent[] => [
  quoted({ providerId: provider }),
  ...booked({ providerId: provider }),
  offered({ to: provider }),
  accepted({ by: provider }),
];

export const cardInProgressBy = (provider = PROVIDER_A): RequestEvent[] => [
  ...cardAcceptedBy(provider),
  started({ by: provider }),
];

export const cardCompletedBy = (provider = PROVIDER_A): RequestEvent[] => [
  ...cardInProgressBy(provider),
  completed({ by: provider, finalPrice: 275 }),
];

/** The same booking paid in cash. */
export const cashCompletedBy = (provider = PROVIDER_A): RequestEvent[] => [
  quoted({ providerId: provider }),
  requested({ providerId: provider, paymentMethod: "cash" }),
  offered({ to: provider }),
  accepted({ by: provider }),
  started({ by: provider }),
  completed({ by: provider, finalPrice: 275 }),
];

// ---- histories: a request at a given point of its life ----

/** Requested with dispatch picking, then offered to each provider at T0. */
export const pendingWithOffers = (...providers: string[]): RequestEvent[] => [
  requested({ providerId: null }),
  ...providers.map((to) => offered({ to })),
];

export const acceptedBy = (provider = PROVIDER_A): RequestEvent[] => [
  ...pendingWithOffers(provider),
  accepted({ by: provider }),
];

export const inProgressBy = (provider = PROVIDER_A): RequestEvent[] => [
  ...acceptedBy(provider),
  started({ by: provider }),
];

export const completedBy = (provider = PROVIDER_A, finalPrice = 275): RequestEvent[] => [
  ...inProgressBy(provider),
  completed({ by: provider, finalPrice }),
];

// ---- support reassigning an abandoned job ----

export const reassignJob = (
  o: { by?: Actor; reason?: string; at?: string } = {},
): Command<"ReassignJob"> => ({
  type: "ReassignJob",
  actor: o.by ?? asAdmin(),
  at: o.at ?? minutesAfterT0(40),
  requestId: REQUEST_ID,
  reason: o.reason ?? "captain stopped answering",
});

export const reassigned = (
  o: { from?: string; reason?: string; at?: string } = {},
): Event<"JobReassigned"> => ({
  type: "JobReassigned",
  data: {
    requestId: REQUEST_ID,
    providerId: o.from ?? PROVIDER_A,
    reason: o.reason ?? "captain stopped answering",
    reassignedBy: "admin-1",
    reassignedAt: o.at ?? minutesAfterT0(40),
  },
});

// ---- money commands ----

type Envelope = "type" | "actor" | "at" | "requestId";

/** Any request command with the envelope's defaults (the customer, at T0, on req-1). */
export function command<T extends RequestCommand["type"]>(
  type: T,
  fields: Omit<Command<T>, Envelope> & { actor?: Actor; at?: string },
): Command<T> {
  const { actor, at, ...rest } = fields;
  return { type, actor: actor ?? asCustomer(), at: at ?? T0, requestId: REQUEST_ID, ...rest } as Command<T>;
}

/** The supplier and customer as the invoicing process passes them. */
export const DOCUMENT_PARTIES = {
  supplier: {
    name: "Roadside Assist FZ-LLC (demo)",
    address: "Dubai Internet City, Dubai, UAE",
    trn: "100123456700003",
  },
  customerName: "Aisha Al Marri",
  commissionBasisPoints: 1500,
};
