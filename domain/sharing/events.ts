import { z } from "zod";
import { PushAuthSecret, PushEndpoint, PushP256dh } from "../push/events";
import { Id, IsoTime, Phone, RequiredText } from "../shared/values";

/**
 * The customer shares a live trip with family (spec §3 Family share). The token opens a public
 * tracking link; it stops working when the job ends (completed, cancelled or unassigned).
 */
export const TripShared = z.object({
  type: z.literal("TripShared"),
  data: z.object({
    shareId: Id,
    requestId: Id,
    /** Unguessable: whoever holds it can follow the trip, so at least 128 bits of randomness. */
    shareToken: z.string().min(22).max(128),
    sharedWithName: RequiredText,
    sharedWithPhone: Phone,
    includeLocation: z.boolean(),
    includeETA: z.boolean(),
    includeProviderDetails: z.boolean(),
    sharedBy: Id,
    sharedAt: IsoTime,
  }),
});

/**
 * Whoever holds a share link asked this browser to be told when the trip starts and ends (issue 23):
 * no account, only the share. `authSecret` (named so the audit log redacts it) and `p256dh` are what
 * the payload is encrypted to.
 */
export const SharePushSubscriptionAdded = z.object({
  type: z.literal("SharePushSubscriptionAdded"),
  data: z.object({
    requestId: Id,
    shareId: Id,
    endpoint: PushEndpoint,
    p256dh: PushP256dh,
    authSecret: PushAuthSecret,
    addedAt: IsoTime,
  }),
});

/** `unsubscribed`: the link's holder turned it off; `expired`: the push service said it is gone (404/410). */
export const SharePushSubscriptionRemoved = z.object({
  type: z.literal("SharePushSubscriptionRemoved"),
  data: z.object({
    requestId: Id,
    shareId: Id,
    endpoint: PushEndpoint,
    reason: z.enum(["unsubscribed", "expired"]),
    removedAt: IsoTime,
  }),
});

export const SharingEvent = z.discriminatedUnion("type", [
  TripShared,
  SharePushSubscriptionAdded,
  SharePushSubscriptionRemoved,
]);
export type SharingEvent = z.infer<typeof SharingEvent>;
