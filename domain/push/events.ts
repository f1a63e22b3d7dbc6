import { z } from "zod";
import { Id, IsoTime } from "../shared/values";
import { PushKind } from "./notificationKinds";

/** A push subscription's endpoint: the push service's HTTPS URL for one browser. */
export const PushEndpoint = z
  .string()
  .trim()
  .max(2048, "must be at most 2048 characters")
  .pipe(z.url({ protocol: /^https$/, error: "must be an https:// URL from the browser's PushManager" }));

/** The browser's P-256 public key: 65 bytes, base64url (padding tolerated, not kept). */
export const PushP256dh = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{87}=?$/, "must be the subscription's p256dh key: 65 bytes in base64url")
  .transform((s) => s.replace(/=+$/, ""));

/** The subscription's authentication secret: 16 bytes, base64url. */
export const PushAuthSecret = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{22}(==)?$/, "must be the subscription's auth secret: 16 bytes in base64url")
  .transform((s) => s.replace(/=+$/, ""));

/**
 * A signed-in user's browser may be sent notifications. `authSecret` (named so the audit log
 * redacts it) and `p256dh` are what the payload is encrypted to.
 */
export const PushSubscriptionAdded = z.object({
  type: z.literal("PushSubscriptionAdded"),
  data: z.object({
    accountId: Id,
    endpoint: PushEndpoint,
    p256dh: PushP256dh,
    authSecret: PushAuthSecret,
    addedAt: IsoTime,
  }),
});

/** `unsubscribed`: the user turned push off there; `expired`: the push service said it is gone (404/410). */
export const PushSubscriptionRemoved = z.object({
  type: z.literal("PushSubscriptionRemoved"),
  data: z.object({
    accountId: Id,
    endpoint: PushEndpoint,
    reason: z.enum(["unsubscribed", "expired"]),
    removedAt: IsoTime,
  }),
});

/** One kind of notification switched on or off for all of the user's devices. */
export const PushPreferenceSet = z.object({
  type: z.literal("PushPreferenceSet"),
  data: z.object({ accountId: Id, kind: PushKind, enabled: z.boolean(), setAt: IsoTime }),
});

export const PushEvent = z.discriminatedUnion("type", [
  PushSubscriptionAdded,
  PushSubscriptionRemoved,
  PushPreferenceSet,
]);
export type PushEvent = z.infer<typeof PushEvent>;
