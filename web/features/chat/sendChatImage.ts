import { ApiError, ServerUnreachableError } from "../../shared/api";
import type { ChatMessage } from "./chatQueries";

interface RestChatMessage {
  id: string;
  senderId: string;
  receiverId: string;
  messageType: "text" | "image";
  content: string;
  imageUrl: string | null;
  createdAt: string;
}

/**
 * A photo message: POST /api/chat/{requestId} as multipart with the image in `imageFile` (spec §7).
 * Files stay out of GraphQL; the server sends it through the same command, so it arrives live too.
 */
export async function sendChatImage(
  requestId: string,
  message: {
    readonly senderId: string;
    readonly receiverId: string;
    readonly content: string;
    readonly messageId: string;
    readonly image: File;
  },
): Promise<ChatMessage> {
  const form = new FormData();
  form.set("senderId", message.senderId);
  form.set("receiverId", message.receiverId);
  form.set("messageType", "image");
  form.set("content", message.content);
  form.set("messageId", message.messageId);
  form.set("imageFile", message.image, message.image.name);
  let response: Response;
  try {
    response = await fetch(`/api/chat/${encodeURIComponent(requestId)}`, {
      method: "POST",
      credentials: "include",
      body: form,
    });
  } catch (error) {
    throw new ServerUnreachableError(error);
  }
  const body = await response.text();
  if (!response.ok) throw new ApiError(response.status, body, body || response.statusText);
  const sent = JSON.parse(body) as RestChatMessage;
  return {
    id: sent.id,
    senderId: sent.senderId,
    receiverId: sent.receiverId,
    messageType: sent.messageType === "image" ? "IMAGE" : "TEXT",
    content: sent.content,
    imageUrl: sent.imageUrl,
    createdAt: sent.createdAt,
  } as ChatMessage;
}
