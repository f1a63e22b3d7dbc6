import { randomBytes } from "node:crypto";
import type { z } from "zod";
import {
  ExpireSharePushSubscription,
  ShareTrip,
  SubscribeToSharedTrip,
  UnsubscribeFromSharedTrip,
} from "../../domain/sharing/commands";
import { sharingDecider as decider } from "../../domain/sharing/decider";
import { shareStream } from "../../domain/streams";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import type { CommandInput } from "../commandInput";
import { defineCommand } from "../defineCommand";
import { loadRequestParties } from "./requestParties";

const shareCommand = defineCommand({
  decider,
  schema: ShareTrip,
  type: "ShareTrip",
  stream: (c) => shareStream(c.requestId),
});

/** 256 bits: whoever holds the token follows the trip, so it must not be guessable. */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

type ShareInput = Omit<CommandInput<z.input<typeof ShareTrip>>, "request" | "shareId" | "shareToken">;

export const shareTrip = (deps: CommandDeps) => {
  const handle = shareCommand(deps);
  return async (input: ShareInput, context: CommandContext) => {
    const shareId = deps.ids.next();
    const shareToken = newShareToken();
    const request = await loadRequestParties(deps.store, input.requestId);
    const result = await handle({ ...input, shareId, shareToken, request }, context);
    return { ...result, shareId, shareToken };
  };
};

const subscribeCommand = defineCommand({
  decider,
  schema: SubscribeToSharedTrip,
  type: "SubscribeToSharedTrip",
  stream: (c) => shareStream(c.requestId),
});
const unsubscribeCommand = defineCommand({
  decider,
  schema: UnsubscribeFromSharedTrip,
  type: "UnsubscribeFromSharedTrip",
  stream: (c) => shareStream(c.requestId),
});

type LinkInput<S extends typeof SubscribeToSharedTrip | typeof UnsubscribeFromSharedTrip> = Omit<
  CommandInput<z.input<S>>,
  "request"
>;

/**
 * The public page's "Notify me when the trip starts and ends": the decider judges the token against
 * the share stream and the trip's status (folded here), so an ended trip's link subscribes nobody.
 */
export const subscribeToSharedTrip = (deps: CommandDeps) => {
  const handle = subscribeCommand(deps);
  return async (input: LinkInput<typeof SubscribeToSharedTrip>, context: CommandContext) =>
    handle({ ...input, request: await loadRequestParties(deps.store, input.requestId) }, context);
};

export const unsubscribeFromSharedTrip = (deps: CommandDeps) => {
  const handle = unsubscribeCommand(deps);
  return async (input: LinkInput<typeof UnsubscribeFromSharedTrip>, context: CommandContext) =>
    handle({ ...input, request: await loadRequestParties(deps.store, input.requestId) }, context);
};

export const expireSharePushSubscription = defineCommand({
  decider,
  schema: ExpireSharePushSubscription,
  type: "ExpireSharePushSubscription",
  stream: (c) => shareStream(c.requestId),
});
