import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventLog } from "../testing/eventLog";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { atMinute } from "../testing/requestEventBuilders";
import { chatMessageSent, chatMessagesRead } from "../testing/tripExtrasEventBuilders";
import { chatProjection } from "./projection";
import { messagesOf, unreadCount } from "./queries";

let harness: ReadModelHarness;

beforeAll(async () => {
  harness = await openReadModelHarness([chatProjection]);
});
afterAll(() => harness.close());

describe("chat", () => {
  it("keeps messages oldest first, marks reads by the receiver only, and polls what is new", async () => {
    const log = new EventLog();
    const sent = log.recordAll([
      chatMessageSent({
        messageId: "m1",
        requestId: "r1",
        senderId: "c1",
        receiverId: "p1",
        sentAt: atMinute(1),
      }),
      chatMessageSent({
        messageId: "m2",
        requestId: "r1",
        senderId: "p1",
        receiverId: "c1",
        messageType: "image",
        content: "",
        imageUrl: "https://files.example/chat/m2.jpg",
        sentAt: atMinute(2),
      }),
      chatMessageSent({
        messageId: "m3",
        requestId: "r1",
        senderId: "c1",
        receiverId: "p1",
        sentAt: atMinute(3),
      }),
    ]);
    await harness.apply(sent);
    expect(await unreadCount(harness.sql, "p1")).toBe(2);

    await harness.apply(
      log.recordAll([
        chatMessagesRead("r1", "p1", ["m1", "m2"], atMinute(4)),
        chatMessagesRead("r1", "p1", ["m1"], atMinute(9)),
      ]),
    );
    await harness.apply(sent);

    const messages = await messagesOf(harness.sql, "r1");
    expect(messages.map((m) => [m.id, m.isRead, m.readAt])).toEqual([
      ["m1", true, atMinute(4)],
      // m2 was sent to c1: p1 reading it changes nothing.
      ["m2", false, null],
      ["m3", false, null],
    ]);
    expect(messages[1]).toMatchObject({
      messageType: "image",
      imageUrl: "https://files.example/chat/m2.jpg",
    });
    expect((await messagesOf(harness.sql, "r1", { afterMessageId: "m2" })).map((m) => m.id)).toEqual(["m3"]);
    expect(await unreadCount(harness.sql, "p1", "r1")).toBe(1);
    expect(await unreadCount(harness.sql, "c1")).toBe(1);
  });
});
