import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { CHAT_CHANGED_TOPIC } from "../../projections/read-models/chat/projection";
import { bookingInput, signUp } from "../testing/scenario";
import { run, subscribe, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let customer: TestUser;
let provider: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [customer, provider, stranger] = await Promise.all([
    signUp(server, "customer", { name: "Aisha Al Mansouri" }),
    signUp(server, "provider", { latitude: 25.2, longitude: 55.27, isOnline: true, name: "Khalid Captain" }),
    signUp(server, "customer"),
  ]);
}, 120_000);
afterAll(() => server?.close());

/** The provider's current test job: one at a time, as nobody may be double-booked. */
let onJob: string | null = null;

/** A request booked with `provider` and accepted by them: what chat and sharing need. */
async function acceptedRequest(): Promise<string> {
  // The previous test's job ends first (one that test already finished refuses the cancel: fine).
  if (onJob)
    await run(customer, `mutation C($id: ID!) { cancelRequest(requestId: $id) { id } }`, { id: onJob });
  const booked = await run<{ requestService: { id: string } }>(
    customer,
    `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { id } }`,
    { input: bookingInput(provider.id) },
  );
  const requestId = booked.data!.requestService.id;
  const accepted = await run(provider, `mutation A($id: ID!) { acceptJob(requestId: $id) { id } }`, {
    id: requestId,
  });
  expect(accepted.code).toBeNull();
  onJob = requestId;
  return requestId;
}

const SEND = `mutation Send($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id content senderId } }`;
const ADDED = `subscription Added($id: ID!) { chatMessagesAdded(requestId: $id) { id content senderId receiverId } }`;

describe("chatMessagesAdded", () => {
  it("brings the provider's message to the customer live, and only what is new", async () => {
    const requestId = await acceptedRequest();
    await run(customer, SEND, { input: { requestId, content: "Before you listened" } });
    const listening = server.listeners(CHAT_CHANGED_TOPIC);
    const ws = customer.ws();
    const added = subscribe<{ chatMessagesAdded: { content: string; senderId: string }[] }>(ws, ADDED, {
      id: requestId,
    });
    await server.listenersAbove(CHAT_CHANGED_TOPIC, listening);
    const sent = await run(provider, SEND, { input: { requestId, content: "On my way, 5 minutes" } });
    expect(sent.code).toBeNull();
    const message = await added.next();
    expect(message.errors).toBeUndefined();
    expect(message.data?.chatMessagesAdded).toEqual([
      expect.objectContaining({ content: "On my way, 5 minutes", senderId: provider.id }),
    ]);
    added.stop();
    await ws.dispose();
  });

  const FROM = `subscription From($id: ID!, $after: ID, $fromStart: Boolean!) {
    chatMessagesAdded(requestId: $id, afterMessageId: $after, fromStart: $fromStart) { id content }
  }`;

  it("delivers at once what was sent after the client's newest message, before it subscribed", async () => {
    const requestId = await acceptedRequest();
    const first = await run<{ sendChatMessage: { id: string } }>(customer, SEND, {
      input: { requestId, content: "Where are you?" },
    });
    // The customer read the history (first message) and is slow to subscribe; the captain answers meanwhile.
    await run(provider, SEND, { input: { requestId, content: "Two minutes away" } });
    const ws = customer.ws();
    const added = subscribe<{ chatMessagesAdded: { content: string }[] }>(ws, FROM, {
      id: requestId,
      after: first.data!.sendChatMessage.id,
      fromStart: false,
    });
    const message = await added.next();
    expect(message.errors).toBeUndefined();
    expect(message.data?.chatMessagesAdded.map((m) => m.content)).toEqual(["Two minutes away"]);
    added.stop();
    await ws.dispose();
  });

  it("fromStart: a client holding no message gets the whole chat at once", async () => {
    const requestId = await acceptedRequest();
    await run(provider, SEND, { input: { requestId, content: "Hello, I have your job" } });
    const ws = customer.ws();
    const added = subscribe<{ chatMessagesAdded: { content: string }[] }>(ws, FROM, {
      id: requestId,
      fromStart: true,
    });
    const message = await added.next();
    expect(message.data?.chatMessagesAdded.map((m) => m.content)).toEqual(["Hello, I have your job"]);
    added.stop();
    await ws.dispose();
  });

  it("refuses a cursor that is not a message of this chat, naming it", async () => {
    const requestId = await acceptedRequest();
    const ws = customer.ws();
    const first = await subscribe(ws, FROM, {
      id: requestId,
      after: "no-such-message",
      fromStart: false,
    }).next();
    expect(first.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "afterMessageId" });
    expect(first.errors?.[0]?.message).toContain("no-such-message is not in this chat");
    await ws.dispose();
  });

  it("refuses anyone but the request's two parties as if it did not exist", async () => {
    const requestId = await acceptedRequest();
    const ws = stranger.ws();
    const first = await subscribe(ws, ADDED, { id: requestId }).next();
    expect(first.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    await ws.dispose();
  });
});

const SHARE = `mutation Share($input: ShareTripInput!) { shareTrip(input: $input) { shareToken isActive expiresAt } }`;
const SHARED = `query Shared($token: String!) {
  sharedTrip(shareToken: $token) { status statusText captainName sharedByName pickupLocation isActive }
}`;
const SHARED_UPDATED = `subscription Follow($token: String!) {
  sharedTripUpdated(shareToken: $token) { status statusText captainName isActive }
}`;

async function shareOf(requestId: string): Promise<string> {
  const shared = await run<{ shareTrip: { shareToken: string } }>(customer, SHARE, {
    input: { requestId, sharedWithName: "Mariam", sharedWithPhone: "+971 50 222 3344" },
  });
  expect(shared.code).toBeNull();
  return shared.data!.shareTrip.shareToken;
}

/** A browser without a session: the share page's client, with the token as connection params. */
function anonymousSocket(connectionParams: Record<string, unknown> = {}) {
  return createClient({
    url: server.wsUrl,
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: 0,
    connectionParams,
  });
}

const anonymousHttp = (token: string) =>
  fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: SHARED, variables: { token } }),
  }).then(
    (response) =>
      response.json() as Promise<{
        data?: { sharedTrip: Record<string, unknown> } | null;
        errors?: { extensions?: { code?: string } }[];
      }>,
  );

describe("sharedTrip and sharedTripUpdated (the public tracking link)", () => {
  it("shows the trip to anyone with the token, follows it live and ends with the job", async () => {
    const requestId = await acceptedRequest();
    const token = await shareOf(requestId);

    const read = await anonymousHttp(token);
    expect(read.errors).toBeUndefined();
    expect(read.data?.sharedTrip).toEqual({
      status: "ACCEPTED",
      statusText: "Your request has been accepted",
      captainName: "Khalid Captain",
      sharedByName: "Aisha",
      pickupLocation: "Dubai Mall",
      isActive: true,
    });

    const ws = anonymousSocket({ shareToken: token });
    const follow = subscribe<{ sharedTripUpdated: { status: string; isActive: boolean } }>(
      ws,
      SHARED_UPDATED,
      { token },
    );
    expect((await follow.next()).data?.sharedTripUpdated.status).toBe("ACCEPTED");

    expect(
      (await run(provider, `mutation S($id: ID!) { startJob(requestId: $id) { id } }`, { id: requestId }))
        .code,
    ).toBeNull();
    const started = await follow.until((m) => m.data?.sharedTripUpdated.status === "IN_PROGRESS");
    expect(started.data?.sharedTripUpdated).toMatchObject({ status: "IN_PROGRESS", isActive: true });

    expect(
      (await run(provider, `mutation C($id: ID!) { completeJob(requestId: $id) { id } }`, { id: requestId }))
        .code,
    ).toBeNull();
    const ended = await follow.until((m) => m.data?.sharedTripUpdated.isActive === false);
    expect(ended.data?.sharedTripUpdated.status).toBe("COMPLETED");
    follow.stop();
    await ws.dispose();

    // Expired: the same token now opens nothing, over HTTP or WebSocket.
    expect((await anonymousHttp(token)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const late = anonymousSocket({ shareToken: token });
    expect((await subscribe(late, SHARED_UPDATED, { token }).next()).errors?.[0]?.message).toMatch(
      /^closed 4403/,
    );
    await late.dispose();
  });

  it("refuses unknown tokens, and lets an anonymous socket do nothing else", async () => {
    const requestId = await acceptedRequest();
    const token = await shareOf(requestId);
    expect((await anonymousHttp("not-a-real-token-0123456789")).errors?.[0]?.extensions?.code).toBe(
      "NOT_FOUND",
    );

    const bad = anonymousSocket({ shareToken: "not-a-real-token-0123456789" });
    expect((await subscribe(bad, SHARED_UPDATED, { token }).next()).errors?.[0]?.message).toMatch(
      /^closed 4403/,
    );
    await bad.dispose();

    const none = anonymousSocket();
    expect((await subscribe(none, SHARED_UPDATED, { token }).next()).errors?.[0]?.message).toMatch(
      /^closed 4403/,
    );
    await none.dispose();

    const good = anonymousSocket({ shareToken: token });
    const other = await subscribe(
      good,
      `subscription R($id: ID!) { requestUpdated(requestId: $id) { id status } }`,
      {
        id: requestId,
      },
    ).next();
    // graphql-ws reports a refusal in onSubscribe as an error message (the testing client keeps its text).
    expect(other.data ?? null).toBeNull();
    expect(other.errors?.[0]?.message).toMatch(/^Please sign in to continue/);
    const wrongToken = await subscribe(good, SHARED_UPDATED, { token: "not-a-real-token-0123456789" }).next();
    expect(wrongToken.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    await good.dispose();
  });

  it("lists the trip's shares to its customer only", async () => {
    const requestId = await acceptedRequest();
    await shareOf(requestId);
    const SHARES = `query S($id: ID!) { tripShares(requestId: $id) { sharedWithName isActive expiresAt } }`;
    const mine = await run<{ tripShares: unknown[] }>(customer, SHARES, { id: requestId });
    expect(mine.data?.tripShares).toEqual([{ sharedWithName: "Mariam", isActive: true, expiresAt: null }]);
    expect((await run(stranger, SHARES, { id: requestId })).code).toBe("NOT_FOUND");
  });
});

describe("requestPhotos", () => {
  it("answers the parties (none uploaded yet) and hides the request from others", async () => {
    const requestId = await acceptedRequest();
    const PHOTOS = `query P($id: ID!) { requestPhotos(requestId: $id) { id url } }`;
    expect(
      (await run<{ requestPhotos: unknown[] }>(customer, PHOTOS, { id: requestId })).data?.requestPhotos,
    ).toEqual([]);
    expect((await run(stranger, PHOTOS, { id: requestId })).code).toBe("NOT_FOUND");
  });
});

describe("removeEmergencyContact", () => {
  it("removes the caller's own contact and refuses one that is not theirs", async () => {
    const added = await run<{ addEmergencyContact: { id: string } }>(
      customer,
      `mutation Add($input: AddEmergencyContactInput!) { addEmergencyContact(input: $input) { id } }`,
      { input: { contactName: "Omar", contactPhone: "+971 50 999 0000", relationship: "FRIEND" } },
    );
    const contactId = added.data!.addEmergencyContact.id;
    const REMOVE = `mutation R($id: ID!) { removeEmergencyContact(contactId: $id) { id } }`;
    expect((await run(stranger, REMOVE, { id: contactId })).code).toBe("NOT_FOUND");
    const removed = await run<{ removeEmergencyContact: { id: string }[] }>(customer, REMOVE, {
      id: contactId,
    });
    expect(removed.code).toBeNull();
    expect(removed.data?.removeEmergencyContact.map((c) => c.id)).not.toContain(contactId);
  });
});
