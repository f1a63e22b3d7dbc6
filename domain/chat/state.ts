/** What the chat decider remembers of `chat-<requestId>`: who sent each message to whom, and whether it was read. */
export interface ChatMessageFacts {
  messageId: string;
  senderId: string;
  receiverId: string;
  read: boolean;
}

export interface ChatState {
  messages: ReadonlyMap<string, ChatMessageFacts>;
  /** Image references the server issued for this chat, each with who uploaded it. */
  images: ReadonlyMap<string, string>;
}

export const initialState = (): ChatState => ({ messages: new Map(), images: new Map() });
