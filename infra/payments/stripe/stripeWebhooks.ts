import Stripe from "stripe";
import type { ProcessorNotification, ProcessorWebhookVerifier } from "../../../domain/ports/paymentGateway";

type StripeObject = Record<string, unknown>;

const text = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.length > 0 && value.length <= max ? value : null;
const fils = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 100_000_000 ? value : null;
const metadataOf = (object: StripeObject): StripeObject =>
  typeof object.metadata === "object" && object.metadata !== null ? (object.metadata as StripeObject) : {};
const idOf = (value: unknown): string | null =>
  typeof value === "string"
    ? value
    : typeof value === "object" && value !== null
      ? text((value as StripeObject).id, 255)
      : null;

/** The payment, request, status and amount a Stripe event is about, from the object it carries. */
export function notificationOf(event: Stripe.Event): ProcessorNotification {
  const object = event.data.object as unknown as StripeObject;
  const base = { provider: "stripe" as const, notificationId: event.id, type: event.type };
  switch (object.object) {
    case "payment_intent":
      return {
        ...base,
        paymentId: text(object.id, 255),
        requestId: text(metadataOf(object).requestId, 64),
        status: text(object.status, 60),
        // Captured: what was taken; before that, what is held.
        amountFils: object.status === "succeeded" ? fils(object.amount_received) : fils(object.amount),
      };
    case "charge":
      return {
        ...base,
        paymentId: idOf(object.payment_intent),
        requestId: text(metadataOf(object).requestId, 64),
        status: text(object.status, 60),
        amountFils: event.type.startsWith("charge.refund")
          ? fils(object.amount_refunded)
          : fils(object.amount_captured),
      };
    case "refund":
      return {
        ...base,
        paymentId: idOf(object.payment_intent),
        requestId: null,
        status: text(object.status, 60),
        amountFils: fils(object.amount),
      };
    default:
      return { ...base, paymentId: null, requestId: null, status: null, amountFils: null };
  }
}

/** Stripe's signature scheme (Stripe-Signature, HMAC over the raw body, 5 minutes' tolerance) through the library. */
export function stripeWebhookVerifier(webhookSecret: string): ProcessorWebhookVerifier {
  return (rawBody, signature) => {
    if (!signature) return { ok: false, message: "Stripe-Signature: the header is missing" };
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError || error instanceof SyntaxError)
        return { ok: false, message: `Stripe-Signature: ${error.message}` };
      throw error;
    }
    return { ok: true, notification: notificationOf(event) };
  };
}
