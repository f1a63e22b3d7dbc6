import type { ChatEvent } from "./events";
import type { ChatState } from "./state";

export function evolve(state: ChatState, event: ChatEvent): ChatState {
  const messages = new Map(state.messages);
  switch (event.type) {
    case "ChatMessageSent": {
      const { messageId, senderId, receiverId } = event.data;
      messages.set(messageId, { messageId, senderId, receiverId, read: false });
      return { messages };
    }
    case "ChatMessagesRead":
      for (const id of event.data.messageIds) {
        const message = messages.get(id);
        if (message) messages.set(id, { ...message, read: true });
      }
      return { messages };
  }
}
