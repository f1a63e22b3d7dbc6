import { describe, expect, it } from "vitest";
import { ChatEvent, ChatMessageSent } from "./events";

const sent = (data: Partial<Record<string, unknown>>) => ({
  type: "ChatMessageSent",
  data: {
    messageId: "m1",
    requestId: "r1",
    senderId: "c1",
    receiverId: "p1",
    messageType: "text",
    content: "I am at the gate",
    imageUrl: null,
    sentAt: "2025-03-10T08:00:00.000Z",
    ...data,
  },
});

describe("chat events", () => {
  it("accept a text message and an image with or without caption", () => {
    expect(ChatMessageSent.safeParse(sent({})).success).toBe(true);
    expect(
      ChatMessageSent.safeParse(sent({ messageType: "image", content: "", imageUrl: "https://x/1.jpg" }))
        .success,
    ).toBe(true);
  });

  it("refuse an empty text message and an image without its url (spec §5)", () => {
    const empty = ChatMessageSent.safeParse(sent({ content: "   " }));
    expect(empty.error?.issues.map((i) => i.path.join("."))).toEqual(["data.content"]);
    const noImage = ChatMessageSent.safeParse(sent({ messageType: "image", imageUrl: null }));
    expect(noImage.error?.issues.map((i) => i.path.join("."))).toEqual(["data.imageUrl"]);
  });

  it("mark reads by message ids", () => {
    const read = { requestId: "r1", readerId: "p1", messageIds: ["m1"], readAt: "2025-03-10T08:01:00.000Z" };
    expect(ChatEvent.safeParse({ type: "ChatMessagesRead", data: read }).success).toBe(true);
    expect(ChatEvent.safeParse({ type: "ChatMessagesRead", data: { ...read, messageIds: [] } }).success).toBe(
      false,
    );
  });
});
