import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, signUp } from "../testing/scenario";
import { run, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let captain: TestUser;
let customer: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [captain, customer] = await Promise.all([signUp(server, "provider"), signUp(server, "customer")]);
}, 120_000);
afterAll(() => server?.close());

const SETTINGS = "endpoints preferences { kind enabled }";
const ADD = `mutation($input: PushSubscriptionInput!) { addPushSubscription(input: $input) { ${SETTINGS} } }`;
const REMOVE = `mutation($endpoint: String!) { removePushSubscription(endpoint: $endpoint) { ${SETTINGS} } }`;
const SET = `mutation($kind: String!, $enabled: Boolean!) { setPushPreference(kind: $kind, enabled: $enabled) { ${SETTINGS} } }`;
const QUERY = `{ pushSettings { ${SETTINGS} } }`;

interface Settings {
  endpoints: string[];
  preferences: Array<{ kind: string; enabled: boolean }>;
}

const subscription = (endpoint = "https://fcm.googleapis.com/fcm/send/captain-phone") => ({
  endpoint,
  p256dh: `B${"q".repeat(86)}`,
  authSecret: "k7Qm2vX9pL4tR8wZ1nB5cD",
});

describe("push settings over GraphQL", () => {
  it("a captain's browser subscription reaches the server, and a switch is kept there", async () => {
    const added = await run<{ addPushSubscription: Settings }>(captain, ADD, { input: subscription() });
    expect(added.data?.addPushSubscription.endpoints).toEqual([subscription().endpoint]);
    expect(added.data?.addPushSubscription.preferences).toEqual([
      { kind: "new-offer", enabled: true },
      { kind: "offer-withdrawn", enabled: true },
      { kind: "job-cancelled", enabled: true },
      { kind: "chat-message", enabled: true },
    ]);
    const off = await run<{ setPushPreference: Settings }>(captain, SET, {
      kind: "offer-withdrawn",
      enabled: false,
    });
    expect(off.data?.setPushPreference.preferences).toContainEqual({
      kind: "offer-withdrawn",
      enabled: false,
    });
    const read = await run<{ pushSettings: Settings }>(captain, QUERY);
    expect(read.data?.pushSettings.preferences).toContainEqual({ kind: "offer-withdrawn", enabled: false });
    const removed = await run<{ removePushSubscription: Settings }>(captain, REMOVE, {
      endpoint: subscription().endpoint,
    });
    expect(removed.data?.removePushSubscription.endpoints).toEqual([]);
  });

  it("names the field at fault", async () => {
    const http = await run(customer, ADD, {
      input: { ...subscription(), endpoint: "http://push.example/x" },
    });
    expect([http.code, http.field]).toEqual(["BAD_USER_INPUT", "endpoint"]);
    const key = await run(customer, ADD, { input: { ...subscription(), p256dh: "not-a-key" } });
    expect([key.code, key.field]).toEqual(["BAD_USER_INPUT", "p256dh"]);
    const secret = await run(customer, ADD, { input: { ...subscription(), authSecret: "short" } });
    expect([secret.code, secret.field]).toEqual(["BAD_USER_INPUT", "authSecret"]);
    const kind = await run(customer, SET, { kind: "new-offer", enabled: false });
    expect([kind.code, kind.field]).toEqual(["BAD_USER_INPUT", "kind"]);
    const unknown = await run(customer, SET, { kind: "weather", enabled: false });
    expect([unknown.code, unknown.field]).toEqual(["BAD_USER_INPUT", "kind"]);
  });

  it("asks who is signed in", async () => {
    expect((await run(anonymous(server), QUERY)).code).toBe("UNAUTHENTICATED");
    expect((await run(anonymous(server), ADD, { input: subscription() })).code).toBe("UNAUTHENTICATED");
  });
});
