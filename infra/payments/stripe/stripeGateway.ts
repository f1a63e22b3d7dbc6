import Stripe from "stripe";
import type {
  AuthorizeOutcome,
  PaymentGateway,
  ProcessorPayment,
} from "../../../domain/ports/paymentGateway";
import { PaymentGatewayError } from "../../../domain/ports/paymentGateway";
import { declineReasonOf, gatewayErrorOf } from "./stripeErrors";

/** Where the client reaches Stripe; tests point it at a local server that speaks Stripe's API. */
export interface StripeClientOptions {
  secretKey: string;
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  /** stripe-node's own retries of network errors and 5xx, with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

export function stripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 30_000,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
}

/** AED is a two-decimal currency: Stripe's minor unit is the fils, so amounts pass through as they are. */
const CURRENCY = "aed";

type Card = { brand: string | null; last4: string | null };

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): Card {
  if (!method || typeof method === "string" || !method.card) return { brand: null, last4: null };
  return { brand: method.card.brand, last4: method.card.last4 };
}

/**
 * The Stripe adapter (PAYMENT_PROVIDER=stripe): a PaymentIntent per hold, confirmed at once with
 * manual capture; a Customer per booking, so an approved extra can be held off session on the same
 * card. Every call carries the port's idempotency key, so Stripe answers a repeat with its first answer.
 */
export function stripeGateway(stripe: Stripe, publishableKey: string | null): PaymentGateway {
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw gatewayErrorOf(error, what);
    }
  }

  /**
   * A repeated create answers the first response, which may predate the cardholder's 3-D Secure
   * answer: a hold that needed action is read again for what it is now.
   */
  async function outcomeOf(created: Stripe.PaymentIntent): Promise<AuthorizeOutcome> {
    const intent =
      created.status === "requires_action" || created.status === "requires_confirmation"
        ? await call("reading the payment", () =>
            stripe.paymentIntents.retrieve(created.id, { expand: ["payment_method"] }),
          )
        : created;
    const card = cardOf(intent.payment_method);
    switch (intent.status) {
      case "requires_capture":
      case "succeeded":
        return { outcome: "authorized", paymentId: intent.id, cardBrand: card.brand, cardLast4: card.last4 };
      case "requires_action":
      case "requires_confirmation":
        return {
          outcome: "requires-action",
          paymentId: intent.id,
          clientSecret: intent.client_secret,
          confirmUrl: null,
        };
      case "canceled":
      case "requires_payment_method": {
        const failure = intent.last_payment_error;
        return {
          outcome: "declined",
          reason: failure ? declineReasonOf(failure) : "authentication-failed",
          message: failure?.message ?? "The cardholder did not complete the bank's authentication.",
          cardLast4: card.last4,
        };
      }
      default:
        throw new PaymentGatewayError(
          `Stripe payment ${intent.id} is ${intent.status}, not a hold`,
          intent.status === "processing",
        );
    }
  }

  /** Creates and confirms a hold; a card decline is an answer, not an error. */
  async function hold(
    params: Omit<Stripe.PaymentIntentCreateParams, "currency">,
    idempotencyKey: string,
  ): Promise<AuthorizeOutcome> {
    try {
      const intent = await stripe.paymentIntents.create(
        {
          ...params,
          currency: CURRENCY,
          capture_method: "manual",
          confirm: true,
          // Cards only, confirmed here: no redirect-based method could finish without a return_url.
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          expand: ["payment_method"],
        },
        { idempotencyKey },
      );
      return await outcomeOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          outcome: "declined",
          reason: declineReasonOf(error),
          message: error.message,
          cardLast4: cardOf(error.payment_method).last4,
        };
      }
      throw gatewayErrorOf(error, "the authorization");
    }
  }

  return {
    provider: "stripe",
    testCards: [],
    publishableKey,

    async authorize(input) {
      // One Customer per booking (idempotent by the booking), so later holds can go off session.
      const customer = await call("creating the customer", () =>
        stripe.customers.create(
          {
            description: `Roadside booking ${input.requestId}`,
            metadata: { requestId: input.requestId, customerId: input.customerId },
          },
          { idempotencyKey: `customer:${input.requestId}` },
        ),
      );
      return hold(
        {
          amount: input.amountFils,
          payment_method: input.paymentToken,
          customer: customer.id,
          setup_future_usage: "off_session",
          description: input.description,
          metadata: { requestId: input.requestId, customerId: input.customerId },
        },
        input.idempotencyKey,
      );
    },

    async authorizeFollowOn(input) {
      const previous = await call("reading the earlier payment", () =>
        stripe.paymentIntents.retrieve(input.previousPaymentId),
      );
      if (previous.metadata?.requestId !== input.requestId)
        throw new PaymentGatewayError(
          `previousPaymentId: payment ${input.previousPaymentId} belongs to request ${previous.metadata?.requestId ?? "(none)"}, not ${input.requestId}`,
          false,
        );
      const customer = typeof previous.customer === "string" ? previous.customer : previous.customer?.id;
      const method =
        typeof previous.payment_method === "string" ? previous.payment_method : previous.payment_method?.id;
      if (!customer || !method)
        throw new PaymentGatewayError(
          `previousPaymentId: payment ${input.previousPaymentId} has no saved card to reuse`,
          false,
        );
      return hold(
        {
          amount: input.amountFils,
          payment_method: method,
          customer,
          off_session: true,
          description: input.description,
          metadata: {
            requestId: input.requestId,
            customerId: input.customerId,
            previousPaymentId: input.previousPaymentId,
          },
        },
        input.idempotencyKey,
      );
    },

    async capture(input) {
      const intent = await call(`capturing ${input.paymentId}`, () =>
        stripe.paymentIntents.capture(
          input.paymentId,
          { amount_to_capture: input.amountFils },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { capturedFils: intent.amount_received };
    },

    async void(input) {
      try {
        await stripe.paymentIntents.cancel(input.paymentId, {}, { idempotencyKey: input.idempotencyKey });
      } catch (error) {
        // Released already (by another key, or by Stripe when the hold lapsed): what was asked is so.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === "payment_intent_unexpected_state"
        ) {
          const intent = await call("reading the payment", () =>
            stripe.paymentIntents.retrieve(input.paymentId),
          );
          if (intent.status === "canceled") return;
        }
        throw gatewayErrorOf(error, `voiding ${input.paymentId}`);
      }
    },

    async refund(input) {
      const refund = await call(`refunding ${input.paymentId}`, () =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentId,
            amount: input.amountFils,
            reason: "requested_by_customer",
            metadata: { reason: input.reason.slice(0, 500) },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { providerRefundId: refund.id };
    },

    async retrieve(paymentId): Promise<ProcessorPayment> {
      const intent = await call(`reading ${paymentId}`, () =>
        stripe.paymentIntents.retrieve(paymentId, { expand: ["latest_charge"] }),
      );
      const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
      return {
        paymentId,
        status: statusOf(intent.status),
        authorizedFils: intent.amount,
        capturedFils: intent.amount_received,
        refundedFils: charge?.amount_refunded ?? 0,
      };
    },
  };
}

function statusOf(status: Stripe.PaymentIntent.Status): ProcessorPayment["status"] {
  switch (status) {
    case "requires_action":
    case "requires_confirmation":
      return "requires-action";
    case "requires_capture":
    case "processing":
      return "authorized";
    case "succeeded":
      return "captured";
    case "canceled":
      return "voided";
    default:
      return "failed";
  }
}
