import { z } from "zod";
import { RequestParties } from "../request/parties";
import { Actor } from "../shared/actor";
import { Id, IsoTime } from "../shared/values";
import { ChatMessageType } from "./events";

/** `request` is the request's parties as its stream says now; the handler folds it in. */
const envelope = { actor: Actor, at: IsoTime, requestId: Id, request: RequestParties };

export const MAX_CHAT_MESSAGE_CHARS = 2000;

export const SendChatMessage = z.object({
  type: z.literal("SendChatMessage"),
  ...envelope,
  messageId: Id,
  receiverId: Id,
  messageType: ChatMessageType,
  content: z.string().max(MAX_CHAT_MESSAGE_CHARS, `must be at most ${MAX_CHAT_MESSAGE_CHARS} characters`),
  imageUrl: z.string().trim().min(1).max(2048).nullable(),
  /**
   * The image arrives with the message (a multipart send): `imageUrl` is the reference the edge drew
   * for it, recorded in the same decision, so a refused message leaves no upload behind.
   */
  upload: z
    .object({ contentType: z.string().min(1).max(100) })
    .nullable()
    .default(null),
});

/** Records an image the edge has staged under a server-drawn name; `imageUrl` is the reference it issues. */
export const UploadChatImage = z.object({
  type: z.literal("UploadChatImage"),
  ...envelope,
  imageUrl: z.string().min(1).max(2048),
  contentType: z.string().min(1).max(100),
});

export const MarkChatMessagesRead = z.object({
  type: z.literal("MarkChatMessagesRead"),
  ...envelope,
  messageIds: z.array(Id).min(1, "must name at least one message").max(500, "must name at most 500 messages"),
});

export const ChatCommand = z.discriminatedUnion("type", [
  SendChatMessage,
  UploadChatImage,
  MarkChatMessagesRead,
]);
export type ChatCommand = z.infer<typeof ChatCommand>;
