import type { PaymentGateway } from "../../domain/ports/paymentGateway";
import type { Sql } from "../../domain/ports/sql";
import type { PaymentConfig } from "../config/paymentConfig";
import { stripeClient, stripeGateway } from "./stripe/stripeGateway";
import { createTestProcessor } from "./testProcessor/testProcessor";

type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };

/**
 * The card processor PAYMENT_PROVIDER names: the embedded test processor (its books in `sql`, tables
 * made here) or Stripe with the configured keys. Nothing else knows which one runs.
 */
export async function choosePaymentGateway(
  config: PaymentConfig,
  sql: Sql,
  log: Log,
): Promise<PaymentGateway> {
  const { stripe } = config.payments;
  if (config.payments.provider === "stripe" && stripe) {
    const live = stripe.secretKey.includes("_live_");
    log.info(
      { mode: live ? "live" : "test" },
      `payments: Stripe (${live ? "LIVE mode: real cards are charged" : "test mode"})`,
    );
    if (!stripe.webhookSecret)
      log.warn(
        {},
        "payments: STRIPE_WEBHOOK_SECRET is not set, so POST /api/payments/webhooks/stripe answers 404",
      );
    return stripeGateway(stripeClient({ secretKey: stripe.secretKey }), stripe.publishableKey);
  }
  log.info({}, "payments: the embedded test card processor (PAYMENT_PROVIDER=test): no real card is charged");
  return createTestProcessor(sql);
}
