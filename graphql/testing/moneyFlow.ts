import { issueDueDocuments } from "../../command-api/invoicing/invoicingProcess";
import { requestInvoicingPort } from "../../command-api/invoicing/requestInvoicingPort";
import { settleRequestPayments } from "../../command-api/payments/paymentProcess";
import { requestPaymentPort } from "../../command-api/payments/requestPaymentPort";
import { asCurrentEvent } from "../../domain/events";
import { requestDecider } from "../../domain/request/decider";
import type { RequestEvent } from "../../domain/request/events";
import type { RequestState } from "../../domain/request/state";
import { requestStream } from "../../domain/streams";
import { TEST_CARD_TOKENS } from "../../infra/payments/testProcessor/testCards";
import { createTestProcessor, type TestProcessor } from "../../infra/payments/testProcessor/testProcessor";
import { accountById } from "../../projections/read-models/accounts/queries";
import { bookingInput } from "./scenario";
import { run, type TestUser } from "./testClients";
import { startTestServer, type TestServer } from "./testServer";

/*
 * What the money tests share: a server with the test processor as its gateway, a booking walked from
 * quote to completion, and the worker's two processes run once in the test's own hand, so the
 * GraphQL side is tested against real events. The processes' queues and retries are
 * command-api/payments and command-api/invoicing's to test.
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

const quiet = { info() {}, warn() {} };

/**
 * The worker's payment and invoicing processes for one request, once, through their own
 * per-request functions: captures and voids due, refunds due, then the invoice and credit notes due.
 * Waits until the read models have it all.
 */
export async function runWorker(
  server: TestServer,
  processor: TestProcessor,
  requestId: string,
): Promise<void> {
  const causationId = (await server.store.readStream(requestStream(requestId))).at(-1)?.metadata.eventId;
  if (!causationId) throw new Error(`request ${requestId} has no events`);
  await settleRequestPayments(
    { gateway: processor, requests: requestPaymentPort(server.commands), log: quiet },
    requestId,
    causationId,
  );
  // The customer's name comes from the accounts read model, which must have caught up first.
  await server.settle();
  await issueDueDocuments(
    {
      store: server.store,
      requests: requestInvoicingPort(server.commands),
      customers: { nameOf: async (id) => (await accountById(server.sql, id))?.name ?? null },
      clock: server.commands.clock,
      supplier: SUPPLIER,
      commissionBasisPoints: 1500,
      log: quiet,
    },
    requestId,
    causationId,
  );
  await server.settle();
}
