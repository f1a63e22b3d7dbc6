import { z } from "zod";
import { Actor } from "../shared/actor";
import { Id, IsoTime } from "../shared/values";
import { PushAuthSecret, PushEndpoint, PushP256dh } from "./events";
import { PushKind } from "./notificationKinds";

export const AddPushSubscription = z.object({
  type: z.literal("AddPushSubscription"),
  actor: Actor,
  at: IsoTime,
  accountId: Id,
  endpoint: PushEndpoint,
  p256dh: PushP256dh,
  authSecret: PushAuthSecret,
});

export const RemovePushSubscription = z.object({
  type: z.literal("RemovePushSubscription"),
  actor: Actor,
  at: IsoTime,
  accountId: Id,
  endpoint: PushEndpoint,
  reason: z.enum(["unsubscribed", "expired"]),
});

/** Signing out everywhere: no browser keeps the account's notifications (the server cannot reach them otherwise). */
export const RemoveAllPushSubscriptions = z.object({
  type: z.literal("RemoveAllPushSubscriptions"),
  actor: Actor,
  at: IsoTime,
  accountId: Id,
});

export const SetPushPreference = z.object({
  type: z.literal("SetPushPreference"),
  actor: Actor,
  at: IsoTime,
  accountId: Id,
  kind: PushKind,
  enabled: z.boolean(),
});

export const PushCommand = z.discriminatedUnion("type", [
  AddPushSubscription,
  RemovePushSubscription,
  RemoveAllPushSubscriptions,
  SetPushPreference,
]);
export type PushCommand = z.infer<typeof PushCommand>;
