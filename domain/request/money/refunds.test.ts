import { describe, expect, it } from "vitest";
import { fold } from "../../shared/decider";
import { deciderSpec } from "../../shared/deciderSpec";
import { decide, requestDecider } from "../decider";
import { RequestEvent } from "../events";
import {
  asAdmin,
  asSystem,
  authorized,
  cardCompletedBy,
  cardInProgressBy,
  cashCompletedBy,
  command,
  completed,
  completedBy,
  DOCUMENT_PARTIES,
  extraApproved,
  extraProposed,
  minutesAfterT0,
  PAYMENT_ID,
  PROVIDER_A,
  paymentCaptured,
  refundRequested,
} from "../request.fixtures";
import { refundableFils } from "./amounts";
import { creditNotesDue, invoiceDue, refundActionsDue } from "./due";

const spec = deciderSpec(requestDecider);
const state = (events: RequestEvent[]) => fold(requestDecider, events);
const captured = [...cardCompletedBy(), paymentCaptured()];
const refund = (amountFils: number, id = "refund-1", reason = "late arrival") =>
  command("RequestRefund", { actor: asAdmin(), at: minutesAfterT0(120), refundId: id, amountFils, reason });
const recordRefund = (o: { amountFils: number; paymentId?: string; id?: string }) =>
  command("RecordRefund", {
    actor: asSystem(),
    at: minutesAfterT0(121),
    refundId: o.id ?? "refund-1",
    paymentId: o.paymentId ?? PAYMENT_ID,
    amountFils: o.amountFils,
    providerRefundId: `re_${o.id ?? "refund-1"}_${o.paymentId ?? PAYMENT_ID}`,
  });
const refunded = (o: { amountFils: number; paymentId?: string; id?: string }): RequestEvent => ({
  type: "PaymentRefunded",
  data: {
    requestId: "req-1",
    refundId: o.id ?? "refund-1",
    paymentId: o.paymentId ?? PAYMENT_ID,
    amountFils: o.amountFils,
    providerRefundId: `re_${o.id ?? "refund-1"}_${o.paymentId ?? PAYMENT_ID}`,
    refundedAt: minutesAfterT0(121),
  },
});
const issueInvoice = (invoiceNumber = "INV-000001") =>
  command("IssueTaxInvoice", {
    actor: asSystem(),
    at: minutesAfterT0(65),
    invoiceNumber,
    ...DOCUMENT_PARTIES,
  });
const issueCreditNote = (creditNoteNumber = "CN-000001", refundId = "refund-1") =>
  command("IssueCreditNote", {
    actor: asSystem(),
    at: minutesAfterT0(125),
    refundId,
    creditNoteNumber,
    ...DOCUMENT_PARTIES,
  });

describe("RequestRefund", () => {
  it("an admin refunds part of a captured payment with a reason", () => {
    spec
      .given(captured)
      .when(refund(13_750))
      .then([refundRequested({ amountFils: 13_750 })]);
    expect(refundableFils(state([...captured, refundRequested({ amountFils: 13_750 })]))).toBe(13_750);
  });

  it("the whole of it too", () =>
    spec
      .given(captured)
      .when(refund(27_500))
      .then([refundRequested({ amountFils: 27_500 })]));

  it("over-refunding is refused, naming amountFils and what is left", () => {
    spec.given(captured).when(refund(27_501)).thenThrows("bad_input", "at most AED 275.00");
    spec
      .given([...captured, refundRequested({ amountFils: 20_000 })])
      .when(refund(10_000, "refund-2"))
      .thenThrows("bad_input", "at most AED 75.00");
  });

  it("nothing captured yet: nothing to refund", () =>
    spec.given(cardCompletedBy()).when(refund(100)).thenThrows("bad_input", "at most AED 0.00"));

  it("a re-sent refund is a no-op; other terms under its id conflict", () => {
    const requested = [...captured, refundRequested({ amountFils: 13_750 })];
    spec.given(requested).when(refund(13_750)).then([]);
    spec.given(requested).when(refund(100)).thenThrows("conflict", "other terms");
  });

  it("admins only; card bookings only", () => {
    spec
      .given(captured)
      .when({ ...refund(100), actor: { userId: "cust-1", role: "customer" } })
      .thenThrows("forbidden");
    spec.given(cashCompletedBy()).when(refund(100)).thenThrows("conflict", "cash");
  });
});

describe("RecordRefund: the payment process carries refunds out", () => {
  it("a refund is due on the captured payment until recorded, then never again", () => {
    const requested = [...captured, refundRequested({ amountFils: 13_750 })];
    expect(refundActionsDue(state(requested))).toEqual([
      { refundId: "refund-1", paymentId: PAYMENT_ID, amountFils: 13_750 },
    ]);
    spec
      .given(requested)
      .when(recordRefund({ amountFils: 13_750 }))
      .then([refunded({ amountFils: 13_750 })]);
    const done = [...requested, refunded({ amountFils: 13_750 })];
    expect(refundActionsDue(state(done))).toEqual([]);
    spec
      .given(done)
      .when(recordRefund({ amountFils: 13_750 }))
      .then([]);
  });

  it("a refund larger than one payment spreads over the captured payments in order", () => {
    const withExtra = [
      ...cardInProgressBy(),
      extraProposed(),
      extraApproved(),
      authorized({ paymentId: "pay-x1", amountFils: 5_250, purpose: "extra", extraId: "extra-1" }),
      completed({ by: PROVIDER_A, finalPrice: 327.5 }),
      paymentCaptured(),
      paymentCaptured({ paymentId: "pay-x1", amountFils: 5_250 }),
      refundRequested({ amountFils: 20_000 }),
      refundRequested({ id: "refund-2", amountFils: 10_000 }),
    ];
    expect(refundActionsDue(state(withExtra))).toEqual([
      { refundId: "refund-1", paymentId: PAYMENT_ID, amountFils: 20_000 },
      { refundId: "refund-2", paymentId: PAYMENT_ID, amountFils: 7_500 },
      { refundId: "refund-2", paymentId: "pay-x1", amountFils: 2_500 },
    ]);
    const firstDone = [...withExtra, refunded({ amountFils: 20_000 })];
    expect(refundActionsDue(state(firstDone))).toEqual([
      { refundId: "refund-2", paymentId: PAYMENT_ID, amountFils: 7_500 },
      { refundId: "refund-2", paymentId: "pay-x1", amountFils: 2_500 },
    ]);
  });

  it("another amount than the payment's share is refused; unknown refunds are not found", () => {
    const requested = [...captured, refundRequested({ amountFils: 13_750 })];
    spec
      .given(requested)
      .when(recordRefund({ amountFils: 100 }))
      .thenThrows("bad_input", "AED 137.50");
    spec
      .given(requested)
      .when(recordRefund({ amountFils: 100, id: "refund-9" }))
      .thenThrows("not_found");
  });
});

describe("tax invoices", () => {
  it("a completed quoted job is due an invoice: its lines, totals and date of supply", () => {
    expect(invoiceDue(state(captured))).toBe(true);
    const [event] = decide(issueInvoice(), state(captured));
    expect(event).toEqual({
      type: "TaxInvoiceIssued",
      data: {
        requestId: "req-1",
        invoiceNumber: "INV-000001",
        issuedAt: minutesAfterT0(65),
        supplyDate: minutesAfterT0(60),
        supplier: DOCUMENT_PARTIES.supplier,
        customerId: "cust-1",
        customerName: DOCUMENT_PARTIES.customerName,
        providerId: PROVIDER_A,
        paymentMethod: "card",
        lines: state(captured).money.quote!.lines,
        totals: { grossFils: 27_500, netFils: 26_190, vatFils: 1_310 },
        commissionBasisPoints: 1500,
      },
    });
    expect(() => RequestEvent.parse(event)).not.toThrow();
    expect(invoiceDue(state([...captured, event!]))).toBe(false);
  });

  it("approved extras are invoiced lines too", () => {
    const history = [
      ...cardInProgressBy(),
      extraProposed(),
      extraApproved(),
      completed({ by: PROVIDER_A, finalPrice: 327.5 }),
    ];
    const [event] = decide(issueInvoice(), state(history));
    expect(event).toMatchObject({
      data: {
        lines: [{ code: "service" }, { code: "extra", note: "10 km extra towing" }],
        totals: { grossFils: 32_750 },
      },
    });
  });

  it("the same number re-sent is a no-op; another number conflicts", () => {
    const invoiced = [...captured, ...decide(issueInvoice(), state(captured))];
    spec.given(invoiced).when(issueInvoice()).then([]);
    spec
      .given(invoiced)
      .when(issueInvoice("INV-000002"))
      .thenThrows("conflict", "already has invoice INV-000001");
  });

  it("nothing supplied yet, or no quote: no invoice", () => {
    spec.given(cardInProgressBy()).when(issueInvoice()).thenThrows("conflict", "nothing was supplied");
    expect(invoiceDue(state(completedBy()))).toBe(false);
    spec.given(completedBy()).when(issueInvoice()).thenThrows("conflict", "without a quote");
  });
});

describe("credit notes", () => {
  const invoiced = [...captured, ...decide(issueInvoice(), state(captured))];
  const refundedHalf = [
    ...invoiced,
    refundRequested({ amountFils: 13_750 }),
    refunded({ amountFils: 13_750 }),
  ];

  it("a carried-out refund gets a credit note referring to the invoice", () => {
    expect(creditNotesDue(state(refundedHalf))).toEqual(["refund-1"]);
    const [event] = decide(issueCreditNote(), state(refundedHalf));
    expect(event).toEqual({
      type: "CreditNoteIssued",
      data: {
        requestId: "req-1",
        creditNoteNumber: "CN-000001",
        invoiceNumber: "INV-000001",
        refundId: "refund-1",
        reason: "late arrival",
        issuedAt: minutesAfterT0(125),
        supplier: DOCUMENT_PARTIES.supplier,
        customerId: "cust-1",
        customerName: DOCUMENT_PARTIES.customerName,
        providerId: PROVIDER_A,
        lines: [
          {
            code: "refund",
            serviceType: "towing",
            rank: null,
            note: "late arrival",
            grossFils: 13_750,
            netFils: 13_095,
            vatFils: 655,
          },
        ],
        totals: { grossFils: 13_750, netFils: 13_095, vatFils: 655 },
        commissionBasisPoints: 1500,
      },
    });
    expect(creditNotesDue(state([...refundedHalf, event!]))).toEqual([]);
    spec
      .given([...refundedHalf, event!])
      .when(issueCreditNote())
      .then([]);
    spec
      .given([...refundedHalf, event!])
      .when(issueCreditNote("CN-000002"))
      .thenThrows("conflict");
  });

  it("not before the refund is carried out, nor before the invoice", () => {
    const requestedOnly = [...invoiced, refundRequested({ amountFils: 13_750 })];
    expect(creditNotesDue(state(requestedOnly))).toEqual([]);
    spec.given(requestedOnly).when(issueCreditNote()).thenThrows("conflict", "not carried out");
    const noInvoice = [...captured, refundRequested({ amountFils: 100 }), refunded({ amountFils: 100 })];
    expect(creditNotesDue(state(noInvoice))).toEqual([]);
    spec.given(noInvoice).when(issueCreditNote()).thenThrows("conflict", "invoice is not issued");
  });
});
