import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { ShareTrip } from "../../domain/sharing/commands";
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
