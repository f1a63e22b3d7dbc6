import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_CARD_TOKENS, FakePaymentGateway } from "../../command-api/commands/testing/fakePaymentGateway";
import type { Clock } from "../../domain/ports/clock";
import { requestStream } from "../../domain/streams";
import { bookingInput, signUp } from "../testing/scenario";
import { postGraphql, run, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

/**
 * Issue 20's booking path through GraphQL on the real server: the server's quote (lines, VAT), the
 * booking held to it, the card held before the booking is made (approved, declined, 3-D Secure),
 * cash, and the cancellation fee the customer must confirm once a captain accepted.
 */
let server: TestServer;
let customer: TestUser;
let otherCustomer: TestUser;
let captain: TestUser;
const gateway = new FakePaymentGateway();
/** The real clock, moved forward by what a test asks: a quote expires without waiting 10 minutes. */
let shiftMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + shiftMs) };

beforeAll(async () => {
  server = await startTestServer({}, (sql) => sql, clock, gateway);
  [customer, otherCustomer, captain] = await Promise.all([
    signUp(server, "customer"),
    signUp(server, "customer"),
    // Next to bookingInput's pickup (Dubai Mall): rank #1 in the comparison list.
    signUp(server, "provider", { isOnline: true, latitude: 25.199, longitude: 55.276, name: "Next Door" }),
  ]);
  await server.settle();
}, 120_000);
afterAll(() => server?.close());

const LINE = "code description rank note grossAed netAed vatAed";
const QUOTE = `mutation Q($input: QuoteInput!) { quoteBooking(input: $input) {
  id serviceType providerId lines { ${LINE} } totalAed netAed vatAed vatRatePercent issuedAt validUntil } }`;
const BOOK = `mutation B($input: RequestServiceInput!) { requestService(input: $input) { id status estimatedPrice paymentMethod } }`;
const TERMS = `query T($id: ID!) { cancellationTerms(requestId: $id) { requestId feeAed captainAccepted } }`;
const CANCEL = `mutation C($id: ID!, $fee: Float) { cancelRequest(requestId: $id, reason: "Changed my mind", acceptedFeeAed: $fee) { id status } }`;

interface QuoteView {
  id: string;
  lines: {
    code: string;
    description: string;
    rank: number | null;
    grossAed: number;
    netAed: number;
    vatAed: number;
  }[];
  totalAed: number;
  netAed: number;
  vatAed: number;
  vatRatePercent: number;
  issuedAt: string;
  validUntil: string;
}

const PICKUP = { location: "Dubai Mall", latitude: 25.1972, longitude: 55.2744 };

async function quote(providerId: string | null = null): Promise<QuoteView> {
  const { data, message } = await run<{ quoteBooking: QuoteView }>(customer, QUOTE, {
    input: { serviceType: "TOWING", providerId, pickup: PICKUP },
  });
  if (!data) throw new Error(`quote failed: ${message}`);
  return data.quoteBooking;
}

/** A card booking of bookingInput's towing job (dispatch picks the captain unless one is given). */
function cardBooking(overrides: Record<string, unknown>) {
  return bookingInput(null, { paymentMethod: "CARD", ...overrides });
}

/** The raw answer, for the payment errors' extensions. */
async function bookRaw(input: Record<string, unknown>) {
  const { result } = await postGraphql<{
    requestService: { id: string; status: string; estimatedPrice: number };
  }>(server.url, BOOK, { input }, customer.cookie);
  const error = result.errors?.[0] as { message: string; extensions?: Record<string, unknown> } | undefined;
  return { data: result.data?.requestService ?? null, error };
}

async function eventTypes(requestId: string): Promise<string[]> {
  return (await server.store.readStream(requestStream(requestId))).map((event) => event.type);
}

const keysFor = (requestId: string) =>
  gateway.calls.filter((call) => call.requestId === requestId).map((call) => call.idempotencyKey);

describe("quoteBooking", () => {
  it("names each line and carves the 5% VAT out of it: AED 275.00 = 261.90 + 13.10", async () => {
    const towing = await quote();
    expect(towing.lines).toEqual([
      {
        code: "SERVICE",
        description: "Towing (starting price)",
        rank: null,
        note: null,
        grossAed: 275,
        netAed: 261.9,
        vatAed: 13.1,
      },
    ]);
    expect([towing.totalAed, towing.netAed, towing.vatAed, towing.vatRatePercent]).toEqual([
      275, 261.9, 13.1, 5,
    ]);
    expect(Date.parse(towing.validUntil) - Date.parse(towing.issuedAt)).toBe(600_000);
  });

  it("prices the chosen captain by their rank in the comparison list, as its own line", async () => {
    const ranked = await quote(captain.id);
    expect(
      ranked.lines.map((line) => [line.code, line.rank, line.grossAed, line.netAed, line.vatAed]),
    ).toEqual([
      ["SERVICE", null, 275, 261.9, 13.1],
      // AED -10.00 carries -0.48 VAT (10 × 5/105 = 0.476…, to the nearest fils).
      ["RANK_PRICE", 1, -10, -9.52, -0.48],
    ]);
    expect(ranked.lines[1]!.description).toBe("Captain rank #1 price");
    expect([ranked.totalAed, ranked.netAed, ranked.vatAed]).toEqual([265, 252.38, 12.62]);
  });

  it("shows a quote to its customer only", async () => {
    const issued = await quote();
    const QUERY = `query Q($id: ID!) { quote(id: $id) { id totalAed lines { code } } }`;
    const mine = await run<{ quote: { id: string; totalAed: number } | null }>(customer, QUERY, {
      id: issued.id,
    });
    expect(mine.data?.quote).toMatchObject({ id: issued.id, totalAed: 275 });
    const theirs = await run<{ quote: unknown }>(otherCustomer, QUERY, { id: issued.id });
    expect(theirs.data?.quote).toBeNull();
  });
});

describe("requestService pays before it books", () => {
  it("books a quote: the card is held for its total under the attempt's key, the request is the quote's", async () => {
    const issued = await quote();
    const { data, error } = await bookRaw(
      cardBooking({ quoteId: issued.id, paymentToken: FAKE_CARD_TOKENS.approved }),
    );
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ id: issued.id, status: "PENDING", estimatedPrice: 275 });
    expect(gateway.calls.filter((call) => call.requestId === issued.id)).toEqual([
      expect.objectContaining({ amountFils: 27_500, idempotencyKey: `authorize:${issued.id}:1` }),
    ]);
    expect(await eventTypes(issued.id)).toEqual(["QuoteIssued", "PaymentAuthorized", "ServiceRequested"]);
  });

  it("refuses an expired quote before asking the card for anything", async () => {
    const issued = await quote();
    shiftMs += 601_000;
    try {
      const { data, error } = await bookRaw(
        cardBooking({ quoteId: issued.id, paymentToken: FAKE_CARD_TOKENS.approved }),
      );
      expect(data).toBeNull();
      expect(error?.extensions).toMatchObject({ code: "CONFLICT", field: "quoteId" });
      expect(error?.message).toMatch(/quote expired/);
    } finally {
      shiftMs -= 601_000;
    }
    expect(keysFor(issued.id)).toEqual([]);
    expect(await eventTypes(issued.id)).toEqual(["QuoteIssued"]);
  });

  it("without a quote prices the booking itself and quotes it in the same append", async () => {
    const { data, error } = await bookRaw(cardBooking({ paymentToken: FAKE_CARD_TOKENS.approved }));
    expect(error).toBeUndefined();
    expect(data?.estimatedPrice).toBe(275);
    expect(await eventTypes(data!.id)).toEqual(["QuoteIssued", "PaymentAuthorized", "ServiceRequested"]);
  });

  it("a declined card makes no booking, is recorded, and says why; another card then books the quote", async () => {
    const issued = await quote();
    const declined = await bookRaw(
      cardBooking({ quoteId: issued.id, paymentToken: FAKE_CARD_TOKENS.insufficientFunds }),
    );
    expect(declined.data).toBeNull();
    expect(declined.error?.extensions).toMatchObject({
      code: "PAYMENT_DECLINED",
      reason: "insufficient-funds",
    });
    expect(declined.error?.message).toBe(
      "Your card was declined (insufficient funds). No booking was made: try another card or pay cash.",
    );
    expect(await eventTypes(issued.id)).toEqual(["QuoteIssued", "PaymentDeclined"]);

    const booked = await bookRaw(
      cardBooking({ quoteId: issued.id, paymentToken: FAKE_CARD_TOKENS.approved }),
    );
    expect(booked.data).toMatchObject({ id: issued.id, status: "PENDING" });
    // The declined attempt moved the key on: the new card is a fresh attempt.
    expect(keysFor(issued.id)).toEqual([`authorize:${issued.id}:1`, `authorize:${issued.id}:2`]);
  });

  it("a declined card without a quote leaves the quote it was priced at, to book again with", async () => {
    const declined = await bookRaw(cardBooking({ paymentToken: FAKE_CARD_TOKENS.declined }));
    expect(declined.error?.extensions).toMatchObject({ code: "PAYMENT_DECLINED", reason: "declined" });
    const quoteId = declined.error!.extensions!.quoteId as string;
    expect(await eventTypes(quoteId)).toEqual(["QuoteIssued", "PaymentDeclined"]);
  });

  it("3-D Secure: the client is told how to confirm, then the same quote and card book on the confirmed hold", async () => {
    const issued = await quote();
    const asked = await bookRaw(
      cardBooking({ quoteId: issued.id, paymentToken: FAKE_CARD_TOKENS.requiresAction }),
    );
    expect(asked.data).toBeNull();
    expect(asked.error?.extensions).toMatchObject({
      code: "PAYMENT_REQUIRES_ACTION",
      quoteId: issued.id,
      paymentId: expect.any(String),
      confirmUrl: expect.stringContaining("/confirm/"),
    });
    expect(await eventTypes(issued.id)).toEqual(["QuoteIssued"]);
    gateway.confirm(asked.error!.extensions!.paymentId as string, "approve");

    const booked = await bookRaw(
      cardBooking({ quoteId: issued.id, paymentToken: FAKE_CARD_TOKENS.requiresAction }),
    );
    expect(booked.error).toBeUndefined();
    expect(booked.data).toMatchObject({ id: issued.id, status: "PENDING" });
    expect(keysFor(issued.id)).toEqual([`authorize:${issued.id}:1`, `authorize:${issued.id}:1`]);
    expect(await eventTypes(issued.id)).toEqual(["QuoteIssued", "PaymentAuthorized", "ServiceRequested"]);
  });

  it("cash books without a card", async () => {
    const issued = await quote();
    const { data, error } = await bookRaw(bookingInput(null, { paymentMethod: "CASH", quoteId: issued.id }));
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ id: issued.id, status: "PENDING" });
    expect(keysFor(issued.id)).toEqual([]);
    expect(await eventTypes(issued.id)).toEqual(["QuoteIssued", "ServiceRequested"]);
  });

  it("a card booking without the card's token is refused naming paymentToken", async () => {
    const { data, error } = await bookRaw(cardBooking({}));
    expect(data).toBeNull();
    expect(error?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "paymentToken" });
    expect(error?.message).toBe("paymentToken: a card booking needs the card's token from the payment form");
  });
});

describe("cancelRequest and its fee", () => {
  it("is free before a captain accepts", async () => {
    const { data } = await bookRaw(cardBooking({ paymentToken: FAKE_CARD_TOKENS.approved }));
    const terms = await run<{ cancellationTerms: unknown }>(customer, TERMS, { id: data!.id });
    expect(terms.data?.cancellationTerms).toEqual({ requestId: data!.id, feeAed: 0, captainAccepted: false });
    const cancelled = await run<{ cancelRequest: { status: string } }>(customer, CANCEL, { id: data!.id });
    expect(cancelled.data?.cancelRequest.status).toBe("CANCELLED");
  });

  it("after a captain accepted, costs the fee the terms show, which the customer must confirm exactly", async () => {
    const { data } = await bookRaw(
      cardBooking({ providerId: captain.id, paymentToken: FAKE_CARD_TOKENS.approved }),
    );
    const id = data!.id;
    const accepted = await run(captain, `mutation A($id: ID!) { acceptJob(requestId: $id) { id } }`, { id });
    expect(accepted.message).toBeNull();
    const terms = await run<{ cancellationTerms: { feeAed: number; captainAccepted: boolean } }>(
      customer,
      TERMS,
      {
        id,
      },
    );
    expect(terms.data?.cancellationTerms).toEqual({ requestId: id, feeAed: 50, captainAccepted: true });
    for (const fee of [null, 20]) {
      const refused = await run(customer, CANCEL, { id, fee });
      expect(refused.code).toBe("CONFLICT");
      expect(refused.message).toBe(
        "cancelling now costs AED 50.00 because a captain is on the way: confirm the fee to cancel",
      );
    }
    const cancelled = await run<{ cancelRequest: { status: string } }>(customer, CANCEL, { id, fee: 50 });
    expect(cancelled.data?.cancelRequest.status).toBe("CANCELLED");
    expect(await eventTypes(id)).toContain("CancellationFeeCharged");
  });

  it("is shown to the request's customer only", async () => {
    const { data } = await bookRaw(cardBooking({ paymentToken: FAKE_CARD_TOKENS.approved }));
    const stranger = await run(otherCustomer, TERMS, { id: data!.id });
    expect(stranger.code).toBe("NOT_FOUND");
  });
});
