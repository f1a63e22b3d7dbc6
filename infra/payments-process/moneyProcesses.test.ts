import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CommandDeps } from "../../command-api/commandDeps";
import { registerAccount } from "../../command-api/commands/registration";
import { handleCommand } from "../../command-api/handleCommand";
import { pdfText } from "../../command-api/invoicing/testing/pdfText";
import { RecordingGateway } from "../../command-api/payments/testing/recordingGateway";
import { currentSchemaVersion } from "../../domain/events";
import type { EventStore, RecordedEvent } from "../../domain/ports/eventStore";
import type { MailMessage } from "../../domain/ports/mailer";
import type { PaymentGateway } from "../../domain/ports/paymentGateway";
import type { Sql } from "../../domain/ports/sql";
import { requestDecider } from "../../domain/request/decider";
import type { RequestEvent } from "../../domain/request/events";
import {
  booked,
  cardAcceptedBy,
  cardCompletedBy,
  cashCompletedBy,
  PAYMENT_ID,
  quoted,
} from "../../domain/request/request.fixtures";
import { SYSTEM } from "../../domain/shared/actor";
import { requestStream } from "../../domain/streams";
import { plainTextHasher } from "../../graphql/testing/plainTextHasher";
import { accountsProjection } from "../../projections/read-models/accounts/projection";
import { createInProcessProjectionLock } from "../../projections/runner/inProcessProjectionLock";
import { createProjectionRunner, type ProjectionRunner } from "../../projections/runner/projectionRunner";
import { openPgliteEventStore } from "../eventstore/openPgliteEventStore";
import { startInvoicing } from "../invoicing/startInvoicing";
import { createInProcessLiveBus } from "../livebus/inProcessLiveBus";
import { TEST_CARD_TOKENS } from "../payments/testProcessor/testCards";
import { createTestProcessor } from "../payments/testProcessor/testProcessor";
import { uuidV7Ids } from "../runtime/uuidV7Ids";
import { startPaymentsProcess } from "./startPaymentsProcess";

/** What the processes log, as signals a test waits on (no sleeps). */
class Signals {
  private readonly seen: string[] = [];
  private waiters: { message: string; count: number; resolve: () => void }[] = [];
  readonly log = {
    info: (_details: object, message: string) => this.hear(message),
    warn: (_details: object, message: string) => this.hear(message),
  };
  count(message: string) {
    return this.seen.filter((m) => m === message).length;
  }
  /** Resolves once `message` was logged `count` times in all. */
  until(message: string, count = 1): Promise<void> {
    if (this.count(message) >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ message, count, resolve }));
  }
  private hear(message: string) {
    this.seen.push(message);
    this.waiters = this.waiters.filter((w) => {
      if (this.count(w.message) < w.count) return true;
      w.resolve();
      return false;
    });
  }
}

const supplier = { name: "Roadside Demo Services LLC", address: "Al Quoz 1, Dubai", trn: "100123456700003" };
const lock = createInProcessProjectionLock();
let store: EventStore;
let sql: Sql;
let accounts: ProjectionRunner;
let commands: CommandDeps;
let customerId: string;
let stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  ({ store, sql } = await openPgliteEventStore({ memory: true }));
  commands = {
    store,
    clock: { now: () => new Date() },
    ids: uuidV7Ids,
    hasher: plainTextHasher,
    offerTtlSeconds: 30,
  };
  accounts = createProjectionRunner({
    store,
    sql,
    lock,
    liveBus: createInProcessLiveBus(),
    projections: [accountsProjection],
  });
  await accounts.start();
  customerId = randomUUID();
  const { position } = await registerAccount(commands)(
    {
      accountId: customerId,
      name: "Aisha Al Mansoori",
      email: "aisha@example.ae",
      phone: "+971 50 700 1234",
      password: "tow-truck-7",
      userType: "customer",
    },
    { actor: SYSTEM, correlationId: randomUUID(), causationId: null },
  );
  if (position) await accounts.waitForPosition(position);
}, 180_000);
afterEach(async () => {
  for (const stop of stops) await stop();
  stops = [];
});
afterAll(async () => {
  await accounts?.stop();
  await store?.close();
});

async function startProcesses(gateway: PaymentGateway, mails: MailMessage[], signals: Signals) {
  const payments = await startPaymentsProcess({
    store,
    sql,
    lock,
    gateway,
    commands,
    log: signals.log,
    retryMs: 50,
  });
  const invoicing = await startInvoicing({
    store,
    sql,
    lock,
    commands,
    mailer: { send: async (m) => void mails.push(m) },
    supplier,
    commissionBasisPoints: 1500,
    publicUrl: "https://roadside.test",
    log: signals.log,
    retryMs: 50,
  });
  const stop = async () => {
    await payments.stop();
    await invoicing.stop();
  };
  stops.push(stop);
  return stop;
}

/** A request's history as the decider writes it (its fixtures), for this test's request and customer. */
async function history(requestId: string, events: RequestEvent[]) {
  await store.appendToStream(
    requestStream(requestId),
    events.map((e) => ({
      type: e.type,
      data: {
        ...e.data,
        requestId,
        ...("customerId" in e.data ? { customerId } : {}),
        ...paymentIdOf(requestId, e),
      },
      metadata: {
        eventId: randomUUID(),
        correlationId: randomUUID(),
        causationId: null,
        actor: SYSTEM,
        occurredAt: new Date().toISOString(),
        schemaVersion: currentSchemaVersion(e.type),
      },
    })),
    { expected: "any" },
  );
}
const paymentIdOf = (requestId: string, e: RequestEvent) =>
  "paymentId" in e.data && e.data.paymentId === PAYMENT_ID ? { paymentId: `${requestId}-pay` } : {};

const typesOf = async (requestId: string) =>
  (await store.readStream(requestStream(requestId))).map((e: RecordedEvent) => e.type);

async function refund(requestId: string, amountFils: number) {
  await handleCommand(
    commands,
    requestStream(requestId),
    requestDecider,
    {
      type: "RequestRefund",
      actor: { userId: "admin-1", role: "admin" },
      at: new Date().toISOString(),
      requestId,
      refundId: randomUUID(),
      amountFils,
      reason: "captain arrived late",
    },
    { actor: { userId: "admin-1", role: "admin" }, correlationId: randomUUID(), causationId: null },
    new Date().toISOString(),
  );
}

describe("payment and invoicing processes on the worker, with the decider", () => {
  it("capture at completion, tax invoice mailed with its PDF; a half refund, its credit note; a restart repeats nothing", async () => {
    const requestId = randomUUID();
    const gateway = new RecordingGateway();
    gateway.hold(`${requestId}-pay`, 27_500);
    const mails: MailMessage[] = [];
    const signals = new Signals();
    const stop = await startProcesses(gateway, mails, signals);
    await history(requestId, cardCompletedBy());
    await signals.until("invoicing: document mailed");
    await signals.until("payments: captured");

    expect(gateway.movements).toEqual([
      {
        kind: "capture",
        paymentId: `${requestId}-pay`,
        amountFils: 27_500,
        idempotencyKey: `capture:${requestId}-pay`,
      },
    ]);
    const invoice = (await store.readStream(requestStream(requestId))).find(
      (e) => e.type === "TaxInvoiceIssued",
    )!;
    const invoiceNumber = (invoice.data as { invoiceNumber: string }).invoiceNumber;
    expect(invoice.data).toMatchObject({
      customerName: "Aisha Al Mansoori",
      supplier,
      commissionBasisPoints: 1500,
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "aisha@example.ae" });
    const text = await pdfText(mails[0]!.attachments![0]!.content);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(invoiceNumber);
    expect(text).toContain("TRN: 100123456700003");
    expect(text).toContain("VAT (5 %) AED 13.10");
    expect(text).toContain("Total incl. VAT AED 275.00");

    // Restarted: the queues' checkpoints and the work log hold; nothing moves or mails again.
    await stop();
    await startProcesses(gateway, mails, signals);
    await refund(requestId, 13_750);
    await signals.until("invoicing: document mailed", 2);
    expect(gateway.movements.map((m) => [m.kind, m.amountFils, m.idempotencyKey])).toEqual([
      ["capture", 27_500, `capture:${requestId}-pay`],
      ["refund", 13_750, expect.stringMatching(new RegExp(`^refund:.+:${requestId}-pay$`))],
    ]);
    const types = await typesOf(requestId);
    expect(types.filter((t) => t === "PaymentCaptured")).toHaveLength(1);
    expect(types.filter((t) => t === "PaymentRefunded")).toHaveLength(1);
    expect(types.filter((t) => t === "TaxInvoiceIssued")).toHaveLength(1);
    expect(types.filter((t) => t === "CreditNoteIssued")).toHaveLength(1);
    expect(mails).toHaveLength(2);
    const credit = await pdfText(mails[1]!.attachments![0]!.content);
    expect(credit).toContain("Tax Credit Note");
    expect(credit).toContain(`Refers to tax invoice ${invoiceNumber}`);
    expect(credit).toContain("Total credited incl. VAT AED 137.50");
  });

  it("voids the hold of a request cancelled before anyone accepted", async () => {
    const requestId = randomUUID();
    const gateway = new RecordingGateway();
    gateway.hold(`${requestId}-pay`, 27_500);
    const signals = new Signals();
    await startProcesses(gateway, [], signals);
    await history(requestId, [quoted(), ...booked()]);
    await handleCommand(
      commands,
      requestStream(requestId),
      requestDecider,
      {
        type: "CancelRequest",
        actor: { userId: customerId, role: "customer" },
        at: new Date().toISOString(),
        requestId,
        reason: null,
        acceptedFeeFils: null,
        cancellationFeePolicyFils: 5_000,
      },
      { actor: { userId: customerId, role: "customer" }, correlationId: randomUUID(), causationId: null },
      new Date().toISOString(),
    );
    await signals.until("payments: hold voided");
    expect(gateway.movements).toEqual([
      { kind: "void", paymentId: `${requestId}-pay`, amountFils: 0, idempotencyKey: `void:${requestId}-pay` },
    ]);
    expect(await typesOf(requestId)).toContain("PaymentVoided");
  });

  it("takes the fee from the hold of a request cancelled after a captain accepted, and invoices the fee", async () => {
    const requestId = randomUUID();
    const gateway = new RecordingGateway();
    gateway.hold(`${requestId}-pay`, 27_500);
    const mails: MailMessage[] = [];
    const signals = new Signals();
    await startProcesses(gateway, mails, signals);
    await history(requestId, cardAcceptedBy());
    await handleCommand(
      commands,
      requestStream(requestId),
      requestDecider,
      {
        type: "CancelRequest",
        actor: { userId: customerId, role: "customer" },
        at: new Date().toISOString(),
        requestId,
        reason: null,
        acceptedFeeFils: 5_000,
        cancellationFeePolicyFils: 5_000,
      },
      { actor: { userId: customerId, role: "customer" }, correlationId: randomUUID(), causationId: null },
      new Date().toISOString(),
    );
    await signals.until("payments: captured");
    await signals.until("invoicing: document mailed");
    expect(gateway.movements).toEqual([
      {
        kind: "capture",
        paymentId: `${requestId}-pay`,
        amountFils: 5_000,
        idempotencyKey: `capture:${requestId}-pay`,
      },
    ]);
    const text = await pdfText(mails[0]!.attachments![0]!.content);
    expect(text).toContain("Cancellation fee 47.62 5 % 2.38 50.00");
  });

  it("with the embedded test processor: the hold it granted is captured in full at completion, once across a restart", async () => {
    const processor = await createTestProcessor(sql);
    const requestId = randomUUID();
    const hold = await processor.authorize({
      amountFils: 27_500,
      paymentToken: TEST_CARD_TOKENS.approved,
      idempotencyKey: `authorize:${requestId}:1`,
      description: "Towing",
      requestId,
      customerId,
    });
    if (hold.outcome !== "authorized") throw new Error(`expected a hold, got ${hold.outcome}`);
    const signals = new Signals();
    const stop = await startProcesses(processor, [], signals);
    const events = cardCompletedBy().map((e) =>
      "paymentId" in e.data && e.data.paymentId === PAYMENT_ID
        ? { ...e, data: { ...e.data, paymentId: hold.paymentId } }
        : e,
    ) as RequestEvent[];
    await history(requestId, events);
    await signals.until("payments: captured");
    await stop();
    await startProcesses(processor, [], signals);
    await refund(requestId, 2_500);
    await signals.until("payments: refunded");
    // The invoice and the refund's credit note are issued and mailed too (nothing left for the next test).
    await signals.until("invoicing: document mailed", 2);
    expect(await processor.retrieve(hold.paymentId)).toMatchObject({
      status: "captured",
      authorizedFils: 27_500,
      capturedFils: 27_500,
      refundedFils: 2_500,
    });
    expect(signals.count("payments: captured")).toBe(1);
  });

  it("invoices a cash job at completion and moves nothing at the processor", async () => {
    const requestId = randomUUID();
    const gateway = new RecordingGateway();
    const mails: MailMessage[] = [];
    const signals = new Signals();
    await startProcesses(gateway, mails, signals);
    await history(requestId, cashCompletedBy());
    await signals.until("invoicing: document mailed");
    expect(gateway.calls).toEqual([]);
    const text = await pdfText(mails[0]!.attachments![0]!.content);
    expect(text).toContain("Payment method: Cash");
    expect(text).toContain("Total incl. VAT AED 275.00");
  });
});
