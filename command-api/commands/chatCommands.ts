import type { z } from "zod";
import { MarkChatMessagesRead, SendChatMessage, UploadChatImage } from "../../domain/chat/commands";
import { chatDecider as decider } from "../../domain/chat/decider";
import { chatStream } from "../../domain/streams";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import type { CommandInput } from "../commandInput";
import { defineCommand } from "../defineCommand";
import { loadRequestParties } from "./requestParties";

const stream = (c: { requestId: string }) => chatStream(c.requestId);

const sendCommand = defineCommand({ decider, schema: SendChatMessage, type: "SendChatMessage", stream });
const uploadImageCommand = defineCommand({
  decider,
  schema: UploadChatImage,
  type: "UploadChatImage",
  stream,
});
const markReadCommand = defineCommand({
  decider,
  schema: MarkChatMessagesRead,
  type: "MarkChatMessagesRead",
  stream,
});

type SendInput = Omit<CommandInput<z.input<typeof SendChatMessage>>, "request" | "messageId"> & {
  /** The client's id for the message makes a resend idempotent; a fresh one is drawn otherwise. */
  messageId?: string;
};

export const sendChatMessage = (deps: CommandDeps) => {
  const handle = sendCommand(deps);
  return async (input: SendInput, context: CommandContext) => {
    const messageId = input.messageId ?? deps.ids.next();
    const request = await loadRequestParties(deps.store, input.requestId);
    const result = await handle({ ...input, messageId, request }, context);
    return { ...result, messageId };
  };
};

/** Records an image the caller staged; the edge publishes the file only once this is appended. */
export const uploadChatImage = (deps: CommandDeps) => {
  const handle = uploadImageCommand(deps);
  return async (
    input: Omit<CommandInput<z.input<typeof UploadChatImage>>, "request">,
    context: CommandContext,
  ) => handle({ ...input, request: await loadRequestParties(deps.store, input.requestId) }, context);
};

export const markChatMessagesRead = (deps: CommandDeps) => {
  const handle = markReadCommand(deps);
  return async (
    input: Omit<CommandInput<z.input<typeof MarkChatMessagesRead>>, "request">,
    context: CommandContext,
  ) => handle({ ...input, request: await loadRequestParties(deps.store, input.requestId) }, context);
};
