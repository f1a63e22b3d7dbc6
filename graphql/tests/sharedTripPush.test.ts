import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareStream } from "../../domain/streams";
import { anonymous, bookingInput, signUp } from "../testing/scenario";
import { run, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let customer: TestUser;
let linkHolder: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  customer = await signUp(server, "customer");
  linkHolder = anonymous(server);
}, 120_000);
afterAll(() => server?.close());

const SUBSCRIBE = `mutation S($token: String!, $input: PushSubscriptionInput!) {
  subscribeToSharedTrip(shareToken: $token, input: $input) }`;
const UNSUBSCRIBE = `mutation U($token: String!, $endpoint: String!) {
  unsubscribeFromSharedTrip(shareToken: $token, endpoint: $endpoint) }`;
const NOTIFYING = `query N($token: String!, $endpoint: String!) { sharedTripNotifying(shareToken: $token, endpoint: $endpoint) }`;

const browser = (endpoint = "https://fcm.googleapis.com/fcm/send/mothers-phone") => ({
  endpoint,
  p256dh: `B${"q".repeat(86)}`,
  authSecret: "k7Qm2vX9pL4tR8wZ1nB5cD",
});

/** A trip accepted by a captain of its own (one job at a time each) and shared by the customer. */
async function sharedTrip(): Promise<{ requestId: string; token: string; provider: TestUser }> {
  const provider = await signUp(server, "provider", { latitude: 25.2, longitude: 55.27, isOnline: true });
  const booked = await run<{ requestService: { id: string } }>(
    customer,
    `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { id } }`,
    { input: bookingInput(provider.id) },
  );
  const requestId = booked.data!.requestService.id;
  expect(
    (await run(provider, `mutation A($id: ID!) { acceptJob(requestId: $id) { id } }`, { id: requestId }))
      .code,
  ).toBeNull();
  const shared = await run<{ shareTrip: { shareToken: string } }>(
    customer,
    `mutation Share($input: ShareTripInput!) { shareTrip(input: $input) { shareToken } }`,
    { input: { requestId, sharedWithName: "Mariam", sharedWithPhone: "+971 50 222 3344" } },
  );
  return { requestId, token: shared.data!.shareTrip.shareToken, provider };
}

describe("notifications through a share link, without signing in", () => {
  it("subscribes this browser to the share, once, and unsubscribes it", async () => {
    const { requestId, token } = await sharedTrip();
    const endpoint = browser().endpoint;
    expect((await run(linkHolder, NOTIFYING, { token, endpoint })).data).toEqual({
      sharedTripNotifying: false,
    });
    const first = await run(linkHolder, SUBSCRIBE, { token, input: browser() });
    expect([first.code, first.data]).toEqual([null, { subscribeToSharedTrip: true }]);
    expect((await run(linkHolder, SUBSCRIBE, { token, input: browser() })).code).toBeNull();
    expect((await run(linkHolder, NOTIFYING, { token, endpoint })).data).toEqual({
      sharedTripNotifying: true,
    });
    const added = (await server.store.readStream(shareStream(requestId))).filter(
      (e) => e.type === "SharePushSubscriptionAdded",
    );
    expect(added).toHaveLength(1);
    const off = await run(linkHolder, UNSUBSCRIBE, { token, endpoint });
    expect([off.code, off.data]).toEqual([null, { unsubscribeFromSharedTrip: false }]);
    expect((await run(linkHolder, NOTIFYING, { token, endpoint })).data).toEqual({
      sharedTripNotifying: false,
    });
  });

  it("names the field at fault", async () => {
    const { token } = await sharedTrip();
    const http = await run(linkHolder, SUBSCRIBE, {
      token,
      input: { ...browser(), endpoint: "http://push.example/x" },
    });
    expect([http.code, http.field]).toEqual(["BAD_USER_INPUT", "endpoint"]);
    expect(http.message).toMatch(/https/);
    const key = await run(linkHolder, SUBSCRIBE, { token, input: { ...browser(), p256dh: "not-a-key" } });
    expect([key.code, key.field]).toEqual(["BAD_USER_INPUT", "p256dh"]);
  });

  it("an unknown token, and the link of an ended trip, are not found", async () => {
    const unknown = await run(linkHolder, SUBSCRIBE, { token: "x".repeat(43), input: browser() });
    expect(unknown.code).toBe("NOT_FOUND");
    const { requestId, token, provider } = await sharedTrip();
    expect(
      (await run(provider, `mutation St($id: ID!) { startJob(requestId: $id) { id } }`, { id: requestId }))
        .code,
    ).toBeNull();
    expect(
      (await run(provider, `mutation C($id: ID!) { completeJob(requestId: $id) { id } }`, { id: requestId }))
        .code,
    ).toBeNull();
    expect((await run(linkHolder, SUBSCRIBE, { token, input: browser() })).code).toBe("NOT_FOUND");
    expect((await run(linkHolder, UNSUBSCRIBE, { token, endpoint: browser().endpoint })).code).toBe(
      "NOT_FOUND",
    );
  });
});
