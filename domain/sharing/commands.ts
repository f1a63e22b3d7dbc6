import { z } from "zod";
import { PushAuthSecret, PushEndpoint, PushP256dh } from "../push/events";
import { RequestParties } from "../request/parties";
import { Actor } from "../shared/actor";
import { Id, IsoTime, Phone, RequiredText } from "../shared/values";

/** The token is drawn by the handler (randomness stays out of the domain); the decider only records it. */
export const ShareTrip = z.object({
  type: z.literal("ShareTrip"),
  actor: Actor,
  at: IsoTime,
  requestId: Id,
  request: RequestParties,
  shareId: Id,
  shareToken: z.string().min(22).max(128),
  sharedWithName: RequiredText,
  sharedWithPhone: Phone,
  includeLocation: z.boolean(),
  includeETA: z.boolean(),
  includeProviderDetails: z.boolean(),
});

/** The share link's token, as the public routes take it; the decider finds the share by it. */
const ShareToken = z.string().min(22).max(128);

/**
 * "Notify me when the trip starts and ends" on the public tracking page: the token is the
 * authority (no account), so whoever runs the command, only a token of a live share subscribes.
 */
export const SubscribeToSharedTrip = z.object({
  type: z.literal("SubscribeToSharedTrip"),
  actor: Actor,
  at: IsoTime,
  requestId: Id,
  request: RequestParties,
  shareToken: ShareToken,
  endpoint: PushEndpoint,
  p256dh: PushP256dh,
  authSecret: PushAuthSecret,
});

/** The page's "unsubscribe": by the same token, for one browser. */
export const UnsubscribeFromSharedTrip = z.object({
  type: z.literal("UnsubscribeFromSharedTrip"),
  actor: Actor,
  at: IsoTime,
  requestId: Id,
  request: RequestParties,
  shareToken: ShareToken,
  endpoint: PushEndpoint,
});

/** The push reactor's: the push service answered 404/410 for this browser. */
export const ExpireSharePushSubscription = z.object({
  type: z.literal("ExpireSharePushSubscription"),
  actor: Actor,
  at: IsoTime,
  requestId: Id,
  shareId: Id,
  endpoint: PushEndpoint,
});

export const SharingCommand = z.discriminatedUnion("type", [
  ShareTrip,
  SubscribeToSharedTrip,
  UnsubscribeFromSharedTrip,
  ExpireSharePushSubscription,
]);
export type SharingCommand = z.infer<typeof SharingCommand>;
