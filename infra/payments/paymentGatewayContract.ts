import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthorizeOutcome,
  type PaymentGateway,
  PaymentGatewayError,
} from "../../domain/ports/paymentGateway";

/** What a contract run needs from one adapter. */
export interface GatewayUnderTest {
  gateway: PaymentGateway;
  /** The adapter's tokens for the documented behaviours. */
  tokens: { approved: string; declined: string; insufficientFunds: string; requiresAction: string };
  /** The last four digits of the approved token's card. */
  approvedLast4: string;
  /** The cardholder's 3-D Secure answer; absent where only a browser can give it (real Stripe). */
  confirmAuthentication?: (paymentId: string, outcome: "approve" | "fail") => Promise<void>;
  close?: () => Promise<void>;
}

/** AED 275.00, the spec's tow, in fils. */
const AMOUNT = 27_500;

/**
 * The behaviour every PaymentGateway adapter owes the money flow. Every money-moving call is made
 * twice with the same idempotency key: the second answers the first's answer and moves nothing.
 */
export function paymentGatewayContract(name: string, open: () => Promise<GatewayUnderTest>): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    let subject: GatewayUnderTest;
    let gateway: PaymentGateway;
    beforeAll(async () => {
      subject = await open();
      gateway = subject.gateway;
    }, 60_000);
    afterAll(() => subject?.close?.());

    /** Keys unique to this run: a real processor keeps them for a day. */
    const key = (what: string) => `contract:${what}:${randomUUID()}`;
    const booking = () => ({
      requestId: randomUUID(),
      customerId: randomUUID(),
      description: "Roadside: towing (contract test)",
    });

    async function authorizeTwice(
      input: Parameters<PaymentGateway["authorize"]>[0],
    ): Promise<AuthorizeOutcome> {
      const first = await gateway.authorize(input);
      const again = await gateway.authorize(input);
      expect(again).toEqual(first);
      return first;
    }

    async function authorized(amountFils = AMOUNT) {
      const b = booking();
      const outcome = await authorizeTwice({
        ...b,
        amountFils,
        paymentToken: subject.tokens.approved,
        idempotencyKey: key("authorize"),
      });
      if (outcome.outcome !== "authorized")
        throw new Error(`expected authorized, got ${JSON.stringify(outcome)}`);
      return { ...b, paymentId: outcome.paymentId, outcome };
    }

    const refused = async (call: Promise<unknown>, retryable = false) => {
      const error = await call.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PaymentGatewayError);
      expect((error as PaymentGatewayError).retryable).toBe(retryable);
      return error as PaymentGatewayError;
    };

    it("authorizes the approve card once per key, with its brand and last four digits", async () => {
      const { paymentId, outcome } = await authorized();
      expect(outcome).toMatchObject({ cardBrand: "visa", cardLast4: subject.approvedLast4 });
      expect(await gateway.retrieve(paymentId)).toEqual({
        paymentId,
        status: "authorized",
        authorizedFils: AMOUNT,
        capturedFils: 0,
        refundedFils: 0,
      });
    });

    it("refuses a key reused with other parameters", async () => {
      const b = booking();
      const idempotencyKey = key("authorize");
      await gateway.authorize({
        ...b,
        amountFils: AMOUNT,
        paymentToken: subject.tokens.approved,
        idempotencyKey,
      });
      await refused(
        gateway.authorize({
          ...b,
          amountFils: AMOUNT + 100,
          paymentToken: subject.tokens.approved,
          idempotencyKey,
        }),
      );
    });

    it("declines the decline card and the insufficient-funds card, saying why, the same on a repeat", async () => {
      const declined = await authorizeTwice({
        ...booking(),
        amountFils: AMOUNT,
        paymentToken: subject.tokens.declined,
        idempotencyKey: key("authorize"),
      });
      expect(declined).toMatchObject({ outcome: "declined", reason: "declined", cardLast4: "0002" });
      const poor = await authorizeTwice({
        ...booking(),
        amountFils: AMOUNT,
        paymentToken: subject.tokens.insufficientFunds,
        idempotencyKey: key("authorize"),
      });
      expect(poor).toMatchObject({ outcome: "declined", reason: "insufficient-funds", cardLast4: "9995" });
    });

    it("captures part of a hold once, releasing the rest; no second capture, no capture beyond the hold", async () => {
      const { paymentId } = await authorized();
      await refused(gateway.capture({ paymentId, amountFils: AMOUNT + 1, idempotencyKey: key("capture") }));
      const capture = { paymentId, amountFils: 20_000, idempotencyKey: key("capture") };
      expect(await gateway.capture(capture)).toEqual({ capturedFils: 20_000 });
      expect(await gateway.capture(capture)).toEqual({ capturedFils: 20_000 });
      expect(await gateway.retrieve(paymentId)).toMatchObject({
        status: "captured",
        capturedFils: 20_000,
        refundedFils: 0,
      });
      await refused(gateway.capture({ paymentId, amountFils: 5_000, idempotencyKey: key("capture") }));
      expect((await gateway.retrieve(paymentId)).capturedFils).toBe(20_000);
    });

    it("refunds at most what was captured and not yet refunded, each key once", async () => {
      const { paymentId } = await authorized();
      await gateway.capture({ paymentId, amountFils: AMOUNT, idempotencyKey: key("capture") });
      const half = { paymentId, amountFils: 13_750, idempotencyKey: key("refund"), reason: "late arrival" };
      const first = await gateway.refund(half);
      expect(await gateway.refund(half)).toEqual(first);
      expect((await gateway.retrieve(paymentId)).refundedFils).toBe(13_750);
      await refused(gateway.refund({ ...half, amountFils: 13_751, idempotencyKey: key("refund") }));
      const rest = await gateway.refund({ ...half, amountFils: 13_750, idempotencyKey: key("refund") });
      expect(rest.providerRefundId).not.toBe(first.providerRefundId);
      expect(await gateway.retrieve(paymentId)).toMatchObject({ capturedFils: AMOUNT, refundedFils: AMOUNT });
    });

    it("voids a hold, twice without harm; a voided hold cannot be captured", async () => {
      const { paymentId } = await authorized();
      const voiding = { paymentId, idempotencyKey: key("void") };
      await gateway.void(voiding);
      await gateway.void(voiding);
      await gateway.void({ paymentId, idempotencyKey: key("void") });
      expect(await gateway.retrieve(paymentId)).toMatchObject({ status: "voided", capturedFils: 0 });
      await refused(gateway.capture({ paymentId, amountFils: AMOUNT, idempotencyKey: key("capture") }));
    });

    it("refuses to void a captured payment", async () => {
      const { paymentId } = await authorized();
      await gateway.capture({ paymentId, amountFils: AMOUNT, idempotencyKey: key("capture") });
      await refused(gateway.void({ paymentId, idempotencyKey: key("void") }));
      expect((await gateway.retrieve(paymentId)).status).toBe("captured");
    });

    it("holds a follow-on amount on the earlier payment's card, once per key", async () => {
      const earlier = await authorized();
      const input = {
        requestId: earlier.requestId,
        customerId: earlier.customerId,
        description: "Roadside: extra kilometres",
        amountFils: 5_250,
        previousPaymentId: earlier.paymentId,
        idempotencyKey: key("extra"),
      };
      const first = await gateway.authorizeFollowOn(input);
      expect(await gateway.authorizeFollowOn(input)).toEqual(first);
      expect(first).toMatchObject({ outcome: "authorized", cardLast4: subject.approvedLast4 });
      if (first.outcome !== "authorized") return;
      expect(first.paymentId).not.toBe(earlier.paymentId);
      expect(await gateway.retrieve(first.paymentId)).toMatchObject({
        status: "authorized",
        authorizedFils: 5_250,
      });
    });

    it("asks for 3-D Secure on the authentication card, the same hold on a repeat", async () => {
      const input = {
        ...booking(),
        amountFils: AMOUNT,
        paymentToken: subject.tokens.requiresAction,
        idempotencyKey: key("authorize"),
      };
      const first = await authorizeTwice(input);
      expect(first.outcome).toBe("requires-action");
      if (first.outcome !== "requires-action") return;
      expect(first.clientSecret ?? first.confirmUrl).toBeTruthy();
      expect((await gateway.retrieve(first.paymentId)).status).toBe("requires-action");
    });

    it("a hold released while it waited for 3-D Secure answers as a failed check", async () => {
      const input = {
        ...booking(),
        amountFils: AMOUNT,
        paymentToken: subject.tokens.requiresAction,
        idempotencyKey: key("authorize"),
      };
      const first = await gateway.authorize(input);
      if (first.outcome !== "requires-action")
        throw new Error(`expected requires-action, got ${first.outcome}`);
      await gateway.void({ paymentId: first.paymentId, idempotencyKey: key("void") });
      expect((await gateway.retrieve(first.paymentId)).status).toBe("voided");
      expect(await authorizeTwice(input)).toMatchObject({
        outcome: "declined",
        reason: "authentication-failed",
      });
    });

    it("after the cardholder confirms, the same key answers the authorized hold", async (ctx) => {
      if (!subject.confirmAuthentication) return ctx.skip("only a browser can answer 3-D Secure here");
      const input = {
        ...booking(),
        amountFils: AMOUNT,
        paymentToken: subject.tokens.requiresAction,
        idempotencyKey: key("authorize"),
      };
      const first = await gateway.authorize(input);
      if (first.outcome !== "requires-action")
        throw new Error(`expected requires-action, got ${first.outcome}`);
      await subject.confirmAuthentication(first.paymentId, "approve");
      const confirmed = await authorizeTwice(input);
      expect(confirmed).toMatchObject({
        outcome: "authorized",
        paymentId: first.paymentId,
        cardLast4: "3184",
      });
      expect(
        await gateway.capture({
          paymentId: first.paymentId,
          amountFils: AMOUNT,
          idempotencyKey: key("capture"),
        }),
      ).toEqual({
        capturedFils: AMOUNT,
      });
    });

    it("after the cardholder fails it, the same key answers declined (authentication failed)", async (ctx) => {
      if (!subject.confirmAuthentication) return ctx.skip("only a browser can answer 3-D Secure here");
      const input = {
        ...booking(),
        amountFils: AMOUNT,
        paymentToken: subject.tokens.requiresAction,
        idempotencyKey: key("authorize"),
      };
      const first = await gateway.authorize(input);
      if (first.outcome !== "requires-action")
        throw new Error(`expected requires-action, got ${first.outcome}`);
      await subject.confirmAuthentication(first.paymentId, "fail");
      expect(await authorizeTwice(input)).toMatchObject({
        outcome: "declined",
        reason: "authentication-failed",
      });
      expect((await gateway.retrieve(first.paymentId)).status).toBe("failed");
      // Released afterwards, it stays a refusal.
      await gateway.void({ paymentId: first.paymentId, idempotencyKey: key("void") });
      expect(await authorizeTwice(input)).toMatchObject({
        outcome: "declined",
        reason: "authentication-failed",
      });
    });

    it("declines a follow-on hold on a card that always asks for authentication (nobody is there to answer)", async (ctx) => {
      if (!subject.confirmAuthentication)
        return ctx.skip("the earlier hold needs a browser's 3-D Secure answer here");
      const b = booking();
      const input = {
        ...b,
        amountFils: AMOUNT,
        paymentToken: subject.tokens.requiresAction,
        idempotencyKey: key("authorize"),
      };
      const first = await gateway.authorize(input);
      if (first.outcome !== "requires-action")
        throw new Error(`expected requires-action, got ${first.outcome}`);
      await subject.confirmAuthentication(first.paymentId, "approve");
      const extra = await gateway.authorizeFollowOn({
        ...b,
        amountFils: 1_000,
        previousPaymentId: first.paymentId,
        idempotencyKey: key("extra"),
      });
      expect(extra).toMatchObject({ outcome: "declined", reason: "authentication-failed" });
    });
  });
}
