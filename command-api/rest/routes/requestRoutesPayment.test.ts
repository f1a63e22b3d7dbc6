import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARD_TOKENS } from "../../../infra/payments/testProcessor/testCards";
import type { ApiClient } from "../testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "../testing/apiTestServer";
import { bookingPayload, DEMO } from "../testing/demoActors";

/**
 * Issue 20's booking path on the REST facade, on the real composition root and its embedded test
 * processor: POST /api/quotes, POST /api/requests with quoteId and paymentToken (402 when the card
 * does not pay), and PATCH cancel with the confirmed fee. The quote's expiry is tested over GraphQL,
 * where the test server's clock can be moved (graphql/tests/bookingPayment.test.ts).
 */
let server: ApiTestServer;
let customer: ApiClient;
let provider: ApiClient;

beforeAll(async () => {
  server = await startApiTestServer();
  [customer, provider] = await Promise.all([
    server.signIn(DEMO.customer.email),
    server.signIn(DEMO.provider.email),
  ]);
});
afterAll(() => server?.close());

interface QuoteJson {
  id: string;
  lines: { code: string; description: string; grossAed: number; netAed: number; vatAed: number }[];
  totalAed: number;
  netAed: number;
  vatAed: number;
  vatRatePercent: number;
  validUntil: string;
}

const PICKUP = { pickupLatitude: 25.1972, pickupLongitude: 55.2796 };

async function quote(providerId: string | null = null): Promise<QuoteJson> {
  const answer = await customer.post<QuoteJson>("/api/quotes", {
    serviceType: "towing",
    providerId,
    ...PICKUP,
  });
  expect(answer.status, answer.body).toBe(201);
  return answer.json;
}

/** A card booking of the demo payload (dispatch picks the captain unless one is given). */
const cardBooking = (overrides: Record<string, unknown>) =>
  bookingPayload({ providerId: null, paymentMethod: "card", ...overrides });

describe("POST /api/quotes", () => {
  it("names each line with its VAT carved out: AED 275.00 = 261.90 + 13.10", async () => {
    const towing = await quote();
    expect(towing.lines).toEqual([
      {
        code: "service",
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
  });

  it("is for customers only, and names a bad field", async () => {
    expect((await provider.post("/api/quotes", { serviceType: "towing", ...PICKUP })).status).toBe(403);
    const bad = await customer.post("/api/quotes", {
      serviceType: "towing",
      pickupLatitude: 95,
      pickupLongitude: 55,
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ field: "pickupLatitude" });
  });
});

describe("POST /api/requests pays before it books", () => {
  it("books a quote by card: the request is the quote, at its total", async () => {
    const issued = await quote();
    const booked = await customer.post<{ id: string; estimatedPrice: number; status: string }>(
      "/api/requests",
      cardBooking({ quoteId: issued.id, paymentToken: TEST_CARD_TOKENS.approved }),
    );
    expect(booked.status, booked.body).toBe(201);
    expect(booked.json).toMatchObject({ id: issued.id, estimatedPrice: 275, status: "pending" });
  });

  it("books without a quote (the spec's payload) by card", async () => {
    const booked = await customer.post<{ estimatedPrice: number }>(
      "/api/requests",
      cardBooking({ paymentToken: TEST_CARD_TOKENS.approved }),
    );
    expect(booked.status, booked.body).toBe(201);
    expect(booked.json.estimatedPrice).toBe(275);
  });

  it("a declined card answers 402 with the reason, and no booking is made", async () => {
    const issued = await quote();
    const declined = await customer.post(
      "/api/requests",
      cardBooking({ quoteId: issued.id, paymentToken: TEST_CARD_TOKENS.insufficientFunds }),
    );
    expect(declined.status).toBe(402);
    expect(declined.json).toEqual({
      error:
        "Your card was declined (insufficient funds). No booking was made: try another card or pay cash.",
      code: "payment_declined",
      reason: "insufficient-funds",
      quoteId: issued.id,
    });
    expect((await customer.get(`/api/requests/${issued.id}`)).status).toBe(404);
    // Another card books the same quote.
    const booked = await customer.post(
      "/api/requests",
      cardBooking({ quoteId: issued.id, paymentToken: TEST_CARD_TOKENS.approved }),
    );
    expect(booked.status, booked.body).toBe(201);
  });

  it("3-D Secure: 402 with where to confirm; once confirmed, the same quote and card book", async () => {
    const issued = await quote();
    const booking = cardBooking({ quoteId: issued.id, paymentToken: TEST_CARD_TOKENS.requiresAction });
    const asked = await customer.post<{ code: string; confirmUrl: string; paymentId: string }>(
      "/api/requests",
      booking,
    );
    expect(asked.status).toBe(402);
    expect(asked.json).toMatchObject({
      code: "payment_requires_action",
      quoteId: issued.id,
      paymentId: expect.any(String),
      confirmUrl: expect.any(String),
    });
    const confirmed = await customer.post(asked.json.confirmUrl, { outcome: "approve" });
    expect(confirmed.status, confirmed.body).toBe(204);
    const booked = await customer.post<{ id: string }>("/api/requests", booking);
    expect(booked.status, booked.body).toBe(201);
    expect(booked.json.id).toBe(issued.id);
  });

  it("cash books without a card", async () => {
    const issued = await quote();
    const booked = await customer.post(
      "/api/requests",
      bookingPayload({ providerId: null, paymentMethod: "cash", quoteId: issued.id }),
    );
    expect(booked.status, booked.body).toBe(201);
  });

  it("a card booking without the card's token is refused naming paymentToken", async () => {
    const refused = await customer.post("/api/requests", cardBooking({}));
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      error: "paymentToken: a card booking needs the card's token from the payment form",
      reason: "payment.cardNeedsToken",
      params: { field: "paymentToken" },
      field: "paymentToken",
    });
  });

  it("an unknown quote is 404 naming quoteId", async () => {
    const refused = await customer.post(
      "/api/requests",
      cardBooking({
        quoteId: "01a21a87-d3e9-7628-a73e-adef936c96b3",
        paymentToken: TEST_CARD_TOKENS.approved,
      }),
    );
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ field: "quoteId" });
  });
});

describe("PATCH /api/requests/{id} cancelled, and its fee", () => {
  it("is free before a captain accepts", async () => {
    const booked = await customer.post<{ id: string }>(
      "/api/requests",
      cardBooking({ paymentToken: TEST_CARD_TOKENS.approved }),
    );
    const cancelled = await customer.patch(`/api/requests/${booked.json.id}`, { status: "cancelled" });
    expect(cancelled.status, cancelled.body).toBe(200);
    expect(cancelled.json).toMatchObject({ status: "cancelled" });
  });

  it("after a captain accepted, needs the fee confirmed exactly; the message says how much", async () => {
    const booked = await customer.post<{ id: string }>(
      "/api/requests",
      cardBooking({ providerId: DEMO.provider.id, paymentToken: TEST_CARD_TOKENS.approved }),
    );
    expect(booked.status, booked.body).toBe(201);
    const id = booked.json.id;
    expect((await provider.patch(`/api/requests/${id}`, { status: "accepted" })).status).toBe(200);
    for (const body of [{ status: "cancelled" }, { status: "cancelled", acceptedFee: 20 }]) {
      const refused = await customer.patch(`/api/requests/${id}`, body);
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({
        error: "cancelling now costs AED 50.00 because a captain is on the way: confirm the fee to cancel",
      });
    }
    const cancelled = await customer.patch(`/api/requests/${id}`, { status: "cancelled", acceptedFee: 50 });
    expect(cancelled.status, cancelled.body).toBe(200);
    expect(cancelled.json).toMatchObject({ status: "cancelled" });
  });
});
