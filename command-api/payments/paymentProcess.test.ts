import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { paymentQueueProjection } from "../../projections/payment-queue/paymentQueueProjection";
import { EventLog } from "../../projections/read-models/testing/eventLog";
import {
  openReadModelHarness,
  type ReadModelHarness,
} from "../../projections/read-models/testing/readModelHarness";
import {
  AT,
  jobCompleted,
  requestCancelled,
} from "../../projections/read-models/testing/requestEventBuilders";
import { captureKey, PaymentProcess, refundKey, voidKey } from "./paymentProcess";
import { RecordingGateway } from "./testing/recordingGateway";
import { RequestBook } from "./testing/requestBook";
import { WorkLog } from "./workLog";

let harness: ReadModelHarness;
let log: EventLog;
let gateway: RecordingGateway;
let book: RequestBook;
let now: Date;
const clock = { now: () => now };

beforeAll(async () => {
  harness = await openReadModelHarness([paymentQueueProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
  gateway = new RecordingGateway();
  book = new RequestBook();
  now = new Date(AT);
});

/** A fresh process (as after a restart) that works through what is due now, then stops. */
async function drained() {
  const workLog = new WorkLog(harness.sql, "payment", clock);
  await workLog.ensureTables();
  const process = new PaymentProcess({
    sql: harness.sql,
    gateway,
    requests: book,
    workLog,
    clock,
    log: { info() {}, warn() {} },
    retryMs: 1_000,
  });
  process.resume();
  await process.idle();
  process.pause();
}
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

const completed = (requestId: string) => log.record(jobCompleted(requestId, "p1", 0));
const cancelled = (requestId: string) => log.record(requestCancelled(requestId, "c1"));
const feeCharged = (requestId: string, grossFils: number) =>
  log.record({
    type: "CancellationFeeCharged",
    data: {
      requestId,
      providerId: "p1",
      line: {
        code: "cancellation-fee",
        serviceType: "towing",
        rank: null,
        note: null,
        grossFils,
        netFils: grossFils - 238,
        vatFils: 238,
      },
      chargedAt: AT,
    },
  });
const refundRequested = (requestId: string, refundId: string, amountFils: number) =>
  log.record({
    type: "RefundRequested",
    data: { requestId, refundId, amountFils, reason: "late arrival", requestedBy: "admin1", requestedAt: AT },
  });

function cardBooking(requestId: string, extraFils = 0) {
  const payments: { paymentId: string; purpose: "booking" | "extra"; amountFils: number }[] = [
    { paymentId: `${requestId}-booking`, purpose: "booking", amountFils: 27_500 },
  ];
  if (extraFils > 0)
    payments.push({ paymentId: `${requestId}-extra`, purpose: "extra" as const, amountFils: extraFils });
  for (const p of payments) gateway.hold(p.paymentId, p.amountFils);
  book.booked(requestId, payments);
}

describe("payment process", () => {
  it("captures every hold of a completed job in full, each once, with its capture key", async () => {
    cardBooking("r1", 5_000);
    book.completed("r1");
    const event = completed("r1");
    await harness.apply([event]);
    await drained();
    expect(gateway.movements).toEqual([
      {
        kind: "capture",
        paymentId: "r1-booking",
        amountFils: 27_500,
        idempotencyKey: captureKey("r1-booking"),
      },
      { kind: "capture", paymentId: "r1-extra", amountFils: 5_000, idempotencyKey: captureKey("r1-extra") },
    ]);
    expect(book.records.map((r) => [r.type, r.amountFils, r.causationId])).toEqual([
      ["RecordPaymentCaptured", 27_500, event.metadata.eventId],
      ["RecordPaymentCaptured", 5_000, event.metadata.eventId],
    ]);
  });

  it("voids the hold when the request is cancelled before a captain accepted", async () => {
    cardBooking("r1");
    book.cancelled("r1");
    await harness.apply([cancelled("r1")]);
    await drained();
    expect(gateway.movements).toEqual([
      { kind: "void", paymentId: "r1-booking", amountFils: 0, idempotencyKey: voidKey("r1-booking") },
    ]);
    expect(book.payment("r1", "r1-booking").status).toBe("voided");
  });

  it("takes a late cancellation's fee from the booking's hold and voids the extra's", async () => {
    cardBooking("r1", 5_000);
    book.cancelled("r1", 5_000);
    await harness.apply([cancelled("r1"), feeCharged("r1", 5_000)]);
    await drained();
    expect(gateway.movements).toEqual([
      { kind: "capture", paymentId: "r1-booking", amountFils: 5_000, idempotencyKey: "capture:r1-booking" },
      { kind: "void", paymentId: "r1-extra", amountFils: 0, idempotencyKey: "void:r1-extra" },
    ]);
    // Two events queued for one request: the second finds nothing more due.
    expect(book.records.map((r) => r.type)).toEqual(["RecordPaymentCaptured", "RecordPaymentVoided"]);
  });

  it("refunds a requested amount spread over the captured payments in order", async () => {
    cardBooking("r1", 5_000);
    book.completed("r1");
    await harness.apply([completed("r1")]);
    await drained();
    book.refundRequested("r1", "f1", 30_000);
    await harness.apply([refundRequested("r1", "f1", 30_000)]);
    await drained();
    expect(gateway.movements.filter((m) => m.kind === "refund")).toEqual([
      {
        kind: "refund",
        paymentId: "r1-booking",
        amountFils: 27_500,
        idempotencyKey: refundKey("f1", "r1-booking"),
      },
      {
        kind: "refund",
        paymentId: "r1-extra",
        amountFils: 2_500,
        idempotencyKey: refundKey("f1", "r1-extra"),
      },
    ]);
    expect(book.records.filter((r) => r.type === "RecordRefund").map((r) => r.amountFils)).toEqual([
      27_500, 2_500,
    ]);
  });

  it("moves money once when an event is delivered twice and the process runs again", async () => {
    cardBooking("r1");
    book.completed("r1");
    const event = completed("r1");
    await harness.apply([event]);
    await harness.apply([event]);
    await drained();
    await drained();
    expect(gateway.calls).toHaveLength(1);
    expect(book.records).toHaveLength(1);
  });

  it("after a crash between the processor's answer and the record, repeats the call with the same key and moves no money twice", async () => {
    cardBooking("r1");
    book.completed("r1");
    book.failNextRecord = 1;
    await harness.apply([completed("r1")]);
    await drained();
    expect(book.records).toHaveLength(0);
    await drained(); // not due yet: the retry waits
    expect(gateway.calls).toHaveLength(1);
    later(2);
    await drained();
    expect(gateway.calls.map((c) => c.idempotencyKey)).toEqual(["capture:r1-booking", "capture:r1-booking"]);
    expect(gateway.movements).toHaveLength(1);
    expect(book.records.map((r) => r.type)).toEqual(["RecordPaymentCaptured"]);
    await drained();
    expect(gateway.calls).toHaveLength(2);
  });

  it("a refund interrupted the same way is paid back once", async () => {
    cardBooking("r1");
    book.completed("r1");
    await harness.apply([completed("r1")]);
    await drained();
    book.refundRequested("r1", "f1", 10_000);
    book.failNextRecord = 1;
    await harness.apply([refundRequested("r1", "f1", 10_000)]);
    await drained();
    later(2);
    await drained();
    const refunds = gateway.calls.filter((c) => c.kind === "refund");
    expect(refunds.map((c) => c.idempotencyKey)).toEqual(["refund:f1:r1-booking", "refund:f1:r1-booking"]);
    expect(gateway.movements.filter((m) => m.kind === "refund")).toHaveLength(1);
    expect(book.payment("r1", "r1-booking").refundedFils).toBe(10_000);
  });

  it("retries a processor timeout with the same key, and records a refused capture as failed", async () => {
    cardBooking("r1");
    cardBooking("r2");
    book.completed("r1");
    book.completed("r2");
    gateway.timeouts.set("r1-booking", 1);
    gateway.refuseCaptureOf.add("r2-booking");
    await harness.apply([completed("r1"), completed("r2")]);
    await drained();
    expect(book.records.map((r) => [r.type, r.requestId])).toEqual([["RecordCaptureFailed", "r2"]]);
    later(2);
    await drained();
    expect(book.records.map((r) => [r.type, r.requestId])).toEqual([
      ["RecordCaptureFailed", "r2"],
      ["RecordPaymentCaptured", "r1"],
    ]);
    expect(gateway.calls.filter((c) => c.paymentId === "r1-booking").map((c) => c.idempotencyKey)).toEqual([
      "capture:r1-booking",
      "capture:r1-booking",
    ]);
  });

  it("leaves a job that is not finished alone", async () => {
    cardBooking("r1");
    await harness.apply([refundRequested("r1", "f1", 100)]);
    await drained();
    expect(gateway.calls).toEqual([]);
  });
});
