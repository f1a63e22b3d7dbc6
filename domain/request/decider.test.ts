import { describe, expect, it } from "vitest";
import { fold } from "../shared/decider";
import { deciderSpec } from "../shared/deciderSpec";
import { decide, evolve, initialState, requestDecider } from "./decider";
import { RequestEvent } from "./events";
import {
  accepted,
  acceptedBy,
  acceptJob,
  asAdmin,
  asCustomer,
  asProvider,
  asSystem,
  booked,
  CUSTOMER_ID,
  cancelled,
  cancelRequest,
  completed,
  completedBy,
  completeJob,
  declined,
  declineJob,
  inProgressBy,
  markUnassigned,
  minutesAfterT0,
  offered,
  offerJob,
  offerJobs,
  offerWithdrawn,
  PROVIDER_A,
  PROVIDER_B,
  PROVIDER_C,
  pendingWithOffers,
  postReview,
  quoted,
  quotedFor,
  requested,
  requestService,
  reviewed,
  started,
  startJob,
  T0,
  unassigned,
  withdrawOffer,
} from "./request.fixtures";

const spec = deciderSpec({ decide, evolve, initialState });

describe("RequestService", () => {
  it("a customer who chose a provider gets the request and an offer to that provider", () =>
    spec
      .given([quoted()])
      .when(requestService())
      .then([...booked(), offered({ to: PROVIDER_A })]));

  it("the offer expires offerTtlSeconds after the request", () =>
    spec
      .given([quoted()])
      .when(requestService({ offerTtlSeconds: 90 }))
      .then([...booked(), offered({ to: PROVIDER_A, ttl: 90 })]));

  it("expiresAt is computed from the instant, whatever offset `at` was written in", () => {
    const [, , offer] = decide(
      requestService({ at: "2025-03-01T12:00:00+04:00", offerTtlSeconds: 60 }),
      fold(requestDecider, [quoted()]),
    );
    expect(offer).toMatchObject({ type: "JobOffered", data: { expiresAt: "2025-03-01T08:01:00.000Z" } });
  });

  it("without a chosen provider, dispatch offers it later: no offer yet", () =>
    spec
      .given([quotedFor({ providerId: null })])
      .when(requestService({ providerId: null }))
      .then(booked({ providerId: null })));

  it("a scheduled request is not offered now, even with a chosen provider", () => {
    const scheduledAt = minutesAfterT0(60);
    spec
      .given([quotedFor({ scheduledAt })])
      .when(requestService({ scheduledAt }))
      .then(booked({ scheduledAt }));
  });

  it("the customer is the actor, whatever else the input says", () =>
    spec
      .given([quotedFor({ customerId: "cust-9" })])
      .when(requestService({ actor: asCustomer("cust-9") }))
      .then([...booked({ customerId: "cust-9" }), offered({ to: PROVIDER_A })]));

  it("a blank description is stored as null, others trimmed", () => {
    spec
      .given([quotedFor({ providerId: null })])
      .when(requestService({ providerId: null, description: "   " }))
      .then(booked({ providerId: null, description: null }));
    spec
      .given([quotedFor({ providerId: null })])
      .when(requestService({ providerId: null, description: "  flat tyre " }))
      .then(booked({ providerId: null, description: "flat tyre" }));
  });

  it("a towing truck can be booked with its provider", () =>
    spec
      .given([quoted()])
      .when(requestService({ towingEquipmentId: "truck-1" }))
      .then([...booked({ towingEquipmentId: "truck-1" }), offered({ to: PROVIDER_A })]));

  it.each([
    ["provider", asProvider(PROVIDER_A)],
    ["admin", asAdmin()],
    ["system", asSystem()],
  ])("a %s cannot request a service", (_, actor) =>
    spec.given([quoted()]).when(requestService({ actor })).thenThrows("forbidden", "only a customer"),
  );

  it("the request id must be new", () =>
    spec.given([requested()]).when(requestService()).thenThrows("conflict", "request req-1 already exists"));

  it("scheduledAt in the past is refused", () =>
    spec
      .given([])
      .when(requestService({ scheduledAt: minutesAfterT0(-1) }))
      .thenThrows("bad_input", "scheduledAt must be in the future"));

  it("scheduledAt equal to now is refused", () =>
    spec
      .given([])
      .when(requestService({ scheduledAt: T0 }))
      .thenThrows("bad_input", "must be in the future"));

  it("scheduledAt more than 30 days ahead is refused", () =>
    spec
      .given([])
      .when(requestService({ scheduledAt: minutesAfterT0(31 * 24 * 60) }))
      .thenThrows("bad_input", "within 30 days"));

  it("a towing truck on a non-towing request is refused", () =>
    spec
      .given([])
      .when(requestService({ serviceType: "jump-start", towingEquipmentId: "truck-1" }))
      .thenThrows("bad_input", "towingEquipmentId is only for towing"));

  it("a towing truck without its provider is refused", () =>
    spec
      .given([])
      .when(requestService({ providerId: null, towingEquipmentId: "truck-1" }))
      .thenThrows("bad_input", "with its provider"));
});

describe("OfferJob", () => {
  it("dispatch offers a pending request to a provider", () =>
    spec
      .given(pendingWithOffers())
      .when(offerJob({ to: PROVIDER_B, at: minutesAfterT0(1) }))
      .then([offered({ to: PROVIDER_B, at: minutesAfterT0(1) })]));

  it("an admin may offer too", () =>
    spec
      .given(pendingWithOffers())
      .when(offerJob({ to: PROVIDER_B, by: asAdmin() }))
      .then([offered({ to: PROVIDER_B })]));

  it("several offers may be open at once", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(offerJob({ to: PROVIDER_B }))
      .then([offered({ to: PROVIDER_B })]));

  it("offering again to a provider who holds an open offer is a no-op", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(offerJob({ to: PROVIDER_A, at: minutesAfterT0(1) }))
      .then([]));

  it("a provider whose offer expired may be offered the job again", () =>
    spec
      .given([...pendingWithOffers(PROVIDER_A), offerWithdrawn({ provider: PROVIDER_A, reason: "expired" })])
      .when(offerJob({ to: PROVIDER_A, at: minutesAfterT0(3) }))
      .then([offered({ to: PROVIDER_A, at: minutesAfterT0(3) })]));

  it("not to a provider who declined", () =>
    spec
      .given([...pendingWithOffers(PROVIDER_A), declined({ by: PROVIDER_A })])
      .when(offerJob({ to: PROVIDER_A }))
      .thenThrows("conflict", "prov-a already declined"));

  it.each([
    ["customer", asCustomer()],
    ["provider", asProvider(PROVIDER_B)],
  ])("a %s cannot offer a job", (_, by) =>
    spec
      .given(pendingWithOffers())
      .when(offerJob({ to: PROVIDER_B, by }))
      .thenThrows("forbidden", "only dispatch"),
  );

  it("an unknown request cannot be offered", () =>
    spec
      .given([])
      .when(offerJob({ to: PROVIDER_A }))
      .thenThrows("not_found", "request req-1 does not exist"));

  it("an accepted request cannot be offered", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(offerJob({ to: PROVIDER_B }))
      .thenThrows("conflict", "request is accepted, not pending"));

  it("a cancelled request cannot be offered", () =>
    spec
      .given([requested({ providerId: null }), cancelled()])
      .when(offerJob({ to: PROVIDER_B }))
      .thenThrows("conflict", "request is cancelled, not pending"));
});

describe("OfferJobs (an emergency's k offers in one append)", () => {
  it("offers each provider, in order", () =>
    spec
      .given(pendingWithOffers())
      .when(offerJobs({ to: [PROVIDER_A, PROVIDER_B, PROVIDER_C] }))
      .then([offered({ to: PROVIDER_A }), offered({ to: PROVIDER_B }), offered({ to: PROVIDER_C })]));

  it("an offer already open stands; the others are made", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(offerJobs({ to: [PROVIDER_A, PROVIDER_B] }))
      .then([offered({ to: PROVIDER_B })]));

  it("one provider who declined refuses the whole batch (dispatch looks again)", () =>
    spec
      .given([...pendingWithOffers(PROVIDER_A), declined({ by: PROVIDER_A })])
      .when(offerJobs({ to: [PROVIDER_B, PROVIDER_A] }))
      .thenThrows("conflict", "prov-a already declined"));

  it("only dispatch", () =>
    spec
      .given(pendingWithOffers())
      .when(offerJobs({ to: [PROVIDER_A], by: asCustomer() }))
      .thenThrows("forbidden", "only dispatch"));
});

describe("WithdrawOffer", () => {
  it("dispatch withdraws an expired offer", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(withdrawOffer({ provider: PROVIDER_A, at: minutesAfterT0(1) }))
      .then([offerWithdrawn({ provider: PROVIDER_A, reason: "expired", at: minutesAfterT0(1) })]));

  it("an offer can be withdrawn as unassigned before it expires", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(withdrawOffer({ provider: PROVIDER_A, reason: "unassigned", at: T0 }))
      .then([offerWithdrawn({ provider: PROVIDER_A, reason: "unassigned", at: T0 })]));

  it("an offer cannot be withdrawn as expired before it expires", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(withdrawOffer({ provider: PROVIDER_A, at: minutesAfterT0(0.5) }))
      .thenThrows("conflict", "does not expire until 2025-03-01T08:01:00.000Z"));

  it("an offer already withdrawn: no-op", () =>
    spec
      .given([...pendingWithOffers(PROVIDER_A), offerWithdrawn({ provider: PROVIDER_A, reason: "expired" })])
      .when(withdrawOffer({ provider: PROVIDER_A }))
      .then([]));

  it("an offer already declined: no-op", () =>
    spec
      .given([...pendingWithOffers(PROVIDER_A), declined({ by: PROVIDER_A })])
      .when(withdrawOffer({ provider: PROVIDER_A }))
      .then([]));

  it("an offer already accepted: no-op (a late timer)", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(withdrawOffer({ provider: PROVIDER_A }))
      .then([]));

  it("a provider who was never offered the job", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(withdrawOffer({ provider: PROVIDER_B }))
      .thenThrows("not_found", "prov-b holds no offer"));

  it("a provider cannot withdraw offers", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(withdrawOffer({ provider: PROVIDER_A, by: asProvider(PROVIDER_A) }))
      .thenThrows("forbidden", "only dispatch"));
});

describe("AcceptJob", () => {
  it("the chosen provider accepts the job offered to them", () =>
    spec
      .given([requested(), offered({ to: PROVIDER_A })])
      .when(acceptJob({ by: PROVIDER_A, at: minutesAfterT0(0.5) }))
      .then([accepted({ by: PROVIDER_A, at: minutesAfterT0(0.5) })]));

  it("first accept wins: the other open offers are withdrawn in the same decision", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A, PROVIDER_B, PROVIDER_C))
      .when(acceptJob({ by: PROVIDER_B }))
      .then([
        accepted({ by: PROVIDER_B }),
        offerWithdrawn({ provider: PROVIDER_A, reason: "accepted-by-another" }),
        offerWithdrawn({ provider: PROVIDER_C, reason: "accepted-by-another" }),
      ]));

  it("offers already closed are not withdrawn again", () =>
    spec
      .given([
        ...pendingWithOffers(PROVIDER_A, PROVIDER_B, PROVIDER_C),
        declined({ by: PROVIDER_A }),
        offerWithdrawn({ provider: PROVIDER_C, reason: "expired" }),
      ])
      .when(acceptJob({ by: PROVIDER_B }))
      .then([accepted({ by: PROVIDER_B })]));

  it("the second accept loses with a clear conflict: another provider was first", () =>
    spec
      .given([...pendingWithOffers(PROVIDER_A, PROVIDER_B), ...acceptAndWithdraw(PROVIDER_A, PROVIDER_B)])
      .when(acceptJob({ by: PROVIDER_B }))
      .thenThrows("conflict", "another provider accepted this job first"));

  it("accepting again by the provider who holds the job is a no-op", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(acceptJob({ by: PROVIDER_A }))
      .then([]));

  it("a provider without an offer cannot take the job", () =>
    spec
      .given([requested(), offered({ to: PROVIDER_A })])
      .when(acceptJob({ by: PROVIDER_B }))
      .thenThrows("forbidden", "this job was offered to another provider"));

  it("a provider who declined cannot accept afterwards", () =>
    spec
      .given([...pendingWithOffers(PROVIDER_A), declined({ by: PROVIDER_A })])
      .when(acceptJob({ by: PROVIDER_A }))
      .thenThrows("conflict", "you already declined this job"));

  it("a withdrawn offer cannot be accepted", () =>
    spec
      .given([...pendingWithOffers(PROVIDER_A), offerWithdrawn({ provider: PROVIDER_A, reason: "expired" })])
      .when(acceptJob({ by: PROVIDER_A }))
      .thenThrows("conflict", "your offer for this job was withdrawn (expired)"));

  it("an offer past its expiry cannot be accepted, even before the timer withdrew it", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(acceptJob({ by: PROVIDER_A, at: minutesAfterT0(2) }))
      .thenThrows("conflict", "expired at 2025-03-01T08:01:00.000Z"));

  it("an offer can be accepted at the very instant it expires", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(acceptJob({ by: PROVIDER_A, at: minutesAfterT0(1) }))
      .then([accepted({ by: PROVIDER_A, at: minutesAfterT0(1) })]));

  it.each([
    ["customer", asCustomer()],
    ["admin", asAdmin()],
    ["system", asSystem()],
  ])("a %s cannot accept a job", (_, actor) =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(acceptJob({ by: PROVIDER_A, actor }))
      .thenThrows("forbidden", "only a provider can accept"),
  );

  it("an unknown request", () =>
    spec
      .given([])
      .when(acceptJob({ by: PROVIDER_A }))
      .thenThrows("not_found", "does not exist"));

  it("a provider never offered a finished job learns only that it was not theirs", () =>
    spec
      .given(completedBy(PROVIDER_B))
      .when(acceptJob({ by: PROVIDER_A }))
      .thenThrows("forbidden", "this job was offered to another provider"));

  it.each([
    [
      "cancelled",
      [
        ...pendingWithOffers(PROVIDER_A),
        cancelled(),
        offerWithdrawn({ provider: PROVIDER_A, reason: "cancelled" }),
      ],
    ],
    ["unassigned", [...pendingWithOffers(PROVIDER_A), unassigned()]],
    ["completed", [...pendingWithOffers(PROVIDER_A), ...completedBy(PROVIDER_B).slice(1)]],
  ])("a %s request cannot be accepted", (status, given) =>
    spec
      .given(given)
      .when(acceptJob({ by: PROVIDER_A }))
      .thenThrows("conflict", `request is ${status}, not pending`),
  );
});

describe("DeclineJob", () => {
  it("a provider declines the offer they hold; the request stays pending for dispatch", () => {
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(declineJob({ by: PROVIDER_A, reason: "  too far  " }))
      .then([declined({ by: PROVIDER_A, reason: "too far" })]);
    const state = fold(requestDecider, [...pendingWithOffers(PROVIDER_A), declined({ by: PROVIDER_A })]);
    expect(state.status).toBe("pending");
    expect(state.offers).toEqual([
      { providerId: PROVIDER_A, expiresAt: minutesAfterT0(1), outcome: "declined", withdrawReason: null },
    ]);
  });

  it("a blank reason is stored as null", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(declineJob({ by: PROVIDER_A, reason: " " }))
      .then([declined({ by: PROVIDER_A, reason: null })]));

  it("declining after the offer expired (before the timer withdrew it) still closes it", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(declineJob({ by: PROVIDER_A, at: minutesAfterT0(5) }))
      .then([declined({ by: PROVIDER_A, at: minutesAfterT0(5) })]));

  it("declining twice is a no-op", () =>
    spec
      .given([...pendingWithOffers(PROVIDER_A), declined({ by: PROVIDER_A })])
      .when(declineJob({ by: PROVIDER_A }))
      .then([]));

  it("a provider without an offer cannot decline", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(declineJob({ by: PROVIDER_B }))
      .thenThrows("forbidden", "this job was offered to another provider"));

  it("a withdrawn offer cannot be declined", () =>
    spec
      .given([...pendingWithOffers(PROVIDER_A), offerWithdrawn({ provider: PROVIDER_A, reason: "expired" })])
      .when(declineJob({ by: PROVIDER_A }))
      .thenThrows("conflict", "withdrawn (expired)"));

  it("the provider who accepted cannot decline afterwards", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(declineJob({ by: PROVIDER_A }))
      .thenThrows("conflict", "request is accepted, not pending"));

  it("a customer cannot decline", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(declineJob({ by: PROVIDER_A, actor: asCustomer() }))
      .thenThrows("forbidden", "only a provider can decline"));

  it("an unknown request", () =>
    spec
      .given([])
      .when(declineJob({ by: PROVIDER_A }))
      .thenThrows("not_found", "does not exist"));
});

describe("StartJob", () => {
  it("the assigned provider starts an accepted job", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(startJob({ by: PROVIDER_A }))
      .then([started({ by: PROVIDER_A })]));

  it("a scheduled job can be started once accepted", () => {
    const scheduledAt = minutesAfterT0(120);
    spec
      .given([requested({ scheduledAt }), offered({ to: PROVIDER_A }), accepted({ by: PROVIDER_A })])
      .when(startJob({ by: PROVIDER_A }))
      .then([started({ by: PROVIDER_A })]);
  });

  it("starting twice is a no-op", () =>
    spec
      .given(inProgressBy(PROVIDER_A))
      .when(startJob({ by: PROVIDER_A }))
      .then([]));

  it("another provider cannot start it", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(startJob({ by: PROVIDER_B }))
      .thenThrows("forbidden", "only the assigned provider can start this job"));

  it("a pending job cannot be started", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(startJob({ by: PROVIDER_A }))
      .thenThrows("conflict", "request is pending, not accepted"));

  it("a cancelled job cannot be started", () =>
    spec
      .given([...acceptedBy(PROVIDER_A), cancelled({ by: asAdmin() })])
      .when(startJob({ by: PROVIDER_A }))
      .thenThrows("conflict", "request is cancelled, not accepted"));

  it("a customer cannot start a job", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(startJob({ by: PROVIDER_A, actor: asCustomer() }))
      .thenThrows("forbidden", "only the assigned provider can start a job"));

  it("an unknown request", () =>
    spec
      .given([])
      .when(startJob({ by: PROVIDER_A }))
      .thenThrows("not_found", "does not exist"));
});

describe("CompleteJob", () => {
  it("the final price defaults to the estimate", () =>
    spec
      .given(inProgressBy(PROVIDER_A))
      .when(completeJob({ by: PROVIDER_A }))
      .then([completed({ by: PROVIDER_A, finalPrice: 275 })]));

  it("the provider may state a final price", () =>
    spec
      .given(inProgressBy(PROVIDER_A))
      .when(completeJob({ by: PROVIDER_A, finalPrice: 310.5 }))
      .then([completed({ by: PROVIDER_A, finalPrice: 310.5 })]));

  it("a final price of zero is kept, not replaced by the estimate", () =>
    spec
      .given(inProgressBy(PROVIDER_A))
      .when(completeJob({ by: PROVIDER_A, finalPrice: 0 }))
      .then([completed({ by: PROVIDER_A, finalPrice: 0 })]));

  it("completing again with the same price is a no-op", () =>
    spec
      .given(completedBy(PROVIDER_A, 300))
      .when(completeJob({ by: PROVIDER_A, finalPrice: 300 }))
      .then([]));

  it("completing again with another price is a conflict", () =>
    spec
      .given(completedBy(PROVIDER_A, 300))
      .when(completeJob({ by: PROVIDER_A, finalPrice: 350 }))
      .thenThrows("conflict", "request is completed, not in-progress"));

  it("an accepted job must be started first", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(completeJob({ by: PROVIDER_A }))
      .thenThrows("conflict", "request is accepted, not in-progress"));

  it("another provider cannot complete it", () =>
    spec
      .given(inProgressBy(PROVIDER_A))
      .when(completeJob({ by: PROVIDER_B }))
      .thenThrows("forbidden", "only the assigned provider can complete this job"));

  it("an admin cannot complete it for the provider", () =>
    spec
      .given(inProgressBy(PROVIDER_A))
      .when(completeJob({ by: PROVIDER_A, actor: asAdmin() }))
      .thenThrows("forbidden", "only the assigned provider can complete a job"));
});

describe("CancelRequest", () => {
  it("the customer cancels a pending request; open offers are withdrawn", () =>
    spec
      .given([...pendingWithOffers(PROVIDER_A, PROVIDER_B), declined({ by: PROVIDER_A })])
      .when(cancelRequest({ reason: "found help" }))
      .then([
        cancelled({ reason: "found help" }),
        offerWithdrawn({ provider: PROVIDER_B, reason: "cancelled", at: minutesAfterT0(2) }),
      ]));

  it("the customer cancels an accepted request", () =>
    spec.given(acceptedBy(PROVIDER_A)).when(cancelRequest()).then([cancelled()]));

  it("the customer cancels while the provider is on the way (in-progress)", () =>
    spec.given(inProgressBy(PROVIDER_A)).when(cancelRequest()).then([cancelled()]));

  it("the customer may close an unassigned request", () =>
    spec
      .given([requested({ providerId: null }), unassigned()])
      .when(cancelRequest())
      .then([cancelled()]));

  it("an admin cancels any customer's request", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(cancelRequest({ by: asAdmin(), reason: "provider broke down" }))
      .then([cancelled({ by: asAdmin(), reason: "provider broke down" })]));

  it("an admin cancelling for the customer must say why", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(cancelRequest({ by: asAdmin(), reason: "  " }))
      .thenThrows("bad_input", "reason is required when an admin cancels"));

  it("an admin cancels a stuck pending request: its open offers are withdrawn with it", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A))
      .when(cancelRequest({ by: asAdmin(), reason: "waiting 40 min, customer called" }))
      .then([
        cancelled({ by: asAdmin(), reason: "waiting 40 min, customer called" }),
        offerWithdrawn({ provider: PROVIDER_A, reason: "cancelled", at: minutesAfterT0(2) }),
      ]));

  it("another customer cannot cancel it", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(cancelRequest({ by: asCustomer("cust-2") }))
      .thenThrows("forbidden", "only the customer who made this request"));

  it("a provider cannot cancel, not even the assigned one", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(cancelRequest({ by: asProvider(PROVIDER_A) }))
      .thenThrows("forbidden", "a provider cannot cancel a request"));

  it("system cannot cancel (dispatch marks requests unassigned instead)", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(cancelRequest({ by: asSystem() }))
      .thenThrows("forbidden", "only the customer or an admin"));

  it("a completed request cannot be cancelled", () =>
    spec
      .given(completedBy(PROVIDER_A))
      .when(cancelRequest())
      .thenThrows("conflict", "request is completed and can no longer be cancelled"));

  it("a cancelled request cannot be cancelled again", () =>
    spec
      .given([requested({ providerId: null }), cancelled()])
      .when(cancelRequest())
      .thenThrows("conflict", "request is already cancelled"));

  it("an unknown request", () =>
    spec.given([]).when(cancelRequest()).thenThrows("not_found", "does not exist"));
});

describe("MarkUnassigned", () => {
  it("dispatch gives up on a pending request and withdraws its open offers", () =>
    spec
      .given(pendingWithOffers(PROVIDER_A, PROVIDER_B))
      .when(markUnassigned())
      .then([
        unassigned(),
        offerWithdrawn({ provider: PROVIDER_A, reason: "unassigned", at: minutesAfterT0(10) }),
        offerWithdrawn({ provider: PROVIDER_B, reason: "unassigned", at: minutesAfterT0(10) }),
      ]));

  it("marking it again is a no-op", () =>
    spec
      .given([requested({ providerId: null }), unassigned()])
      .when(markUnassigned())
      .then([]));

  it("an accepted request cannot become unassigned", () =>
    spec
      .given(acceptedBy(PROVIDER_A))
      .when(markUnassigned())
      .thenThrows("conflict", "request is accepted, not pending"));

  it.each([
    ["admin", asAdmin()],
    ["customer", asCustomer()],
  ])("a %s cannot mark a request unassigned", (_, by) =>
    spec
      .given(pendingWithOffers())
      .when(markUnassigned({ by }))
      .thenThrows("forbidden", "only dispatch (system)"),
  );

  it("an unknown request", () =>
    spec.given([]).when(markUnassigned()).thenThrows("not_found", "does not exist"));
});

describe("PostReview", () => {
  const customer = asCustomer();
  const provider = asProvider(PROVIDER_A);

  it("the customer reviews the provider", () =>
    spec
      .given(completedBy(PROVIDER_A))
      .when(postReview({ by: customer, rating: 4, comment: "  Quick and friendly " }))
      .then([reviewed({ by: customer, reviewee: PROVIDER_A, rating: 4, comment: "Quick and friendly" })]));

  it("the provider reviews the customer", () =>
    spec
      .given(completedBy(PROVIDER_A))
      .when(postReview({ by: provider, rating: 5 }))
      .then([reviewed({ by: provider, reviewee: CUSTOMER_ID, rating: 5 })]));

  it("each side reviews once, independently of the other", () =>
    spec
      .given([...completedBy(PROVIDER_A), reviewed({ by: customer, reviewee: PROVIDER_A })])
      .when(postReview({ by: provider, rating: 3 }))
      .then([reviewed({ by: provider, reviewee: CUSTOMER_ID, rating: 3 })]));

  it("a second review by the same side is a conflict", () =>
    spec
      .given([...completedBy(PROVIDER_A), reviewed({ by: customer, reviewee: PROVIDER_A })])
      .when(postReview({ by: customer }))
      .thenThrows("conflict", "you have already reviewed this request"));

  it("a blank comment becomes null", () =>
    spec
      .given(completedBy(PROVIDER_A))
      .when(postReview({ by: customer, comment: "   " }))
      .then([reviewed({ by: customer, reviewee: PROVIDER_A, comment: null })]));

  it("a comment of exactly 500 characters (after trimming) is accepted", () =>
    spec
      .given(completedBy(PROVIDER_A))
      .when(postReview({ by: customer, comment: ` ${"a".repeat(500)} ` }))
      .then([reviewed({ by: customer, reviewee: PROVIDER_A, comment: "a".repeat(500) })]));

  it("a comment over 500 characters is refused", () =>
    spec
      .given(completedBy(PROVIDER_A))
      .when(postReview({ by: customer, comment: "a".repeat(501) }))
      .thenThrows("bad_input", "comment must be at most 500 characters"));

  it.each([0, 6, 3.5, -1])("rating %s is refused", (rating) =>
    spec
      .given(completedBy(PROVIDER_A))
      .when(postReview({ by: customer, rating }))
      .thenThrows("bad_input", "rating must be a whole number from 1 to 5"),
  );

  it.each([
    ["pending", pendingWithOffers(PROVIDER_A)],
    ["accepted", acceptedBy(PROVIDER_A)],
    ["in-progress", inProgressBy(PROVIDER_A)],
    ["cancelled", [...acceptedBy(PROVIDER_A), cancelled()]],
  ])("no review while the request is %s", (status, given) =>
    spec
      .given(given)
      .when(postReview({ by: customer }))
      .thenThrows("conflict", `once the job is completed (request is ${status})`),
  );

  it("another customer cannot review it", () =>
    spec
      .given(completedBy(PROVIDER_A))
      .when(postReview({ by: asCustomer("cust-2") }))
      .thenThrows("forbidden", "only the customer or the provider of this request"));

  it("a provider who did not do the job cannot review it", () =>
    spec
      .given(completedBy(PROVIDER_A))
      .when(postReview({ by: asProvider(PROVIDER_B) }))
      .thenThrows("forbidden", "only the customer or the provider of this request"));

  it("an admin cannot post a review", () =>
    spec
      .given(completedBy(PROVIDER_A))
      .when(postReview({ by: asAdmin() }))
      .thenThrows("forbidden", "only the customer or the provider of a request"));

  it("an unknown request", () =>
    spec
      .given([])
      .when(postReview({ by: customer }))
      .thenThrows("not_found", "does not exist"));
});

describe("events the decider emits", () => {
  it("satisfy the event schemas through a whole life: book, offer, race, start, complete, review", () => {
    const history: RequestEvent[] = [];
    const run = (command: Parameters<typeof decide>[0]) => {
      const events = decide(command, fold(requestDecider, history));
      for (const event of events) RequestEvent.parse(event);
      history.push(...events);
      return events;
    };
    history.push(quotedFor({ providerId: null }));
    run(requestService({ providerId: null }));
    run(offerJob({ to: PROVIDER_A }));
    run(offerJob({ to: PROVIDER_B }));
    run(declineJob({ by: PROVIDER_A, reason: "busy" }));
    run(acceptJob({ by: PROVIDER_B }));
    run(startJob({ by: PROVIDER_B }));
    run(completeJob({ by: PROVIDER_B, finalPrice: null }));
    run(postReview({ by: asCustomer(), rating: 5, comment: "great" }));
    run(postReview({ by: asProvider(PROVIDER_B), rating: 4, comment: null }));
    expect(history.map((e) => e.type)).toEqual([
      "QuoteIssued",
      "PaymentAuthorized",
      "ServiceRequested",
      "JobOffered",
      "JobOffered",
      "JobDeclined",
      "JobAccepted",
      "JobStarted",
      "JobCompleted",
      "ReviewPosted",
      "ReviewPosted",
    ]);
    expect(fold(requestDecider, history)).toMatchObject({
      status: "completed",
      assignedProviderId: PROVIDER_B,
      finalPrice: 275,
      reviewedByCustomer: true,
      reviewedByProvider: true,
    });
  });

  it("the fixtures are valid events too", () => {
    for (const event of [
      ...completedBy(PROVIDER_A),
      cancelled(),
      unassigned(),
      requested({ scheduledAt: T0 }),
    ])
      expect(() => RequestEvent.parse(event)).not.toThrow();
  });
});

/** What the decider emits when `winner` accepts while `loser` holds an open offer. */
function acceptAndWithdraw(winner: string, loser: string): RequestEvent[] {
  return [accepted({ by: winner }), offerWithdrawn({ provider: loser, reason: "accepted-by-another" })];
}
