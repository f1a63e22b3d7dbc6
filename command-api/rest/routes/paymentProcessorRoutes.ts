import { v5 as uuidV5 } from "uuid";
import { currentSchemaVersion } from "../../../domain/events";
import { processorNotificationsStream } from "../../../domain/payments/notificationEvents";
import { asTestCardProcessor, type TestCardProcessor } from "../../../domain/ports/paymentGateway";
import { SYSTEM } from "../../../domain/shared/actor";
import { DomainError } from "../../../domain/shared/domainError";
import { inputRefusal } from "../../inputRefusal";
import { uaeToday } from "../../uaeToday";
import { HttpError } from "../http/httpError";
import { publicRoute, type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import {
  AuthenticationBody,
  AuthenticationParams,
  CardTokenAnswer,
  CardTokenBody,
  WebhookAnswer,
} from "../schemas/paymentProcessorSchemas";

const TAG = "Payments";
const TOKENS_PATH = "/api/payments/test-processor/tokens";
const AUTHENTICATIONS_PATH = "/api/payments/test-processor/authentications/{paymentId}";
export const STRIPE_WEBHOOK_PATH = "/api/payments/webhooks/stripe";

/** Fixed: the event id of a notification is uuid v5 of its processor id in this namespace, forever. */
const NOTIFICATION_ID_NAMESPACE = "5b0f3f0e-3c55-4f7e-9a55-2f4f1c1d9e20";

/** The same event id for every delivery of one Stripe event: a redelivery is an idempotent append. */
export const notificationEventId = (provider: string, notificationId: string) =>
  uuidV5(`${provider}:${notificationId}`, NOTIFICATION_ID_NAMESPACE);

/** The embedded test processor's own pages: the payment form's tokens and the 3-D Secure answer. */
export function paymentProcessorRoutes(ctx: RestContext): RestRoute[] {
  const testProcessor = (path: string): TestCardProcessor => {
    const processor = asTestCardProcessor(ctx.commands.payments);
    if (!processor) throw new HttpError(404, "payment.noTestProcessor", { path });
    return processor;
  };

  return [
    signedInRoute({
      method: "POST",
      path: TOKENS_PATH,
      summary: "Test card processor: turn a card (a documented test card) into a payment token",
      tag: TAG,
      roles: ["customer"],
      body: CardTokenBody,
      status: 201,
      response: CardTokenAnswer,
      errors: [400, 401, 403, 404],
      async handle({ body }) {
        const processor = testProcessor(TOKENS_PATH);
        const [year, month] = uaeToday(ctx.commands.clock).split("-").map(Number) as [number, number];
        const result = processor.tokenize(body, { year, month });
        if (!result.ok) throw inputRefusal(`${result.field}: ${result.message}`, result.field);
        return { token: result.token, brand: result.brand, last4: result.last4 };
      },
    }),

    signedInRoute({
      method: "POST",
      path: AUTHENTICATIONS_PATH,
      summary: "Test card processor: the cardholder approves or fails a hold's 3-D Secure check",
      tag: TAG,
      roles: ["customer"],
      params: AuthenticationParams,
      body: AuthenticationBody,
      status: 204,
      errors: [400, 401, 403, 404, 409],
      async handle({ principal, params, body }) {
        const processor = testProcessor(AUTHENTICATIONS_PATH);
        const customerId = await processor.customerOf(params.paymentId);
        if (customerId === null)
          throw new DomainError(
            "not_found",
            "payment.noSuchPayment",
            { field: "paymentId", paymentId: params.paymentId },
            "paymentId",
          );
        if (customerId !== principal.userId) throw new DomainError("forbidden", "payment.onlyBookerConfirms");
        await processor.confirmAuthentication(params.paymentId, body.outcome).catch((error: unknown) => {
          throw new DomainError("conflict", "payment.confirmationRefused", {
            detail: error instanceof Error ? error.message : String(error),
          });
        });
        return undefined;
      },
    }),
  ];
}

/**
 * Stripe's webhooks, read from the exact bytes Stripe signed (registerRestApi gives this route the
 * raw body). Each event is recorded once on `processor-notifications-stripe`; 200 to a redelivery
 * too, so Stripe stops sending it.
 */
export function paymentWebhookRoutes(ctx: RestContext): RestRoute[] {
  return [
    publicRoute({
      method: "POST",
      path: STRIPE_WEBHOOK_PATH,
      summary:
        "Stripe webhook: an event signed with the endpoint's secret (Stripe-Signature header, raw JSON body)",
      tag: TAG,
      status: 200,
      response: WebhookAnswer,
      errors: [400, 404],
      async handle({ request }) {
        const verify = ctx.stripeWebhook;
        if (!verify) throw new HttpError(404, "payment.noStripeWebhook", { path: STRIPE_WEBHOOK_PATH });
        if (!Buffer.isBuffer(request.body))
          throw new HttpError(400, "payment.webhookBody", { field: "body" });
        const signature = request.headers["stripe-signature"];
        const checked = verify(request.body, typeof signature === "string" ? signature : undefined);
        if (!checked.ok)
          throw new HttpError(
            400,
            "payment.webhookSignature",
            { detail: checked.message },
            "Stripe-Signature",
          );
        const { notification } = checked;
        await ctx.commands.store.appendToStream(
          processorNotificationsStream(notification.provider),
          [
            {
              type: "ProcessorNotificationReceived",
              data: { ...notification, receivedAt: ctx.commands.clock.now().toISOString() },
              metadata: {
                eventId: notificationEventId(notification.provider, notification.notificationId),
                correlationId: request.id,
                causationId: null,
                actor: SYSTEM,
                occurredAt: ctx.commands.clock.now().toISOString(),
                schemaVersion: currentSchemaVersion("ProcessorNotificationReceived"),
              },
            },
          ],
          { expected: "any" },
        );
        return { received: true as const };
      },
    }),
  ];
}
