import {
  AddPushSubscription,
  RemoveAllPushSubscriptions,
  RemovePushSubscription,
  SetPushPreference,
} from "../../domain/push/commands";
import { pushDecider as decider } from "../../domain/push/decider";
import { pushStream } from "../../domain/streams";
import { defineCommand } from "../defineCommand";

const stream = (c: { accountId: string }) => pushStream(c.accountId);

export const addPushSubscription = defineCommand({
  decider,
  schema: AddPushSubscription,
  type: "AddPushSubscription",
  stream,
});
export const removePushSubscription = defineCommand({
  decider,
  schema: RemovePushSubscription,
  type: "RemovePushSubscription",
  stream,
});
export const removeAllPushSubscriptions = defineCommand({
  decider,
  schema: RemoveAllPushSubscriptions,
  type: "RemoveAllPushSubscriptions",
  stream,
});
export const setPushPreference = defineCommand({
  decider,
  schema: SetPushPreference,
  type: "SetPushPreference",
  stream,
});
