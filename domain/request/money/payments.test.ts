import { describe, expect, it } from "vitest";
import { fold } from "../../shared/decider";
import { deciderSpec } from "../../shared/deciderSpec";
import { decide, requestDecider } from "../decider";
import type { RequestEvent } from "../events";
import {
  asAdmin,
  asCustomer,
  asProvider,
  asSystem,
  authorized,
  booked,
  cancelled,
  cardAcceptedBy,
  cardCompletedBy,
  cardInProgressBy,
  cashCompletedBy,
  command,
  extraApproved,
  extraProposed,
  minutesAfterT0,
  offered,
  offerWithdrawn,
  PAYMENT_ID,
  PROVIDER_A,
  paymentCaptured,
  quoted,
} from "../request.fixtures";
import { cancellationFeeFor } from "./amounts";
import { paymentActionsDue } from "./due";

const spec = deciderSpec(requestDecider);
const FEE = 5_000;
const state = (events: RequestEvent[]) => fold(requestDecider, events);
const capture = (amountFils = 27_500, paymentId = PAYMENT_ID) =>
  command("RecordPaymentCaptured", { actor: asSystem(), at: minutesAfterT0(61), paymentId, amountFils });
const voidHold = (paymentId = PAYMENT_ID) =>
  command("RecordPaymentVoided", { actor: asSystem(), at: minutesAfterT0(3), paymentId });
const cancel = (
  o: { by?: ReturnType<typeof asAdmin>; acceptedFeeFils?: number | null; reason?: string | null } = {},
) =>
  command("CancelRequest", {
    actor: o.by ?? asCustomer(),
    at: minutesAfterT0(5),
    reason: o.reason ?? null,
    acceptedFeeFils: o.acceptedFeeFils ?? null,
    cancellationFeePolicyFils: FEE,
  });
const pendingCard = [quoted(), ...booked(), offered({ to: PROVIDER_A })];

describe("captures", () => {
  it("a completed card job captures its hold in full", () => {
    expect(paymentActionsDue(state(cardCompletedBy()))).toEqual([
      { paymentId: PAYMENT_ID, action: "capture", amountFils: 27_500 },
    ]);
    spec.given(cardCompletedBy()).when(capture()).then([paymentCaptured()]);
  });

  it("an approved extra's hold is captured too", () => {
    const history = [
      ...cardInProgressBy(),
      extraProposed(),
      extraApproved(),
      authorized({ paymentId: "pay-x1", amountFils: 5_250, purpose: "extra", extraId: "extra-1" }),
    ];
    const completedHistory = [
      ...history,
      ...decide(
        command("CompleteJob", { actor: asProvider(PROVIDER_A), at: minutesAfterT0(60), finalPrice: 327.5 }),
        state(history),
      ),
    ];
    expect(paymentActionsDue(state(completedHistory))).toEqual([
      { paymentId: PAYMENT_ID, action: "capture", amountFils: 27_500 },
      { paymentId: "pay-x1", action: "capture", amountFils: 5_250 },
    ]);
  });

  it("a re-sent capture is a no-op; a different amount conflicts; nothing more is due", () => {
    const captured = [...cardCompletedBy(), paymentCaptured()];
    spec.given(captured).when(capture()).then([]);
    spec.given(captured).when(capture(100)).thenThrows("conflict", "already captured");
    expect(paymentActionsDue(state(captured))).toEqual([]);
  });

  it("more than the hold cannot be captured; an unknown payment is not found", () => {
    spec.given(cardCompletedBy()).when(capture(30_000)).thenThrows("bad_input", "amountFils");
    spec.given(cardCompletedBy()).when(capture(100, "pay-zz")).thenThrows("not_found", "pay-zz");
  });

  it("only the payment process records captures", () =>
    spec
      .given(cardCompletedBy())
      .when({ ...capture(), actor: asAdmin() })
      .thenThrows("forbidden"));

  it("a refused capture is recorded once and is not retried", () => {
    const failed = command("RecordCaptureFailed", {
      actor: asSystem(),
      at: minutesAfterT0(61),
      paymentId: PAYMENT_ID,
      amountFils: 27_500,
      reason: "authorization expired",
    });
    const events = decide(failed, state(cardCompletedBy()));
    expect(events).toMatchObject([
      { type: "PaymentCaptureFailed", data: { reason: "authorization expired" } },
    ]);
    spec
      .given([...cardCompletedBy(), ...events])
      .when(failed)
      .then([]);
    expect(paymentActionsDue(state([...cardCompletedBy(), ...events]))).toEqual([]);
  });

  it("a cash job has nothing for the payment process", () =>
    expect(paymentActionsDue(state(cashCompletedBy()))).toEqual([]));
});

describe("voids and cancellation fees", () => {
  it("cancelled before a captain accepted: free, and the hold is voided", () => {
    spec
      .given(pendingCard)
      .when(cancel())
      .then([
        cancelled({ at: minutesAfterT0(5) }),
        offerWithdrawn({ provider: PROVIDER_A, reason: "cancelled", at: minutesAfterT0(5) }),
      ]);
    const after = state([...pendingCard, cancelled({ at: minutesAfterT0(5) })]);
    expect(paymentActionsDue(after)).toEqual([{ paymentId: PAYMENT_ID, action: "void", amountFils: 27_500 }]);
    const voided = decide(voidHold(), after);
    expect(voided).toEqual([
      {
        type: "PaymentVoided",
        data: { requestId: "req-1", paymentId: PAYMENT_ID, voidedAt: minutesAfterT0(3) },
      },
    ]);
    spec
      .given([...pendingCard, cancelled(), ...voided])
      .when(voidHold())
      .then([]);
    expect(paymentActionsDue(state([...pendingCard, cancelled(), ...voided]))).toEqual([]);
  });

  it("a captured payment cannot be voided", () =>
    spec
      .given([...cardCompletedBy(), paymentCaptured()])
      .when(voidHold())
      .thenThrows("conflict", "refund it"));

  it("after acceptance the customer sees the fee and must confirm exactly it", () => {
    expect(cancellationFeeFor(state(cardAcceptedBy()), FEE, "customer")).toBe(FEE);
    spec
      .given(cardAcceptedBy())
      .when(cancel())
      .thenThrows(
        "conflict",
        "cancelling now costs AED 50.00 because a captain is on the way: confirm the fee",
      );
    spec
      .given(cardAcceptedBy())
      .when(cancel({ acceptedFeeFils: 1_000 }))
      .thenThrows("conflict", "AED 50.00");
  });

  it("a confirmed fee is charged as a priced line, and the rest of the hold released", () => {
    const events = decide(cancel({ acceptedFeeFils: FEE }), state(cardAcceptedBy()));
    expect(events).toEqual([
      cancelled({ at: minutesAfterT0(5) }),
      {
        type: "CancellationFeeCharged",
        data: {
          requestId: "req-1",
          providerId: PROVIDER_A,
          line: {
            code: "cancellation-fee",
            serviceType: "towing",
            rank: null,
            note: null,
            grossFils: 5_000,
            netFils: 4_762,
            vatFils: 238,
          },
          chargedAt: minutesAfterT0(5),
        },
      },
    ]);
    expect(paymentActionsDue(state([...cardAcceptedBy(), ...events]))).toEqual([
      { paymentId: PAYMENT_ID, action: "capture", amountFils: FEE },
    ]);
  });

  it("while under way, extras' holds are voided when the fee is taken", () => {
    const history = [
      ...cardInProgressBy(),
      extraProposed(),
      extraApproved(),
      authorized({ paymentId: "pay-x1", amountFils: 5_250, purpose: "extra", extraId: "extra-1" }),
    ];
    const after = [...history, ...decide(cancel({ acceptedFeeFils: FEE }), state(history))];
    expect(paymentActionsDue(state(after))).toEqual([
      { paymentId: PAYMENT_ID, action: "capture", amountFils: FEE },
      { paymentId: "pay-x1", action: "void", amountFils: 5_250 },
    ]);
  });

  it("an admin's cancel never charges a fee", () => {
    expect(cancellationFeeFor(state(cardAcceptedBy()), FEE, "admin")).toBe(0);
    const events = decide(cancel({ by: asAdmin(), reason: "customer called" }), state(cardAcceptedBy()));
    expect(events.map((e) => e.type)).toEqual(["RequestCancelled"]);
    expect(paymentActionsDue(state([...cardAcceptedBy(), ...events]))).toEqual([
      { paymentId: PAYMENT_ID, action: "void", amountFils: 27_500 },
    ]);
  });

  it("a cash booking has no fee (nothing to take it from)", () => {
    const cashAccepted = cashCompletedBy().slice(0, 4);
    expect(cancellationFeeFor(state(cashAccepted), FEE, "customer")).toBe(0);
    expect(decide(cancel(), state(cashAccepted)).map((e) => e.type)).toEqual(["RequestCancelled"]);
  });

  it("the fee is never more than the hold", () =>
    expect(cancellationFeeFor(state(cardAcceptedBy()), 99_999, "customer")).toBe(27_500));
});

describe("cash", () => {
  const collect = (by = PROVIDER_A) =>
    command("RecordCashCollected", { actor: asProvider(by), at: minutesAfterT0(62) });
  const collected = {
    type: "CashCollected" as const,
    data: { requestId: "req-1", providerId: PROVIDER_A, amountFils: 27_500, collectedAt: minutesAfterT0(62) },
  };

  it("the captain marks the final amount collected after completion; twice is a no-op", () => {
    spec.given(cashCompletedBy()).when(collect()).then([collected]);
    spec
      .given([...cashCompletedBy(), collected])
      .when(collect())
      .then([]);
  });

  it("not before completion, not on card bookings, not by another captain", () => {
    spec.given(cashCompletedBy().slice(0, -1)).when(collect()).thenThrows("conflict", "completed");
    spec.given(cardCompletedBy()).when(collect()).thenThrows("conflict", "paid by card");
    spec.given(cashCompletedBy()).when(collect("prov-b")).thenThrows("forbidden");
  });
});
