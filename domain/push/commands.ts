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
  SetPushPreference,
]);
export type PushCommand = z.infer<typeof PushCommand>;
