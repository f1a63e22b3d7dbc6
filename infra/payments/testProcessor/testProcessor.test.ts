import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentGatewayError } from "../../../domain/ports/paymentGateway";
import { createPgliteSql } from "../../sql/pgliteSql";
import { paymentGatewayContract } from "../paymentGatewayContract";
import { checkCard, numberOfToken, passesLuhn, TEST_CARD_TOKENS, TEST_CARDS, tokenOf } from "./testCards";
import { createTestProcessor, type TestProcessor } from "./testProcessor";

paymentGatewayContract("the embedded test processor on PGlite", async () => {
  const db = new PGlite();
  const processor = await createTestProcessor(createPgliteSql(db));
  return {
    gateway: processor,
    tokens: TEST_CARD_TOKENS,
    approvedLast4: "4242",
    confirmAuthentication: (paymentId, outcome) => processor.confirmAuthentication(paymentId, outcome),
    close: () => db.close(),
  };
});

describe("the test cards", () => {
  const today = { year: 2026, month: 11 };
  it("every documented card passes the Luhn check and has its token", () => {
    for (const card of TEST_CARDS)
      expect(numberOfToken(tokenOf(card.number))).toBe(card.number.replace(/ /g, ""));
    expect(Object.values(TEST_CARD_TOKENS).every((t) => /^tok_test_\d{16}$/.test(t))).toBe(true);
  });

  it("the Luhn check catches a mistyped digit", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(numberOfToken("tok_test_4242424242424241")).toBeNull();
  });

  it("names the field at fault", () => {
    const good = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" };
    expect(checkCard(good, today)).toEqual({ ok: true, digits: "4242424242424242", brand: "visa" });
    expect(checkCard({ ...good, number: "4242" }, today)).toMatchObject({ ok: false, field: "number" });
    expect(checkCard({ ...good, number: "4242 4242 4242 4241" }, today)).toMatchObject({
      ok: false,
      field: "number",
    });
    expect(checkCard({ ...good, expMonth: 13 }, today)).toMatchObject({ ok: false, field: "expMonth" });
    expect(checkCard({ ...good, expYear: 2026, expMonth: 10 }, today)).toMatchObject({
      ok: false,
      field: "expYear",
      message: expect.stringContaining("expired"),
    });
    // Good through the end of its month.
    expect(checkCard({ ...good, expYear: 26, expMonth: 11 }, today)).toMatchObject({ ok: true });
    expect(checkCard({ ...good, cvc: "12" }, today)).toMatchObject({ ok: false, field: "cvc" });
    expect(checkCard({ ...good, number: "5555 5555 5555 4444" }, today)).toMatchObject({
      brand: "mastercard",
    });
  });
});

describe("the test processor's own rules", () => {
  let db: PGlite;
  let processor: TestProcessor;
  beforeAll(async () => {
    db = new PGlite();
    processor = await createTestProcessor(createPgliteSql(db));
  });
  afterAll(() => db.close());
  const booking = () => ({
    requestId: randomUUID(),
    customerId: randomUUID(),
    description: "tow",
    amountFils: 10_000,
  });

  it("creates its tables idempotently (a second start keeps the books)", async () => {
    const b = booking();
    const outcome = await processor.authorize({
      ...b,
      paymentToken: TEST_CARD_TOKENS.approved,
      idempotencyKey: `k-${randomUUID()}`,
    });
    const again = await createTestProcessor(createPgliteSql(db));
    if (outcome.outcome !== "authorized") throw new Error("expected authorized");
    expect((await again.retrieve(outcome.paymentId)).status).toBe("authorized");
  });

  it("records who booked a hold, for the 3-D Secure page", async () => {
    const b = booking();
    const outcome = await processor.authorize({
      ...b,
      paymentToken: TEST_CARD_TOKENS.requiresAction,
      idempotencyKey: `k-${randomUUID()}`,
    });
    if (outcome.outcome !== "requires-action") throw new Error("expected requires-action");
    expect(outcome.confirmUrl).toBe(`/api/payments/test-processor/authentications/${outcome.paymentId}`);
    expect(await processor.customerOf(outcome.paymentId)).toBe(b.customerId);
    expect(await processor.customerOf("pay_test_nothing")).toBeNull();
  });

  it("answers a repeated confirmation, refuses a contradicting one", async () => {
    const outcome = await processor.authorize({
      ...booking(),
      paymentToken: TEST_CARD_TOKENS.requiresAction,
      idempotencyKey: `k-${randomUUID()}`,
    });
    if (outcome.outcome !== "requires-action") throw new Error("expected requires-action");
    await processor.confirmAuthentication(outcome.paymentId, "approve");
    await processor.confirmAuthentication(outcome.paymentId, "approve");
    await expect(processor.confirmAuthentication(outcome.paymentId, "fail")).rejects.toThrow(
      /no authentication waiting/,
    );
    await expect(processor.confirmAuthentication("pay_test_nothing", "approve")).rejects.toThrow(
      /no payment/,
    );
  });

  it("refuses a token it never issued, naming paymentToken", async () => {
    const error = await processor
      .authorize({ ...booking(), paymentToken: "pm_card_visa", idempotencyKey: `k-${randomUUID()}` })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as Error).message).toMatch(/^paymentToken:/);
  });

  it("one key used by two callers at once moves money once", async () => {
    const { paymentId } = (await processor.authorize({
      ...booking(),
      paymentToken: TEST_CARD_TOKENS.approved,
      idempotencyKey: `k-${randomUUID()}`,
    })) as { paymentId: string };
    const capture = { paymentId, amountFils: 10_000, idempotencyKey: `capture:${paymentId}` };
    const answers = await Promise.all([
      processor.capture(capture),
      processor.capture(capture),
      processor.capture(capture),
    ]);
    expect(answers).toEqual([{ capturedFils: 10_000 }, { capturedFils: 10_000 }, { capturedFils: 10_000 }]);
    expect((await processor.retrieve(paymentId)).capturedFils).toBe(10_000);
  });
});
