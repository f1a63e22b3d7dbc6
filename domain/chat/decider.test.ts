import { describe, it } from "vitest";
import type { RequestParties } from "../request/parties";
import type { Actor } from "../shared/actor";
import { deciderSpec } from "../shared/deciderSpec";
import type { ChatCommand } from "./commands";
import { decide, evolve, initialState } from "./decider";
import type { ChatEvent } from "./events";

const spec = deciderSpec({ decide, evolve, initialState });
const AT = "2025-03-01T08:00:00.000Z";
const customer: Actor = { userId: "cust-1", role: "customer" };
const provider: Actor = { userId: "prov-a", role: "provider" };
const accepted: RequestParties = { status: "accepted", customerId: "cust-1", providerId: "prov-a" };

type Send = Extract<ChatCommand, { type: "SendChatMessage" }>;
const send = (o: Partial<Send> = {}): Send => ({
  type: "SendChatMessage",
  actor: customer,
  at: AT,
  requestId: "req-1",
  request: accepted,
  messageId: "msg-1",
  receiverId: "prov-a",
  messageType: "text",
  content: "I am at the gate",
  imageUrl: null,
  upload: null,
  ...o,
});
const markRead = (ids: string[], actor: Actor = provider): ChatCommand => ({
  type: "MarkChatMessagesRead",
  actor,
  at: AT,
  requestId: "req-1",
  request: accepted,
  messageIds: ids,
});
const sent = (o: Partial<Extract<ChatEvent, { type: "ChatMessageSent" }>["data"]> = {}): ChatEvent => ({
  type: "ChatMessageSent",
  data: {
    messageId: "msg-1",
    requestId: "req-1",
    senderId: "cust-1",
    receiverId: "prov-a",
    messageType: "text",
    content: "I am at the gate",
    imageUrl: null,
    sentAt: AT,
    ...o,
  },
});

const IMAGE = "/api/chat/req-1/images/0b6e6a52-3c0e-4d7a-9f55-0f2f7c1f1a10.jpg";
type Uploaded = Extract<ChatEvent, { type: "ChatImageUploaded" }>["data"];
const uploaded = (o: Partial<Uploaded> = {}): ChatEvent => ({
  type: "ChatImageUploaded",
  data: {
    requestId: "req-1",
    imageUrl: IMAGE,
    uploadedBy: "cust-1",
    contentType: "image/jpeg",
    uploadedAt: AT,
    ...o,
  },
});
const upload = (o: Partial<Extract<ChatCommand, { type: "UploadChatImage" }>> = {}): ChatCommand => ({
  type: "UploadChatImage",
  actor: customer,
  at: AT,
  requestId: "req-1",
  request: accepted,
  imageUrl: IMAGE,
  contentType: "image/jpeg",
  ...o,
});

describe("UploadChatImage", () => {
  it("a party of an open chat uploads an image; the reference is theirs", () =>
    spec.given([]).when(upload()).then([uploaded()]));

  it("nobody else, and not once the chat is closed", () => {
    spec
      .given([])
      .when(upload({ actor: { userId: "prov-b", role: "provider" } }))
      .thenThrows("forbidden");
    spec
      .given([])
      .when(upload({ request: { ...accepted, status: "completed" } }))
      .thenThrows("conflict", "chat is closed");
  });

  it("a reference is never issued twice", () =>
    spec.given([uploaded()]).when(upload()).thenThrows("conflict", "already exists"));
});

describe("SendChatMessage", () => {
  it("the customer writes to the provider of an accepted request", () =>
    spec.given([]).when(send()).then([sent()]));

  it("the provider answers the customer", () =>
    spec
      .given([sent()])
      .when(send({ actor: provider, messageId: "msg-2", receiverId: "cust-1", content: " On my way " }))
      .then([sent({ messageId: "msg-2", senderId: "prov-a", receiverId: "cust-1", content: "On my way" })]));

  it("an image message carries the reference its sender uploaded, and may have no caption", () =>
    spec
      .given([uploaded()])
      .when(send({ messageType: "image", content: "", imageUrl: IMAGE }))
      .then([sent({ messageType: "image", content: "", imageUrl: IMAGE })]));

  it("an image from anywhere else is refused: an outside URL (a tracking pixel), or the other party's upload", () => {
    spec
      .given([uploaded()])
      .when(send({ messageType: "image", imageUrl: "https://tracker.example/pixel.gif" }))
      .thenThrows("bad_input", "imageUrl must be an image you uploaded to this chat");
    spec
      .given([uploaded({ uploadedBy: "prov-a" })])
      .when(send({ messageType: "image", imageUrl: IMAGE }))
      .thenThrows("bad_input", "imageUrl must be an image you uploaded to this chat");
  });

  it("an image sent with its message is recorded as uploaded in the same decision", () =>
    spec
      .given([])
      .when(
        send({ messageType: "image", content: "", imageUrl: IMAGE, upload: { contentType: "image/jpeg" } }),
      )
      .then([uploaded(), sent({ messageType: "image", content: "", imageUrl: IMAGE })]));

  it("a refused message records no upload either", () =>
    spec
      .given([])
      .when(
        send({
          messageType: "image",
          imageUrl: IMAGE,
          upload: { contentType: "image/jpeg" },
          receiverId: "someone-else",
        }),
      )
      .thenThrows("bad_input", "receiverId"));

  it("a resent message is a no-op, with or without its image", () => {
    spec.given([sent()]).when(send()).then([]);
    spec
      .given([sent()])
      .when(send({ messageType: "image", imageUrl: IMAGE, upload: { contentType: "image/jpeg" } }))
      .then([]);
  });

  it("someone else's message id is a conflict", () =>
    spec
      .given([sent()])
      .when(send({ actor: provider, receiverId: "cust-1" }))
      .thenThrows("conflict", "already exists"));

  it("an empty text message is refused", () =>
    spec
      .given([])
      .when(send({ content: "   " }))
      .thenThrows("bad_input", "content must not be empty"));

  it("an image message needs its image", () =>
    spec
      .given([])
      .when(send({ messageType: "image" }))
      .thenThrows("bad_input", "imageUrl is required"));

  it("the receiver must be the other party", () =>
    spec
      .given([])
      .when(send({ receiverId: "prov-b" }))
      .thenThrows("bad_input", "receiverId must be the other party"));

  it("a stranger cannot write", () =>
    spec
      .given([])
      .when(send({ actor: { userId: "cust-2", role: "customer" } }))
      .thenThrows("forbidden", "only the customer and the provider"));

  it("an admin cannot write as a party", () =>
    spec
      .given([])
      .when(send({ actor: { userId: "cust-1", role: "admin" } }))
      .thenThrows("forbidden"));

  it("no chat before a provider holds the job", () =>
    spec
      .given([])
      .when(send({ request: { status: "pending", customerId: "cust-1", providerId: null } }))
      .thenThrows("conflict", "no provider has taken this request"));

  it.each(["completed", "cancelled"] as const)("no chat once the request is %s", (status) =>
    spec
      .given([])
      .when(send({ request: { ...accepted, status } }))
      .thenThrows("conflict", `chat is closed: the request is ${status}`),
  );

  it("an unknown request", () =>
    spec
      .given([])
      .when(send({ request: { status: "none", customerId: null, providerId: null } }))
      .thenThrows("not_found", "does not exist"));
});

describe("MarkChatMessagesRead", () => {
  it("the receiver marks a message read", () =>
    spec
      .given([sent()])
      .when(markRead(["msg-1"]))
      .then([
        {
          type: "ChatMessagesRead",
          data: { requestId: "req-1", readerId: "prov-a", messageIds: ["msg-1"], readAt: AT },
        },
      ]));

  it("marking again is a no-op", () =>
    spec
      .given([
        sent(),
        {
          type: "ChatMessagesRead",
          data: { requestId: "req-1", readerId: "prov-a", messageIds: ["msg-1"], readAt: AT },
        },
      ])
      .when(markRead(["msg-1"]))
      .then([]));

  it("the sender cannot mark their own message read", () =>
    spec
      .given([sent()])
      .when(markRead(["msg-1"], customer))
      .thenThrows("forbidden", "was not sent to you"));

  it("an unknown message", () =>
    spec
      .given([sent()])
      .when(markRead(["msg-9"]))
      .thenThrows("not_found", "msg-9 does not exist"));
});
