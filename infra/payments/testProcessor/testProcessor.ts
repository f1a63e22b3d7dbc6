import { randomUUID } from "node:crypto";
import {
  type AuthorizeInput,
  type AuthorizeOutcome,
  type CaptureInput,
  type DeclineReason,
  type FollowOnInput,
  PaymentGatewayError,
  type ProcessorPayment,
  type RefundInput,
  type TestCardProcessor,
} from "../../../domain/ports/paymentGateway";
import type { Sql } from "../../../domain/ports/sql";
import { behaviourOf, brandOf, checkCard, numberOfToken, TEST_CARDS, tokenOf } from "./testCards";
import { ensureTestProcessorTables } from "./testProcessorTables";

/** Where the browser confirms a 3-D Secure hold (command-api/rest/routes/paymentProcessorRoutes.ts). */
export const confirmUrlOf = (paymentId: string) =>
  `/api/payments/test-processor/authentications/${paymentId}`;

const DECLINE_WORDS: Readonly<Record<DeclineReason, string>> = {
  declined: "Your card was declined.",
  "insufficient-funds": "Your card has insufficient funds.",
  "expired-card": "Your card has expired.",
  "incorrect-cvc": "Your card's security code is incorrect.",
  "authentication-failed": "The cardholder did not confirm the payment (3-D Secure failed).",
  "processing-error": "An error occurred while processing your card.",
};

interface PaymentRow {
  payment_id: string;
  request_id: string;
  customer_id: string;
  card_token: string;
  card_brand: string;
  card_last4: string;
  amount_fils: string | number;
  status: ProcessorPayment["status"];
  decline_reason: DeclineReason | null;
  captured_fils: string | number;
  refunded_fils: string | number;
}

export type TestProcessor = TestCardProcessor;

/**
 * The embedded card processor (PAYMENT_PROVIDER=test): behaves as a real one, money rules and
 * idempotency keys included, with its books in its own tables (testProcessorTables.ts). A key's first
 * answer is kept; the same key again answers it without moving money, the same key with other
 * parameters is refused (as Stripe does). Each operation runs in one transaction, so a key and the
 * money it moved commit together; two callers with one key queue on the key's row.
 */
export async function createTestProcessor(sql: Sql): Promise<TestProcessor> {
  await ensureTestProcessorTables(sql);

  async function once<T>(
    key: string,
    operation: string,
    params: Record<string, unknown>,
    run: (tx: Sql) => Promise<T>,
  ): Promise<T> {
    if (key.length === 0 || key.length > 255)
      throw new PaymentGatewayError("idempotencyKey: must be 1 to 255 characters", false);
    const paramsText = JSON.stringify(params);
    return sql.transaction(async (tx) => {
      const claimed = await tx.query(
        `INSERT INTO payments_test.idempotency_keys (key, operation, params) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO NOTHING RETURNING key`,
        [key, operation, paramsText],
      );
      if (claimed.rowCount === 0) {
        const { rows } = await tx.query<{ operation: string; params: string; result: string | null }>(
          "SELECT operation, params, result FROM payments_test.idempotency_keys WHERE key = $1",
          [key],
        );
        const first = rows[0]!;
        if (first.operation !== operation || first.params !== paramsText)
          throw new PaymentGatewayError(
            `idempotency key ${key} was first used for ${first.operation} ${first.params}; it cannot be reused for ${operation} ${paramsText}`,
            false,
          );
        return JSON.parse(first.result ?? "null") as T;
      }
      const result = await run(tx);
      await tx.query("UPDATE payments_test.idempotency_keys SET result = $2 WHERE key = $1", [
        key,
        JSON.stringify(result ?? null),
      ]);
      return result;
    });
  }

  async function paymentRow(
    tx: Sql,
    paymentId: string,
    lock = false,
    field = "paymentId",
  ): Promise<PaymentRow> {
    const { rows } = await tx.query<PaymentRow>(
      `SELECT * FROM payments_test.payments WHERE payment_id = $1${lock ? " FOR UPDATE" : ""}`,
      [paymentId],
    );
    if (!rows[0]) throw new PaymentGatewayError(`${field}: there is no payment ${paymentId}`, false);
    return rows[0];
  }

  /** An authorization's answer from the payment as it stands: a confirmed 3-D Secure hold answers authorized. */
  async function outcomeOf(paymentId: string): Promise<AuthorizeOutcome> {
    const row = await paymentRow(sql, paymentId);
    // A refused hold stays refused, even once released (voided) afterwards.
    if (row.decline_reason !== null) {
      const reason = row.decline_reason;
      return { outcome: "declined", reason, message: DECLINE_WORDS[reason], cardLast4: row.card_last4 };
    }
    switch (row.status) {
      case "requires-action":
        return {
          outcome: "requires-action",
          paymentId,
          clientSecret: null,
          confirmUrl: confirmUrlOf(paymentId),
        };
      case "failed":
        return {
          outcome: "declined",
          reason: "declined",
          message: DECLINE_WORDS.declined,
          cardLast4: row.card_last4,
        };
      default:
        return { outcome: "authorized", paymentId, cardBrand: row.card_brand, cardLast4: row.card_last4 };
    }
  }

  function checkAmount(field: string, amountFils: number): void {
    if (!Number.isInteger(amountFils) || amountFils < 1 || amountFils > 100_000_000)
      throw new PaymentGatewayError(`${field}: must be a whole number of fils from 1 to 100,000,000`, false);
  }

  async function hold(
    tx: Sql,
    input: { amountFils: number; requestId: string; customerId: string; previousPaymentId: string | null },
    token: string,
    offSession: boolean,
  ): Promise<{ paymentId: string }> {
    const digits = numberOfToken(token);
    if (!digits)
      throw new PaymentGatewayError(
        "paymentToken: not a card token of the test processor (tok_test_…)",
        false,
      );
    const behaviour = behaviourOf(digits);
    const paymentId = `pay_test_${randomUUID().replaceAll("-", "")}`;
    // Off session nobody is there to answer the bank, so a card that always asks is refused (as Stripe does).
    const status =
      behaviour.outcome === "approved"
        ? "authorized"
        : behaviour.outcome === "requires-action"
          ? offSession
            ? "failed"
            : "requires-action"
          : "failed";
    const reason =
      behaviour.outcome === "declined"
        ? behaviour.reason
        : status === "failed"
          ? "authentication-failed"
          : null;
    await tx.query(
      `INSERT INTO payments_test.payments
         (payment_id, request_id, customer_id, card_token, card_brand, card_last4, amount_fils, status, decline_reason, previous_payment_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        paymentId,
        input.requestId,
        input.customerId,
        token,
        brandOf(digits),
        digits.slice(-4),
        input.amountFils,
        status,
        reason,
        input.previousPaymentId,
      ],
    );
    return { paymentId };
  }

  return {
    provider: "test",
    testCards: TEST_CARDS,
    publishableKey: null,

    async authorize(input: AuthorizeInput) {
      checkAmount("amountFils", input.amountFils);
      const { amountFils, paymentToken, requestId, customerId, description } = input;
      const { paymentId } = await once(
        input.idempotencyKey,
        "authorize",
        { amountFils, paymentToken, requestId, customerId, description },
        (tx) => hold(tx, { amountFils, requestId, customerId, previousPaymentId: null }, paymentToken, false),
      );
      return outcomeOf(paymentId);
    },

    async authorizeFollowOn(input: FollowOnInput) {
      checkAmount("amountFils", input.amountFils);
      const { amountFils, previousPaymentId, requestId, customerId, description } = input;
      const { paymentId } = await once(
        input.idempotencyKey,
        "authorizeFollowOn",
        { amountFils, previousPaymentId, requestId, customerId, description },
        async (tx) => {
          const previous = await paymentRow(tx, previousPaymentId, false, "previousPaymentId");
          if (previous.request_id !== requestId)
            throw new PaymentGatewayError(
              `previousPaymentId: payment ${previousPaymentId} belongs to request ${previous.request_id}, not ${requestId}`,
              false,
            );
          if (previous.status === "failed" || previous.status === "requires-action")
            throw new PaymentGatewayError(
              `previousPaymentId: payment ${previousPaymentId} was never authorized (${previous.status}), so its card cannot be reused`,
              false,
            );
          return hold(
            tx,
            { amountFils, requestId, customerId, previousPaymentId },
            previous.card_token,
            true,
          );
        },
      );
      return outcomeOf(paymentId);
    },

    async capture(input: CaptureInput) {
      checkAmount("amountFils", input.amountFils);
      const { paymentId, amountFils } = input;
      return once(input.idempotencyKey, "capture", { paymentId, amountFils }, async (tx) => {
        const row = await paymentRow(tx, paymentId, true);
        if (row.status !== "authorized")
          throw new PaymentGatewayError(
            `payment ${paymentId} is ${row.status}: only an authorized hold can be captured`,
            false,
          );
        if (amountFils > Number(row.amount_fils))
          throw new PaymentGatewayError(
            `amountFils: ${amountFils} is more than the ${row.amount_fils} fils authorized on ${paymentId}`,
            false,
          );
        // Capturing less releases the rest of the hold: the payment is done either way.
        await tx.query(
          "UPDATE payments_test.payments SET status = 'captured', captured_fils = $2 WHERE payment_id = $1",
          [paymentId, amountFils],
        );
        return { capturedFils: amountFils };
      });
    },

    async void(input) {
      const { paymentId } = input;
      await once(input.idempotencyKey, "void", { paymentId }, async (tx) => {
        const row = await paymentRow(tx, paymentId, true);
        if (row.status === "voided") return null;
        if (row.status === "captured")
          throw new PaymentGatewayError(
            `payment ${paymentId} is captured (${row.captured_fils} fils): refund it instead of voiding`,
            false,
          );
        // A hold still waiting for 3-D Secure was never granted: released, it answers as a failed check.
        await tx.query(
          `UPDATE payments_test.payments SET status = 'voided',
             decline_reason = CASE WHEN status = 'requires-action' THEN 'authentication-failed' ELSE decline_reason END
           WHERE payment_id = $1`,
          [paymentId],
        );
        return null;
      });
    },

    async refund(input: RefundInput) {
      checkAmount("amountFils", input.amountFils);
      const { paymentId, amountFils, reason } = input;
      return once(input.idempotencyKey, "refund", { paymentId, amountFils, reason }, async (tx) => {
        const row = await paymentRow(tx, paymentId, true);
        if (row.status !== "captured")
          throw new PaymentGatewayError(
            `payment ${paymentId} is ${row.status}: only a captured payment can be refunded`,
            false,
          );
        const refundable = Number(row.captured_fils) - Number(row.refunded_fils);
        if (amountFils > refundable)
          throw new PaymentGatewayError(
            `amountFils: ${amountFils} is more than the ${refundable} fils still refundable on ${paymentId}`,
            false,
          );
        const providerRefundId = `re_test_${randomUUID().replaceAll("-", "")}`;
        await tx.query(
          "INSERT INTO payments_test.refunds (refund_id, payment_id, amount_fils, reason) VALUES ($1, $2, $3, $4)",
          [providerRefundId, paymentId, amountFils, reason],
        );
        await tx.query(
          "UPDATE payments_test.payments SET refunded_fils = refunded_fils + $2 WHERE payment_id = $1",
          [paymentId, amountFils],
        );
        return { providerRefundId };
      });
    },

    async retrieve(paymentId: string): Promise<ProcessorPayment> {
      const row = await paymentRow(sql, paymentId);
      return {
        paymentId,
        status: row.status,
        authorizedFils: Number(row.amount_fils),
        capturedFils: Number(row.captured_fils),
        refundedFils: Number(row.refunded_fils),
      };
    },

    async confirmAuthentication(paymentId, outcome) {
      await sql.transaction(async (tx) => {
        const row = await paymentRow(tx, paymentId, true);
        const wanted = outcome === "approve" ? "authorized" : "failed";
        if (row.status === "requires-action") {
          await tx.query(
            "UPDATE payments_test.payments SET status = $2, decline_reason = $3 WHERE payment_id = $1",
            [paymentId, wanted, outcome === "approve" ? null : "authentication-failed"],
          );
          return;
        }
        // The same answer twice (a double click, a retried request) is no news.
        const sameAgain =
          (outcome === "approve" && row.status !== "failed") ||
          (outcome === "fail" && row.status === "failed" && row.decline_reason === "authentication-failed");
        if (!sameAgain)
          throw new PaymentGatewayError(
            `payment ${paymentId} is ${row.status}: there is no authentication waiting for an answer`,
            false,
          );
      });
    },

    tokenize(card, today) {
      const checked = checkCard(card, today);
      if (!checked.ok) return checked;
      return {
        ok: true,
        token: tokenOf(checked.digits),
        brand: checked.brand,
        last4: checked.digits.slice(-4),
      };
    },

    async customerOf(paymentId) {
      const { rows } = await sql.query<{ customer_id: string }>(
        "SELECT customer_id FROM payments_test.payments WHERE payment_id = $1",
        [paymentId],
      );
      return rows[0]?.customer_id ?? null;
    },
  };
}
