import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EventLog } from "../testing/eventLog";
import {
  cancellationFeeCharged,
  cashCollected,
  creditNoteIssued,
  extraApproved,
  extraProposed,
  extraRejected,
  paymentAuthorized,
  paymentCaptured,
  paymentCaptureFailed,
  paymentDeclined,
  paymentRefunded,
  paymentVoided,
  quoteIssued,
  refundRequested,
  taxInvoiceIssued,
} from "../testing/moneyEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import {
  atMinute,
  jobAccepted,
  jobCompleted,
  requestCancelled,
  serviceRequested,
} from "../testing/requestEventBuilders";
import { MONEY_CHANGED_TOPIC, moneyProjection } from "./projection";
import { documentByNumber, documentsOfRequest, paymentsBetween, requestMoney } from "./queries";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([moneyProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

const booked = (requestId: string, paymentMethod: "card" | "cash" = "card") => [
  quoteIssued(requestId, { providerId: "p1" }),
  ...(paymentMethod === "card" ? [paymentAuthorized(requestId, `pay-${requestId}`, 27_500)] : []),
  serviceRequested({ requestId, customerId: "c1", providerId: "p1", paymentMethod }),
];

describe("money_requests", () => {
  it("has no row for a request without a quote (booked before money)", async () => {
    await harness.apply(log.recordAll([serviceRequested({ requestId: "r0", customerId: "c1" })]));
    expect(await requestMoney(harness.sql, "r0")).toBeNull();
  });

  it("saves every request of one batch, new and already known, in one statement", async () => {
    await harness.apply(log.recordAll(booked("r7")));
    const changes = await harness.apply(
      log.recordAll([...booked("r8", "cash"), jobAccepted("r7", "p1", atMinute(1)), ...booked("r9")]),
    );
    expect(changes.map((change) => change.payload)).toEqual([
      { requestId: "r8" },
      { requestId: "r7" },
      { requestId: "r9" },
    ]);
    expect(await requestMoney(harness.sql, "r7")).toMatchObject({
      requestStatus: "accepted",
      paymentMethod: "card",
    });
    expect(await requestMoney(harness.sql, "r8")).toMatchObject({
      requestStatus: "pending",
      paymentMethod: "cash",
    });
    expect(await requestMoney(harness.sql, "r9")).toMatchObject({
      requestStatus: "pending",
      authorizedFils: 27_500,
    });
  });

  it("follows a card booking: held, extra approved, completed, captured, invoiced", async () => {
    const changes = await harness.apply(log.recordAll(booked("r1")));
    expect(changes).toEqual([{ topic: MONEY_CHANGED_TOPIC, payload: { requestId: "r1" } }]);
    expect(await requestMoney(harness.sql, "r1")).toMatchObject({
      requestId: "r1",
      customerId: "c1",
      providerId: "p1",
      paymentMethod: "card",
      requestStatus: "pending",
      paymentStatus: "AUTHORIZED",
      cardBrand: "Visa",
      cardLast4: "4242",
      authorizedFils: 27_500,
      capturedFils: 0,
      finalAmountFils: null,
      quote: { totals: { grossFils: 27_500, netFils: 26_190, vatFils: 1_310 } },
    });

    await harness.apply(
      log.recordAll([
        jobAccepted("r1", "p1", atMinute(1)),
        extraProposed("r1", "x1", "p1", 5_000, atMinute(2)),
        extraProposed("r1", "x2", "p1", 9_000, atMinute(2)),
        extraApproved("r1", "x1", atMinute(3)),
        extraRejected("r1", "x2", atMinute(3)),
        paymentAuthorized("r1", "pay-x1", 5_000, {
          purpose: "extra",
          extraId: "x1",
          authorizedAt: atMinute(3),
        }),
        jobCompleted("r1", "p1", 325, atMinute(30)),
        paymentCaptured("r1", "pay-r1", 27_500, atMinute(31)),
        paymentCaptured("r1", "pay-x1", 5_000, atMinute(31)),
        taxInvoiceIssued("r1", "INV-000001", { grossFils: [27_500, 5_000], supplyDate: atMinute(30) }),
      ]),
    );
    const money = await requestMoney(harness.sql, "r1");
    expect(money).toMatchObject({
      requestStatus: "completed",
      captainAccepted: true,
      paymentStatus: "CAPTURED",
      authorizedFils: 32_500,
      capturedFils: 32_500,
      refundableFils: 32_500,
      finalAmountFils: 32_500,
      invoiceNumber: "INV-000001",
      completedAt: atMinute(30),
      invoice: {
        number: "INV-000001",
        kind: "tax-invoice",
        requestId: "r1",
        customerId: "c1",
        providerId: "p1",
      },
      creditNotes: [],
    });
    expect(money?.extras.map((e) => [e.extraId, e.status, e.line.grossFils])).toEqual([
      ["x1", "approved", 5_000],
      ["x2", "rejected", 9_000],
    ]);
    expect(money?.payments.map((p) => [p.paymentId, p.status, p.capturedFils])).toEqual([
      ["pay-r1", "captured", 27_500],
      ["pay-x1", "captured", 5_000],
    ]);
  });

  it("counts refunds requested against what is refundable, and credit notes on them", async () => {
    await harness.apply(
      log.recordAll([
        ...booked("r1"),
        jobCompleted("r1", "p1", 275, atMinute(30)),
        paymentCaptured("r1", "pay-r1", 27_500, atMinute(31)),
        taxInvoiceIssued("r1", "INV-000001"),
        refundRequested("r1", "f1", 10_000, atMinute(40)),
      ]),
    );
    expect(await requestMoney(harness.sql, "r1")).toMatchObject({
      paymentStatus: "CAPTURED",
      refundedFils: 0,
      refundableFils: 17_500,
      refunds: [{ refundId: "f1", amountFils: 10_000, refundedFils: 0, creditNoteNumber: null }],
    });
    await harness.apply(
      log.recordAll([
        paymentRefunded("r1", "f1", "pay-r1", 10_000, atMinute(41)),
        creditNoteIssued("r1", "CN-000001", "INV-000001", "f1", 10_000, { issuedAt: atMinute(42) }),
      ]),
    );
    const money = await requestMoney(harness.sql, "r1");
    expect(money).toMatchObject({
      paymentStatus: "PARTIALLY_REFUNDED",
      refundedFils: 10_000,
      refundableFils: 17_500,
      refunds: [{ refundId: "f1", refundedFils: 10_000, creditNoteNumber: "CN-000001" }],
      creditNotes: [{ number: "CN-000001", kind: "credit-note", refundId: "f1" }],
    });
    await harness.apply(
      log.recordAll([
        refundRequested("r1", "f2", 17_500, atMinute(50)),
        paymentRefunded("r1", "f2", "pay-r1", 17_500, atMinute(51)),
      ]),
    );
    expect(await requestMoney(harness.sql, "r1")).toMatchObject({
      paymentStatus: "REFUNDED",
      refundableFils: 0,
      refundedFils: 27_500,
    });
  });

  it("shows a void before acceptance, and a fee captured after it", async () => {
    await harness.apply(
      log.recordAll([
        ...booked("r1"),
        requestCancelled("r1", "c1", atMinute(1)),
        paymentVoided("r1", "pay-r1", atMinute(2)),
        ...booked("r2"),
        jobAccepted("r2", "p1", atMinute(1)),
        requestCancelled("r2", "c1", atMinute(5)),
        cancellationFeeCharged("r2", "p1", 5_000, atMinute(5)),
        paymentCaptured("r2", "pay-r2", 5_000, atMinute(6)),
        paymentVoided("r2", "pay-r2", atMinute(6)),
      ]),
    );
    expect(await requestMoney(harness.sql, "r1")).toMatchObject({
      requestStatus: "cancelled",
      paymentStatus: "VOIDED",
      capturedFils: 0,
      cancellationFeeFils: null,
    });
    expect(await requestMoney(harness.sql, "r2")).toMatchObject({
      requestStatus: "cancelled",
      captainAccepted: true,
      paymentStatus: "CAPTURED",
      capturedFils: 5_000,
      cancellationFeeFils: 5_000,
      finalAmountFils: null,
    });
  });

  it("shows a failed capture, declined attempts, and cash due then collected", async () => {
    await harness.apply(
      log.recordAll([
        quoteIssued("r1"),
        paymentDeclined("r1", 27_500),
        paymentAuthorized("r1", "pay-r1", 27_500),
        serviceRequested({ requestId: "r1", customerId: "c1" }),
        jobCompleted("r1", "p1", 275, atMinute(30)),
        paymentCaptureFailed("r1", "pay-r1", 27_500, atMinute(31)),
        ...booked("r2", "cash"),
      ]),
    );
    expect(await requestMoney(harness.sql, "r1")).toMatchObject({
      declinedAttempts: 1,
      paymentStatus: "CAPTURE_FAILED",
    });
    expect(await requestMoney(harness.sql, "r2")).toMatchObject({
      paymentMethod: "cash",
      paymentStatus: "NONE",
    });
    await harness.apply(log.recordAll([jobCompleted("r2", "p1", 275, atMinute(30))]));
    expect(await requestMoney(harness.sql, "r2")).toMatchObject({
      paymentStatus: "CASH_DUE",
      refundableFils: 0,
    });
    await harness.apply(log.recordAll([cashCollected("r2", "p1", 27_500, atMinute(31))]));
    expect(await requestMoney(harness.sql, "r2")).toMatchObject({
      paymentStatus: "CASH_COLLECTED",
      cashCollectedFils: 27_500,
    });
  });

  it("ignores a redelivered event", async () => {
    const events = log.recordAll([...booked("r1"), paymentCaptured("r1", "pay-r1", 27_500)]);
    await harness.apply(events);
    await harness.apply(events);
    await harness.apply([events[3]!, events[3]!]);
    expect(await requestMoney(harness.sql, "r1")).toMatchObject({ capturedFils: 27_500 });
  });
});

describe("money_documents", () => {
  it("finds documents by number and by request, with their event's data", async () => {
    await harness.apply(
      log.recordAll([
        ...booked("r1"),
        taxInvoiceIssued("r1", "INV-000007", { issuedAt: atMinute(30) }),
        creditNoteIssued("r1", "CN-000002", "INV-000007", "f1", 2_100, { issuedAt: atMinute(60) }),
      ]),
    );
    const invoice = await documentByNumber(harness.sql, "INV-000007");
    expect(invoice).toMatchObject({
      kind: "tax-invoice",
      refundId: null,
      issuedAt: atMinute(30),
      data: {
        invoiceNumber: "INV-000007",
        totals: { grossFils: 27_500, vatFils: 1_310 },
        customerName: "Aisha Customer",
      },
    });
    expect(await documentByNumber(harness.sql, "INV-999999")).toBeNull();
    expect((await documentsOfRequest(harness.sql, "r1")).map((d) => [d.number, d.kind, d.refundId])).toEqual([
      ["INV-000007", "tax-invoice", null],
      ["CN-000002", "credit-note", "f1"],
    ]);
    expect(await documentsOfRequest(harness.sql, "r9")).toEqual([]);
  });
});

describe("paymentsBetween", () => {
  it("lists card payments by the UAE day of their capture", async () => {
    // 2025-03-10T20:30Z is 00:30 on the 11th in Dubai.
    await harness.apply(
      log.recordAll([
        ...booked("r1"),
        paymentCaptured("r1", "pay-r1", 27_500, "2025-03-10T19:30:00.000Z"),
        ...booked("r2"),
        paymentCaptured("r2", "pay-r2", 27_500, "2025-03-10T20:30:00.000Z"),
        refundRequested("r2", "f1", 500),
        paymentRefunded("r2", "f1", "pay-r2", 500, "2025-03-12T10:00:00.000Z"),
        ...booked("r3"),
      ]),
    );
    expect(await paymentsBetween(harness.sql, { from: "2025-03-10", to: "2025-03-10" })).toEqual([
      { requestId: "r1", paymentId: "pay-r1", capturedFils: 27_500, refundedFils: 0 },
    ]);
    expect(await paymentsBetween(harness.sql, { from: "2025-03-11", to: "2025-03-12" })).toEqual([
      { requestId: "r2", paymentId: "pay-r2", capturedFils: 27_500, refundedFils: 500 },
    ]);
    await expect(paymentsBetween(harness.sql, { from: "2025-3-1", to: "2025-03-12" })).rejects.toThrow(
      /^from:/,
    );
    await expect(paymentsBetween(harness.sql, { from: "2025-03-12", to: "2025-03-11" })).rejects.toThrow(
      /to/,
    );
  });
});
