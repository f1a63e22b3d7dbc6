import type { ChatEvent } from "./events";
import type { ChatState } from "./state";

export function evolve(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case "ChatMessageSent": {
      const messages = new Map(state.messages);
      const { messageId, senderId, receiverId } = event.data;
      messages.set(messageId, { messageId, senderId, receiverId, read: false });
      return { ...state, messages };
    }
    case "ChatImageUploaded": {
      const images = new Map(state.images);
      images.set(event.data.imageUrl, event.data.uploadedBy);
      return { ...state, images };
    }
    case "ChatMessagesRead": {
      const messages = new Map(state.messages);
      for (const id of event.data.messageIds) {
        const message = messages.get(id);
        if (message) messages.set(id, { ...message, read: true });
      }
      return { ...state, messages };
    }
  }
}
