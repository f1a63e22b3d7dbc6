import { z } from "zod";
import { Fils } from "../money/fils";
import { PaymentProviderName } from "../request/moneyEvents";
import { IsoTime } from "../shared/values";

/**
 * The card processor told us something (a Stripe webhook): recorded as it came, once per notification
 * (the event id is derived from the processor's notification id, so a redelivery is an idempotent
 * append). A record for reconciliation and support, not a money fact: money moves on the request's
 * stream through the payment process, which asked the processor itself.
 */
export const processorNotificationsStream = (provider: PaymentProviderName) =>
  `processor-notifications-${provider}`;

export const ProcessorNotificationReceived = z.object({
  type: z.literal("ProcessorNotificationReceived"),
  data: z.object({
    provider: PaymentProviderName,
    /** The processor's own id of the notification (Stripe: evt_…). */
    notificationId: z.string().min(1).max(255),
    /** The processor's name for what happened (Stripe: payment_intent.succeeded, charge.refunded, …). */
    type: z.string().min(1).max(120),
    /** The payment it is about (Stripe: the PaymentIntent id), when it is about one. */
    paymentId: z.string().min(1).max(255).nullable(),
    /** Our request, from the payment's metadata, when the payment is ours. */
    requestId: z.string().min(1).max(64).nullable(),
    /** The object's status at the processor when it was sent (Stripe: requires_capture, succeeded, …). */
    status: z.string().min(1).max(60).nullable(),
    amountFils: Fils.nullable(),
    receivedAt: IsoTime,
  }),
});
export type ProcessorNotificationReceived = z.infer<typeof ProcessorNotificationReceived>;
