import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "../testing/apiTestServer";

const PASSWORD = "tow-truck-7";
const WEBHOOK_SECRET = "whsec_paymentProcessorRoutesTest";
const REQUIRES_ACTION_TOKEN = "tok_test_4000002760003184";

async function signUp(server: ApiTestServer, userType: "customer" | "provider") {
  const email = `${userType}-${randomUUID()}@example.ae`;
  const response = await server.anonymous.post<{ id: string }>("/api/auth/register", {
    name: `A ${userType}`,
    email,
    password: PASSWORD,
    phone: "+971 50 700 1234",
    userType,
    latitude: 25.2,
    longitude: 55.27,
  });
  expect(response.status, response.body).toBe(201);
  return { id: response.json.id, client: await server.signIn(email, PASSWORD) };
}

const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvc: "123" };

describe("the test card processor's routes (PAYMENT_PROVIDER=test)", () => {
  let server: ApiTestServer;
  let customer: { id: string; client: ApiClient };
  let otherCustomer: { id: string; client: ApiClient };
  let captain: { id: string; client: ApiClient };
  beforeAll(async () => {
    server = await startApiTestServer({ env: { SEED_DEMO: "0" } });
    [customer, otherCustomer, captain] = await Promise.all([
      signUp(server, "customer"),
      signUp(server, "customer"),
      signUp(server, "provider"),
    ]);
  }, 120_000);
  afterAll(() => server?.close());

  it("tokenizes a documented card for a signed-in customer", async () => {
    const response = await customer.client.post("/api/payments/test-processor/tokens", card);
    expect(response.status, response.body).toBe(201);
    expect(response.json).toEqual({ token: "tok_test_4242424242424242", brand: "visa", last4: "4242" });
    const mastercard = await customer.client.post("/api/payments/test-processor/tokens", {
      ...card,
      number: "5555555555554444",
      expMonth: "7",
      expYear: "2040",
    });
    expect(mastercard.json).toEqual({
      token: "tok_test_5555555555554444",
      brand: "mastercard",
      last4: "4444",
    });
  });

  it("names the field at fault", async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ ...card, number: "4242 4242 4242 4241" }, "number", /not a valid card number/],
      [{ ...card, number: "4242" }, "number", /16 digits/],
      [{ ...card, expMonth: 13 }, "expMonth", /month/],
      [{ ...card, expYear: 2001 }, "expYear", /expired/],
      [{ ...card, cvc: "1" }, "cvc", /3 digits/],
      [{ number: card.number, expMonth: 1, expYear: 2040 }, "cvc", /3 digits/],
    ];
    for (const [body, field, message] of cases) {
      const response = await customer.client.post<{ error: string; field: string }>(
        "/api/payments/test-processor/tokens",
        body,
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.field).toBe(field);
      expect(response.json.error).toMatch(message);
    }
  });

  it("is for signed-in customers", async () => {
    expect((await server.anonymous.post("/api/payments/test-processor/tokens", card)).status).toBe(401);
    expect((await captain.client.post("/api/payments/test-processor/tokens", card)).status).toBe(403);
  });

  it("3-D Secure: only the customer who booked answers it, then the same key finds the hold", async () => {
    const payments = server.app.commands.payments!;
    const input = {
      requestId: randomUUID(),
      customerId: customer.id,
      description: "tow",
      amountFils: 27_500,
      paymentToken: REQUIRES_ACTION_TOKEN,
      idempotencyKey: `authorize:${randomUUID()}:1`,
    };
    const first = await payments.authorize(input);
    if (first.outcome !== "requires-action")
      throw new Error(`expected requires-action, got ${first.outcome}`);
    const url = first.confirmUrl!;
    expect((await otherCustomer.client.post(url, { outcome: "approve" })).status).toBe(403);
    expect((await captain.client.post(url, { outcome: "approve" })).status).toBe(403);
    expect((await server.anonymous.post(url, { outcome: "approve" })).status).toBe(401);
    const bad = await customer.client.post<{ field: string }>(url, { outcome: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe("outcome");
    expect(
      (
        await customer.client.post("/api/payments/test-processor/authentications/pay_test_none", {
          outcome: "approve",
        })
      ).status,
    ).toBe(404);

    expect((await customer.client.post(url, { outcome: "approve" })).status).toBe(204);
    expect((await customer.client.post(url, { outcome: "approve" })).status).toBe(204);
    expect((await customer.client.post(url, { outcome: "fail" })).status).toBe(409);
    expect(await payments.authorize(input)).toMatchObject({
      outcome: "authorized",
      paymentId: first.paymentId,
    });
  });

  it("failing 3-D Secure turns the same key's answer into a decline", async () => {
    const payments = server.app.commands.payments!;
    const input = {
      requestId: randomUUID(),
      customerId: customer.id,
      description: "tow",
      amountFils: 27_500,
      paymentToken: REQUIRES_ACTION_TOKEN,
      idempotencyKey: `authorize:${randomUUID()}:1`,
    };
    const first = await payments.authorize(input);
    if (first.outcome !== "requires-action")
      throw new Error(`expected requires-action, got ${first.outcome}`);
    expect((await customer.client.post(first.confirmUrl!, { outcome: "fail" })).status).toBe(204);
    expect(await payments.authorize(input)).toMatchObject({
      outcome: "declined",
      reason: "authentication-failed",
    });
  });

  it("the Stripe webhook is not served while the test processor runs", async () => {
    const response = await server.anonymous.send("POST", "/api/payments/webhooks/stripe", undefined, {
      rawPayload: "{}",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
    });
    expect(response.status).toBe(404);
  });

  it("the REST document lists the payment routes", () => {
    const paths = server.app.restRoutes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "POST /api/payments/test-processor/tokens",
        "POST /api/payments/test-processor/authentications/{paymentId}",
        "POST /api/payments/webhooks/stripe",
      ]),
    );
  });
});

describe("Stripe webhooks (PAYMENT_PROVIDER=stripe)", () => {
  let server: ApiTestServer;
  let customer: { id: string; client: ApiClient };
  beforeAll(async () => {
    server = await startApiTestServer({
      env: {
        SEED_DEMO: "0",
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_neverCalledInTheseTests",
        STRIPE_PUBLISHABLE_KEY: "pk_test_neverCalledInTheseTests",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
    customer = await signUp(server, "customer");
  }, 120_000);
  afterAll(() => server?.close());

  const stripeEvent = (object: Record<string, unknown>, type = "payment_intent.amount_capturable_updated") =>
    JSON.stringify({
      id: `evt_${randomUUID().replaceAll("-", "")}`,
      object: "event",
      type,
      created: 1_764_000_000,
      data: { object },
    });

  const deliver = (
    payload: string,
    signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    server.anonymous.send<{ received: boolean; error?: string; field?: string }>(
      "POST",
      "/api/payments/webhooks/stripe",
      undefined,
      {
        rawPayload: payload,
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
      },
    );

  const recorded = async (notificationId: string) =>
    (await server.app.commands.store.readStream("processor-notifications-stripe")).filter(
      (e) => (e.data as { notificationId: string }).notificationId === notificationId,
    );

  it("records a signed event once, however often Stripe redelivers it", async () => {
    const requestId = randomUUID();
    const payload = stripeEvent({
      id: "pi_3ABC",
      object: "payment_intent",
      amount: 27_500,
      amount_received: 0,
      status: "requires_capture",
      metadata: { requestId },
    });
    const notificationId = JSON.parse(payload).id as string;
    const first = await deliver(payload);
    expect(first.status, first.body).toBe(200);
    expect(first.json).toEqual({ received: true });
    // A redelivery carries a new signature (a new timestamp) over the same event, also after others.
    expect((await deliver(payload)).status).toBe(200);
    const other = stripeEvent({
      id: "pi_3DEF",
      object: "payment_intent",
      amount: 100,
      status: "canceled",
      metadata: {},
    });
    expect((await deliver(other)).status).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    expect(await recorded(JSON.parse(other).id)).toHaveLength(1);
    const events = await recorded(notificationId);
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe("ProcessorNotificationReceived");
    expect(events[0]!.data).toMatchObject({
      provider: "stripe",
      notificationId,
      type: "payment_intent.amount_capturable_updated",
      paymentId: "pi_3ABC",
      requestId,
      status: "requires_capture",
      amountFils: 27_500,
    });
  });

  it("reads refunds off a charge event", async () => {
    const payload = stripeEvent(
      {
        id: "ch_1",
        object: "charge",
        payment_intent: "pi_9",
        amount_captured: 27_500,
        amount_refunded: 13_750,
        status: "succeeded",
        metadata: {},
      },
      "charge.refunded",
    );
    expect((await deliver(payload)).status).toBe(200);
    const [event] = await recorded(JSON.parse(payload).id);
    expect(event!.data).toMatchObject({
      paymentId: "pi_9",
      requestId: null,
      amountFils: 13_750,
      type: "charge.refunded",
    });
  });

  it("refuses a bad, a missing or another secret's signature, recording nothing", async () => {
    const payload = stripeEvent({
      id: "pi_x",
      object: "payment_intent",
      amount: 100,
      status: "canceled",
      metadata: {},
    });
    const notificationId = JSON.parse(payload).id as string;
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_somebodyElse" });
    const wrong = await deliver(payload, forged);
    expect(wrong.status).toBe(400);
    expect(wrong.json.field).toBe("Stripe-Signature");
    // The signature covers the exact bytes: a re-serialised body does not pass.
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(JSON.stringify(JSON.parse(payload), null, 2), signed)).status).toBe(400);
    const missing = await server.anonymous.send("POST", "/api/payments/webhooks/stripe", undefined, {
      rawPayload: payload,
      headers: { "content-type": "application/json" },
    });
    expect(missing.status).toBe(400);
    expect(await recorded(notificationId)).toHaveLength(0);
  });

  it("the test processor's routes answer 404", async () => {
    expect((await customer.client.post("/api/payments/test-processor/tokens", card)).status).toBe(404);
    expect(
      (
        await customer.client.post("/api/payments/test-processor/authentications/pi_1", {
          outcome: "approve",
        })
      ).status,
    ).toBe(404);
  });

  it("the gateway is Stripe's, with its publishable key", () => {
    expect(server.app.commands.payments).toMatchObject({
      provider: "stripe",
      publishableKey: "pk_test_neverCalledInTheseTests",
      testCards: [],
    });
  });
});
