import { z } from "zod";
import { Id, IsoTime } from "../shared/values";

/** Chat between a request's customer and its provider; the stream is `chat-<requestId>`. */
export const ChatMessageType = z.enum(["text", "image"]);
export type ChatMessageType = z.infer<typeof ChatMessageType>;

export const ChatMessageSent = z.object({
  type: z.literal("ChatMessageSent"),
  data: z
    .object({
      messageId: Id,
      requestId: Id,
      senderId: Id,
      receiverId: Id,
      messageType: ChatMessageType,
      /** Spec §5: a message needs text or a photo; an image message may carry a caption. */
      content: z.string().trim().max(2000, "must be at most 2000 characters"),
      imageUrl: z.string().trim().min(1).max(2048).nullable(),
      sentAt: IsoTime,
    })
    .refine((data) => data.messageType !== "image" || data.imageUrl !== null, {
      message: "an image message needs its imageUrl",
      path: ["imageUrl"],
    })
    .refine((data) => data.messageType !== "text" || data.content.length > 0, {
      message: "a text message must not be empty",
      path: ["content"],
    }),
});

/**
 * The server stored an image for this chat and issued its reference (`imageUrl`) to the uploader: only
 * they may put it in a message. The reference names a server-drawn file, never one a client chose.
 */
export const ChatImageUploaded = z.object({
  type: z.literal("ChatImageUploaded"),
  data: z.object({
    requestId: Id,
    imageUrl: z.string().min(1).max(2048),
    uploadedBy: Id,
    contentType: z.string().min(1).max(100),
    uploadedAt: IsoTime,
  }),
});

/**
 * The reader has seen these messages. Ids rather than "everything up to": marking is then
 * idempotent and order-free, and a message still in flight is never marked by accident.
 */
export const ChatMessagesRead = z.object({
  type: z.literal("ChatMessagesRead"),
  data: z.object({
    requestId: Id,
    readerId: Id,
    messageIds: z.array(Id).min(1).max(500),
    readAt: IsoTime,
  }),
});

export const ChatEvent = z.discriminatedUnion("type", [ChatMessageSent, ChatImageUploaded, ChatMessagesRead]);
export type ChatEvent = z.infer<typeof ChatEvent>;
