import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerJobs } from "../../command-api/commands/requestCommands";
import { SYSTEM } from "../../domain/shared/actor";
import { CHAT_CHANGED_TOPIC } from "../../projections/read-models/chat/projection";
import { bookingInput, signUp } from "../testing/scenario";
import { run, subscribe, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

/*
 * Issue 18, finding 3: a subscription checks access on every delivery, not once at subscribe time, and
 * ends with a clear FORBIDDEN error when the subscriber loses it — a captain who declined or whose offer
 * went to another must not keep reading the customer's chat or following the request.
 */

let server: TestServer;
let customer: TestUser;
let captain: TestUser;
let nextCaptain: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  customer = await signUp(server, "customer");
  captain = await signUp(server, "provider", { latitude: 25.2, longitude: 55.27, isOnline: true });
  nextCaptain = await signUp(server, "provider", { latitude: 25.21, longitude: 55.28, isOnline: true });
}, 120_000);
afterAll(() => server?.close());

async function book(providerId: string | null): Promise<string> {
  const { data, message } = await run<{ requestService: { id: string } }>(
    customer,
    `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { id } }`,
    { input: bookingInput(providerId) },
  );
  if (!data) throw new Error(`booking failed: ${message}`);
  return data.requestService.id;
}

/** What dispatch does: offers the job to these captains. */
async function offer(requestId: string, captains: TestUser[]): Promise<void> {
  await offerJobs(server.commands)(
    { requestId, providerIds: captains.map((c) => c.id), offerTtlSeconds: 300 },
    { actor: SYSTEM, correlationId: `test-offer-${requestId}`, causationId: null },
  );
}

async function act(user: TestUser, mutation: string, requestId: string): Promise<void> {
  const { code, message } = await run(user, `mutation Act($id: ID!) { ${mutation}(requestId: $id) { id } }`, {
    id: requestId,
  });
  expect(code, message ?? "").toBeNull();
}

const ENDED = (requestId: string) => ({
  message: `Request ${requestId}: you no longer have access to it, so this subscription has ended`,
  extensions: {
    code: "FORBIDDEN",
    reason: "subscription.accessEnded",
    params: { resource: "Request", id: requestId },
  },
});

describe("access is checked on every delivery", () => {
  it("chatMessagesAdded: a captain who declined gets FORBIDDEN, not the customer's messages to the next captain", async () => {
    const requestId = await book(captain.id);
    const ws = captain.ws();
    const before = server.listeners(CHAT_CHANGED_TOPIC);
    // The chosen captain is a party while the offer is open: they may listen.
    const chat = subscribe<{ chatMessagesAdded: { content: string }[] }>(
      ws,
      `subscription Chat($id: ID!) { chatMessagesAdded(requestId: $id) { content } }`,
      { id: requestId },
    );
    await server.listenersAbove(CHAT_CHANGED_TOPIC, before);

    await act(captain, "declineJob", requestId);
    await offer(requestId, [nextCaptain]);
    await act(nextCaptain, "acceptJob", requestId);
    const sent = await run(
      customer,
      `mutation Send($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id } }`,
      { input: { requestId, content: "Gate code is 4411" } },
    );
    expect(sent.code, sent.message ?? "").toBeNull();

    const ended = await chat.next();
    expect(ended.data ?? undefined).toBeUndefined();
    expect(ended.errors).toEqual([expect.objectContaining(ENDED(requestId))]);
    expect(JSON.stringify(ended)).not.toContain("4411");
    chat.stop();
    await ws.dispose();
    // Frees the next captain for the other tests (one job at a time).
    await act(nextCaptain, "startJob", requestId);
    await act(nextCaptain, "completeJob", requestId);
  });

  it("requestUpdated: a captain who declines gets FORBIDDEN and hears nothing more", async () => {
    const requestId = await book(captain.id);
    const ws = captain.ws();
    const updates = subscribe<{ requestUpdated: { status: string } }>(
      ws,
      `subscription Updated($id: ID!) { requestUpdated(requestId: $id) { status } }`,
      { id: requestId },
    );
    expect((await updates.next()).data?.requestUpdated.status).toBe("PENDING");

    await act(captain, "declineJob", requestId);
    const ended = await updates.next();
    expect(ended.errors).toEqual([expect.objectContaining(ENDED(requestId))]);
    updates.stop();
    await ws.dispose();
  });

  it("trackingUpdated: a captain whose offer another captain took gets FORBIDDEN", async () => {
    const requestId = await book(null);
    await offer(requestId, [captain, nextCaptain]);
    const ws = captain.ws();
    const tracking = subscribe<{ trackingUpdated: { status: string } }>(
      ws,
      `subscription Tracking($id: ID!) { trackingUpdated(requestId: $id) { status } }`,
      { id: requestId },
    );
    expect((await tracking.next()).data?.trackingUpdated.status).toBe("PENDING");

    await act(nextCaptain, "acceptJob", requestId);
    const ended = await tracking.next();
    expect(ended.errors).toEqual([expect.objectContaining(ENDED(requestId))]);
    tracking.stop();
    await ws.dispose();
  });

  it("the captain who holds the job keeps receiving", async () => {
    const requestId = await book(captain.id);
    const ws = captain.ws();
    const updates = subscribe<{ requestUpdated: { status: string } }>(
      ws,
      `subscription Updated($id: ID!) { requestUpdated(requestId: $id) { status } }`,
      { id: requestId },
    );
    expect((await updates.next()).data?.requestUpdated.status).toBe("PENDING");
    await act(captain, "acceptJob", requestId);
    expect((await updates.until((m) => m.data?.requestUpdated.status === "ACCEPTED")).errors).toBeUndefined();
    updates.stop();
    await ws.dispose();
  });
});
