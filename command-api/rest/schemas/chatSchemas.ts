import { z } from "zod";
import { IdInput } from "./commonSchemas";

/**
 * Spec §7 chat payload. An image travels as a multipart part named `imageFile`; in JSON, `imageFile`
 * may only be null (the client's "no photo attached").
 */
export const ChatMessageBody = z.object({
  senderId: IdInput,
  receiverId: IdInput,
  messageType: z.enum(["text", "image"], { error: "must be text or image" }).default("text"),
  content: z.string({ error: "must be text" }).max(2000, "must be at most 2000 characters").default(""),
  imageFile: z
    .null({ error: "send the image as multipart/form-data with a file part named imageFile" })
    .optional(),
  /** The client's id for the message: a resend with it is not posted twice. */
  messageId: IdInput.optional(),
  /** An image uploaded first (POST /api/chat/{requestId}/images): only a reference the server issued to the sender. */
  imageUrl: z
    .string({ error: "must be text" })
    .trim()
    .min(1)
    .max(2048, "must be at most 2048 characters")
    .nullish(),
});

/** What POST /api/chat/{requestId}/images answers: the reference a message may carry. */
export const ChatImageReference = z.object({ imageUrl: z.string() });

export const ChatQuery = z.object({
  after: IdInput.optional(),
});

export const MarkReadBody = z.object({
  messageIds: z
    .array(IdInput, { error: "must be a list of message ids" })
    .min(1, "must name at least one message")
    .max(500),
});

/** Spec §3 Chat message. */
export const ChatMessage = z.object({
  id: z.string(),
  requestId: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  messageType: z.enum(["text", "image"]),
  content: z.string(),
  imageUrl: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
