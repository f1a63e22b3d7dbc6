import { randomUUID } from "node:crypto";
import {
  issueCreditNote,
  issueTaxInvoice,
  recordPaymentCaptured,
  recordPaymentVoided,
  recordRefund,
} from "../../command-api/commands/moneyCommands";
import { asCurrentEvent } from "../../domain/events";
import { formatDocumentNumber } from "../../domain/invoicing/documentNumbers";
import type { Position } from "../../domain/ports/eventStore";
import { requestDecider } from "../../domain/request/decider";
import type { RequestEvent } from "../../domain/request/events";
import { creditNotesDue, invoiceDue, paymentActionsDue, refundActionsDue } from "../../domain/request/money";
import type { RequestState } from "../../domain/request/state";
import { SYSTEM } from "../../domain/shared/actor";
import { requestStream } from "../../domain/streams";
import { TEST_CARD_TOKENS } from "../../infra/payments/testProcessor/testCards";
import { createTestProcessor, type TestProcessor } from "../../infra/payments/testProcessor/testProcessor";
import { bookingInput } from "./scenario";
import { run, type TestUser } from "./testClients";
import { startTestServer, type TestServer } from "./testServer";

/*
 * What the money tests share: a server with the test processor as its gateway, a booking walked from
 * quote to completion, and the worker's two processes done in the test's own hand (capture, void,
 * refund; invoice and credit-note numbers), so the GraphQL side is tested against real events. The
 * processes themselves are command-api/payments and command-api/invoicing's to test.
 */

export const SUPPLIER = {
  name: "Roadside Demo FZ-LLC (demo)",
  address: "Dubai Internet City, Dubai, UAE (demo)",
  trn: "100000000000003",
};

export async function startMoneyServer(): Promise<{ server: TestServer; processor: TestProcessor }> {
  const server = await startTestServer();
  const processor = await createTestProcessor(server.sql);
  server.commands.payments = processor;
  return { server, processor };
}

const QUOTE = `mutation Q($input: QuoteInput!) { quoteBooking(input: $input) { id totalAed } }`;
const BOOK = `mutation B($input: RequestServiceInput!) { requestService(input: $input) { id status } }`;
const ACCEPT = `mutation($id: ID!) { acceptJob(requestId: $id) { id } }`;
const START = `mutation($id: ID!) { startJob(requestId: $id) { id } }`;
const COMPLETE = `mutation($id: ID!) { completeJob(requestId: $id) { id status finalPrice } }`;

/** A booking with `captain` chosen, quoted then booked (card: the approved test card), accepted and started. */
export async function startedJob(
  customer: TestUser,
  captain: TestUser,
  method: "CARD" | "CASH",
): Promise<{ requestId: string; totalAed: number }> {
  const input = bookingInput(captain.id);
  const quoted = await run<{ quoteBooking: { id: string; totalAed: number } }>(customer, QUOTE, {
    input: { serviceType: input.serviceType, providerId: captain.id, pickup: input.pickup },
  });
  if (!quoted.data) throw new Error(`quote failed: ${quoted.message}`);
  const { id: quoteId, totalAed } = quoted.data.quoteBooking;
  const booked = await run<{ requestService: { id: string } }>(customer, BOOK, {
    input: {
      ...input,
      paymentMethod: method,
      quoteId,
      ...(method === "CARD" ? { paymentToken: TEST_CARD_TOKENS.approved } : {}),
    },
  });
  if (!booked.data) throw new Error(`booking failed: ${booked.message}`);
  const requestId = booked.data.requestService.id;
  for (const step of [ACCEPT, START]) {
    const done = await run(captain, step, { id: requestId });
    if (done.code) throw new Error(`${step} failed: ${done.message}`);
  }
  return { requestId, totalAed };
}

export async function completeJob(captain: TestUser, requestId: string): Promise<number | null> {
  const done = await run<{ completeJob: { finalPrice: number | null } }>(captain, COMPLETE, {
    id: requestId,
  });
  if (!done.data) throw new Error(`completeJob failed: ${done.message}`);
  return done.data.completeJob.finalPrice;
}

export async function requestState(server: TestServer, requestId: string): Promise<RequestState> {
  const recorded = await server.store.readStream(requestStream(requestId));
  return recorded.reduce(
    (s, e) => requestDecider.evolve(s, asCurrentEvent<RequestEvent>(e)),
    requestDecider.initialState(),
  );
}

const system = () => ({ actor: SYSTEM, correlationId: randomUUID(), causationId: null });
let documents = 0;

/**
 * The worker's payment and invoicing processes for one request, once: captures and voids due,
 * refunds due, the invoice and credit notes due. Waits until the read models have it all.
 */
export async function runWorker(
  server: TestServer,
  processor: TestProcessor,
  requestId: string,
): Promise<void> {
  let last: Position | null = null;
  const note = (position: Position | null) => {
    if (position !== null) last = position;
  };
  let state = await requestState(server, requestId);
  for (const due of paymentActionsDue(state)) {
    if (due.action === "capture") {
      const { capturedFils } = await processor.capture({
        paymentId: due.paymentId,
        amountFils: due.amountFils,
        idempotencyKey: `capture:${due.paymentId}`,
      });
      const recorded = await recordPaymentCaptured(server.commands)(
        { requestId, paymentId: due.paymentId, amountFils: capturedFils },
        system(),
      );
      note(recorded.position);
    } else {
      await processor.void({ paymentId: due.paymentId, idempotencyKey: `void:${due.paymentId}` });
      note(
        (await recordPaymentVoided(server.commands)({ requestId, paymentId: due.paymentId }, system()))
          .position,
      );
    }
  }
  state = await requestState(server, requestId);
  for (const due of refundActionsDue(state)) {
    const { providerRefundId } = await processor.refund({
      paymentId: due.paymentId,
      amountFils: due.amountFils,
      idempotencyKey: `refund:${due.refundId}:${due.paymentId}`,
      reason: "requested_by_customer",
    });
    const recorded = await recordRefund(server.commands)(
      {
        requestId,
        refundId: due.refundId,
        paymentId: due.paymentId,
        amountFils: due.amountFils,
        providerRefundId,
      },
      system(),
    );
    note(recorded.position);
  }
  state = await requestState(server, requestId);
  const parties = { supplier: SUPPLIER, customerName: "Money Test Customer", commissionBasisPoints: 1500 };
  if (invoiceDue(state)) {
    documents += 1;
    const invoiceNumber = `${formatDocumentNumber("tax-invoice", documents)}-${randomUUID().slice(0, 6)}`;
    note(
      (await issueTaxInvoice(server.commands)({ requestId, invoiceNumber, ...parties }, system())).position,
    );
    state = await requestState(server, requestId);
  }
  for (const refundId of creditNotesDue(state)) {
    documents += 1;
    const creditNoteNumber = `${formatDocumentNumber("credit-note", documents)}-${randomUUID().slice(0, 6)}`;
    const issued = await issueCreditNote(server.commands)(
      { requestId, refundId, creditNoteNumber, ...parties },
      system(),
    );
    note(issued.position);
  }
  if (last !== null) await server.runner.waitForPosition(last);
}
