import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "./testing/apiClient";
import { type ApiTestServer, startApiTestServer } from "./testing/apiTestServer";
import { bookingPayload, DEMO } from "./testing/demoActors";
import { multipartBody, TINY_PNG } from "./testing/multipartBody";

/**
 * Chat images through the real server: files are named by the server, recorded before they are
 * published and never deleted because a later command failed; a message (REST or GraphQL) carries
 * only an image reference the server issued to its sender for that chat.
 */
let server: ApiTestServer;
let customer: ApiClient;
let provider: ApiClient;
let otherProvider: ApiClient;
let requestId: string;

beforeAll(async () => {
  server = await startApiTestServer();
  [customer, provider, otherProvider] = await Promise.all([
    server.signIn(DEMO.customer.email),
    server.signIn(DEMO.provider.email),
    server.signIn(DEMO.otherProvider.email),
  ]);
  const booked = await customer.post<{ id: string }>("/api/requests", bookingPayload());
  expect(booked.status, booked.body).toBe(201);
  requestId = booked.json.id;
  expect((await provider.patch(`/api/requests/${requestId}`, { status: "accepted" })).status).toBe(200);
}, 120_000);
afterAll(() => server?.close());

/** Another valid PNG: the same signature, different bytes. */
const OTHER_PNG = Buffer.concat([TINY_PNG, Buffer.from("provider's picture")]);

function sendImage(
  client: ApiClient,
  fields: Record<string, string>,
  content: Buffer,
  url = `/api/chat/${requestId}`,
) {
  const form = multipartBody(fields, { field: "imageFile", name: "photo.png", type: "image/png", content });
  return client.send<{ id: string; imageUrl: string; error?: string; field?: string }>(
    "POST",
    url,
    undefined,
    {
      rawPayload: form.payload,
      headers: { "content-type": form.contentType },
    },
  );
}

const fromCustomer = { senderId: DEMO.customer.id, receiverId: DEMO.provider.id };
const fromProvider = { senderId: DEMO.provider.id, receiverId: DEMO.customer.id };

async function graphql(client: ApiClient, query: string, variables: Record<string, unknown>) {
  const answer = await client.post<{
    data: Record<string, { id: string; imageUrl: string | null }> | null;
    errors?: { message: string; extensions: { code: string; field?: string } }[];
  }>("/graphql", { query, variables });
  return answer.json;
}

const SEND = `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id imageUrl } }`;

describe("chat images", () => {
  it("one party cannot delete (or overwrite) the other's image by reusing its message id", async () => {
    const messageId = "0190a0c0-0000-7000-8000-00000000c0de";
    const mine = await sendImage(customer, { ...fromCustomer, messageId }, TINY_PNG);
    expect(mine.status, mine.body).toBe(201);
    const original = await customer.get(mine.json.imageUrl);
    expect(original.status).toBe(200);

    // The captain posts their own image under the customer's message id: the message is refused...
    const clash = await sendImage(provider, { ...fromProvider, messageId }, OTHER_PNG);
    expect(clash.status).toBe(409);
    // ...and the customer's image is still there, byte for byte, for both parties.
    for (const reader of [customer, provider]) {
      const still = await reader.get(mine.json.imageUrl);
      expect(still.status).toBe(200);
      expect(still.body).toBe(original.body);
    }
  });

  it("a stored image's name is drawn by the server, not taken from the client's message id", async () => {
    const messageId = "0190a0c0-0000-7000-8000-00000000beef";
    const sent = await sendImage(customer, { ...fromCustomer, messageId }, TINY_PNG);
    expect(sent.status, sent.body).toBe(201);
    expect(sent.json.imageUrl).toMatch(
      new RegExp(
        `^/api/chat/${requestId}/images/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\\.png$`,
      ),
    );
    expect(sent.json.imageUrl).not.toContain(messageId);
  });

  it("GraphQL sendChatMessage refuses an outside URL (a tracking pixel) and stores nothing", async () => {
    const pixel = "https://tracker.example/pixel.gif?who=customer";
    const answer = await graphql(provider, SEND, {
      input: { requestId, messageType: "IMAGE", content: "", imageUrl: pixel },
    });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "imageUrl" });
    expect(answer.errors?.[0]?.message).toBe(
      "imageUrl must be an image you uploaded to this chat (POST /api/chat/{requestId}/images)",
    );
    const chat = await customer.get<{ imageUrl: string | null }[]>(`/api/chat/${requestId}`);
    expect(chat.json.map((m) => m.imageUrl)).not.toContain(pixel);
  });

  it("an upload answers a reference that its uploader, and only they, may send (GraphQL or REST JSON)", async () => {
    const uploaded = await sendImage(customer, {}, TINY_PNG, `/api/chat/${requestId}/images`);
    expect(uploaded.status, uploaded.body).toBe(201);
    const { imageUrl } = uploaded.json;
    expect(imageUrl).toMatch(new RegExp(`^/api/chat/${requestId}/images/`));

    const stolen = await graphql(provider, SEND, { input: { requestId, messageType: "IMAGE", imageUrl } });
    expect(stolen.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "imageUrl" });
    const stolenViaRest = await provider.post(`/api/chat/${requestId}`, {
      ...fromProvider,
      messageType: "image",
      imageUrl,
    });
    expect(stolenViaRest.status).toBe(400);
    expect(stolenViaRest.json).toMatchObject({ field: "imageUrl" });

    const sent = await graphql(customer, SEND, { input: { requestId, messageType: "IMAGE", imageUrl } });
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendChatMessage?.imageUrl).toBe(imageUrl);
    expect((await provider.get(imageUrl)).status).toBe(200);
  });

  it("a file that is not an image is refused (415) and leaves nothing behind", async () => {
    const before = await readdir(join(server.dataDir, "chat", requestId));
    const text = await sendImage(customer, {}, Buffer.from("just text"), `/api/chat/${requestId}/images`);
    expect(text.status).toBe(415);
    expect(text.json).toMatchObject({ field: "imageFile" });
    expect(await readdir(join(server.dataDir, "chat", requestId))).toEqual(before);
    expect(await readdir(join(server.dataDir, "tmp"))).toEqual([]);
  });

  it("someone outside the chat cannot upload into it, and nothing is left on disk", async () => {
    const before = await readdir(join(server.dataDir, "chat", requestId));
    const refused = await sendImage(otherProvider, {}, TINY_PNG, `/api/chat/${requestId}/images`);
    expect(refused.status).toBe(404);
    expect(await readdir(join(server.dataDir, "chat", requestId))).toEqual(before);
    expect(await readdir(join(server.dataDir, "tmp"))).toEqual([]);
  });
});
