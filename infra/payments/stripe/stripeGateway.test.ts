import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentGatewayError } from "../../../domain/ports/paymentGateway";
import { paymentGatewayContract } from "../paymentGatewayContract";
import { stripeClient, stripeGateway } from "./stripeGateway";
import { decodeStripeForm, type FakeStripe, startFakeStripe } from "./testing/fakeStripeServer";

/** Stripe's test PaymentMethods (docs.stripe.com/testing): the same cards as the test processor's. */
const STRIPE_TEST_METHODS = {
  approved: "pm_card_visa",
  declined: "pm_card_chargeDeclined",
  insufficientFunds: "pm_card_chargeDeclinedInsufficientFunds",
  requiresAction: "pm_card_authenticationRequired",
};

paymentGatewayContract("Stripe adapter against a local server speaking Stripe's API", async () => {
  const fake = await startFakeStripe();
  const stripe = stripeClient({ secretKey: fake.secretKey, ...fake.client, maxNetworkRetries: 0 });
  return {
    gateway: stripeGateway(stripe, "pk_test_local"),
    tokens: STRIPE_TEST_METHODS,
    approvedLast4: "4242",
    confirmAuthentication: async (paymentId, outcome) => fake.completeAuthentication(paymentId, outcome),
    close: () => fake.close(),
  };
});

const secretKey = process.env.STRIPE_SECRET_KEY;
if (secretKey) {
  paymentGatewayContract(
    "Stripe adapter against the real Stripe test account (STRIPE_SECRET_KEY)",
    async () => {
      if (!secretKey.startsWith("sk_test_") && !secretKey.startsWith("rk_test_"))
        throw new Error(
          "STRIPE_SECRET_KEY is a live key: the contract test moves money, so it runs in test mode only",
        );
      return {
        gateway: stripeGateway(stripeClient({ secretKey }), null),
        tokens: STRIPE_TEST_METHODS,
        approvedLast4: "4242",
      };
    },
  );
} else {
  describe("Stripe adapter against the real Stripe test account", () => {
    it.skip("skipped: STRIPE_SECRET_KEY is not set (set a sk_test_… key to run the contract against Stripe)", () => {});
  });
  console.info(
    "[stripeGateway.test] the contract against real Stripe is skipped: STRIPE_SECRET_KEY is not set (set a sk_test_… key to run it)",
  );
}

describe("the Stripe adapter's requests and errors", () => {
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());
  const gateway = () =>
    stripeGateway(stripeClient({ secretKey: fake.secretKey, ...fake.client, maxNetworkRetries: 0 }), null);
  const input = () => ({
    requestId: randomUUID(),
    customerId: randomUUID(),
    description: "tow",
    amountFils: 27_500,
    paymentToken: "pm_card_visa",
    idempotencyKey: `authorize:${randomUUID()}:1`,
  });

  it("sends every money call with its idempotency key, and a repeat performs nothing new", async () => {
    const first = input();
    const before = fake.performed.length;
    const outcome = await gateway().authorize(first);
    await gateway().authorize(first);
    const sent = fake.performed.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path} ${r.idempotencyKey}`)).toEqual([
      `POST /v1/customers customer:${first.requestId}`,
      `POST /v1/payment_intents ${first.idempotencyKey}`,
    ]);
    expect(outcome.outcome).toBe("authorized");
  });

  it("one Customer per booking: a second attempt after a decline reuses it", async () => {
    const first = { ...input(), paymentToken: "pm_card_chargeDeclined" };
    expect((await gateway().authorize(first)).outcome).toBe("declined");
    const before = fake.performed.length;
    await gateway().authorize({
      ...first,
      paymentToken: "pm_card_visa",
      idempotencyKey: `authorize:${first.requestId}:2`,
    });
    // The customer call was a replay: only the new PaymentIntent was performed.
    expect(fake.performed.slice(before).map((r) => r.path)).toEqual(["/v1/payment_intents"]);
  });

  it("Stripe down (5xx) is retryable; a bad request is not", async () => {
    fake.failNext(1);
    const down = await gateway()
      .authorize(input())
      .catch((e: unknown) => e);
    expect(down).toBeInstanceOf(PaymentGatewayError);
    expect((down as PaymentGatewayError).retryable).toBe(true);
    const unknownCard = await gateway()
      .authorize({ ...input(), paymentToken: "pm_nothing" })
      .catch((e: unknown) => e);
    expect(unknownCard).toMatchObject({ name: "PaymentGatewayError", retryable: false });
    expect((unknownCard as Error).message).toMatch(/No such PaymentMethod/);
  });

  it("a connection refused is retryable", async () => {
    const closed = await startFakeStripe();
    await closed.close();
    const offline = stripeGateway(
      stripeClient({ secretKey: closed.secretKey, ...closed.client, maxNetworkRetries: 0 }),
      null,
    );
    const error = await offline.retrieve("pi_x").catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "PaymentGatewayError", retryable: true });
  });

  it("decodes Stripe's bracketed form encoding", () => {
    expect(decodeStripeForm("amount=100&metadata[requestId]=r1&expand[0]=payment_method&a[b][c]=d")).toEqual({
      amount: "100",
      metadata: { requestId: "r1" },
      expand: ["payment_method"],
      a: { b: { c: "d" } },
    });
  });
});
