import { ACTIVE_STATUSES, isPartyOf, type RequestParties } from "../request/parties";
import type { Actor } from "../shared/actor";
import type { Decider } from "../shared/decider";
import { DomainError } from "../shared/domainError";
import type { ChatCommand } from "./commands";
import type { ChatEvent } from "./events";
import { evolve } from "./evolve";
import { type ChatState, initialState } from "./state";

export { evolve } from "./evolve";
export { initialState } from "./state";

type Command<T extends ChatCommand["type"]> = Extract<ChatCommand, { type: T }>;

export function decide(command: ChatCommand, state: ChatState): ChatEvent[] {
  switch (command.type) {
    case "SendChatMessage":
      return sendMessage(command, state);
    case "UploadChatImage":
      return uploadImage(command, state);
    case "MarkChatMessagesRead":
      return markRead(command, state);
  }
}

export const chatDecider: Decider<ChatCommand, ChatEvent, ChatState> = { initialState, evolve, decide };

function sendMessage(cmd: Command<"SendChatMessage">, state: ChatState): ChatEvent[] {
  requireParty(cmd.actor, cmd.request, cmd.requestId);
  const sent = state.messages.get(cmd.messageId);
  if (sent) {
    // A resent message (the client retried) is already there; someone else's id is a clash.
    if (sent.senderId === cmd.actor.userId) return [];
    throw new DomainError("conflict", "chat.messageExists", { messageId: cmd.messageId });
  }
  requireOpenChat(cmd.request);
  const otherParty =
    cmd.actor.userId === cmd.request.customerId ? cmd.request.providerId : cmd.request.customerId;
  if (cmd.receiverId !== otherParty)
    throw new DomainError("bad_input", "chat.receiverNotOtherParty", { field: "receiverId" }, "receiverId");
  const content = cmd.content.trim();
  // Spec §5: a message needs text or a photo.
  if (cmd.messageType === "text" && content === "")
    throw new DomainError("bad_input", "chat.emptyText", { field: "content" }, "content");
  if (cmd.messageType === "image" && cmd.imageUrl === null)
    throw new DomainError("bad_input", "chat.imageNeedsUrl", { field: "imageUrl" }, "imageUrl");
  if (cmd.messageType === "text" && cmd.imageUrl !== null)
    throw new DomainError("bad_input", "chat.urlOnlyForImages", { field: "imageUrl" }, "imageUrl");
  if (cmd.upload !== null) {
    if (cmd.imageUrl === null)
      throw new DomainError("bad_input", "chat.uploadNeedsUrl", { field: "imageUrl" }, "imageUrl");
    if (state.images.has(cmd.imageUrl))
      throw new DomainError("conflict", "chat.imageExists", { imageUrl: cmd.imageUrl }, "imageUrl");
  } else if (cmd.imageUrl !== null && state.images.get(cmd.imageUrl) !== cmd.actor.userId) {
    // Only a reference the server issued to this sender for this chat: no outside URL (a tracking
    // pixel in the other party's app) and no image someone else uploaded.
    throw new DomainError("bad_input", "chat.imageNotUploaded", { field: "imageUrl" }, "imageUrl");
  }
  const message: ChatEvent = {
    type: "ChatMessageSent",
    data: {
      messageId: cmd.messageId,
      requestId: cmd.requestId,
      senderId: cmd.actor.userId,
      receiverId: cmd.receiverId,
      messageType: cmd.messageType,
      content,
      imageUrl: cmd.imageUrl,
      sentAt: cmd.at,
    },
  };
  if (cmd.upload === null || cmd.imageUrl === null) return [message];
  return [uploaded(cmd, cmd.imageUrl, cmd.upload.contentType), message];
}

function uploadImage(cmd: Command<"UploadChatImage">, state: ChatState): ChatEvent[] {
  requireParty(cmd.actor, cmd.request, cmd.requestId);
  requireOpenChat(cmd.request);
  // References are drawn at random by the server: a repeat is a bug, never something to overwrite.
  if (state.images.has(cmd.imageUrl))
    throw new DomainError("conflict", "chat.imageExists", { imageUrl: cmd.imageUrl }, "imageUrl");
  return [uploaded(cmd, cmd.imageUrl, cmd.contentType)];
}

function uploaded(
  cmd: Command<"UploadChatImage" | "SendChatMessage">,
  imageUrl: string,
  contentType: string,
): ChatEvent {
  return {
    type: "ChatImageUploaded",
    data: {
      requestId: cmd.requestId,
      imageUrl,
      uploadedBy: cmd.actor.userId,
      contentType,
      uploadedAt: cmd.at,
    },
  };
}

/** Spec §4: chat needs an active request with a provider. */
function requireOpenChat(request: RequestParties): void {
  if (request.providerId === null) throw new DomainError("conflict", "chat.noProviderYet");
  if (!ACTIVE_STATUSES.includes(request.status))
    throw new DomainError("conflict", "chat.closed", { status: request.status });
}

function markRead(cmd: Command<"MarkChatMessagesRead">, state: ChatState): ChatEvent[] {
  requireParty(cmd.actor, cmd.request, cmd.requestId);
  const unread: string[] = [];
  for (const id of new Set(cmd.messageIds)) {
    const message = state.messages.get(id);
    if (!message) throw new DomainError("not_found", "chat.messageNotFound", { messageId: id }, "messageIds");
    // Only what was sent to the reader can be read by them; one's own messages are not "read".
    if (message.receiverId !== cmd.actor.userId)
      throw new DomainError("forbidden", "chat.messageNotYours", { messageId: id }, "messageIds");
    if (!message.read) unread.push(id);
  }
  if (unread.length === 0) return [];
  return [
    {
      type: "ChatMessagesRead",
      data: { requestId: cmd.requestId, readerId: cmd.actor.userId, messageIds: unread, readAt: cmd.at },
    },
  ];
}

function requireParty(actor: Actor, request: RequestParties, requestId: string): void {
  if (request.status === "none") throw new DomainError("not_found", "request.notFound", { requestId });
  if ((actor.role !== "customer" && actor.role !== "provider") || !isPartyOf(request, actor.userId))
    throw new DomainError("forbidden", "chat.onlyParties");
}
