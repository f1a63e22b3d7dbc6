// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Client } from "urql";
import { Provider } from "urql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromValue } from "wonka";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { PushNotificationSettings } from "./PushNotificationSettings";

const ENDPOINT = "https://push.example/send/this-browser";
const KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i)]).toString("base64url");
const settings = {
  __typename: "PushSettings",
  endpoints: [ENDPOINT],
  preferences: [
    { __typename: "PushPreference", kind: "new-offer", enabled: true },
    { __typename: "PushPreference", kind: "offer-withdrawn", enabled: true },
    { __typename: "PushPreference", kind: "job-cancelled", enabled: true },
  ],
};

function fakeClient() {
  const mutations: Array<{ query: string; variables: unknown }> = [];
  const client = {
    executeQuery: vi.fn((operation) => fromValue({ operation, data: { pushSettings: settings } })),
    executeMutation: vi.fn((operation) => {
      const name = operation.query.definitions[0]?.name?.value as string;
      mutations.push({ query: name, variables: operation.variables });
      const field = name.charAt(0).toLowerCase() + name.slice(1);
      return fromValue({ operation, data: { [field]: settings } });
    }),
  } as unknown as Client;
  return { client, mutations };
}

let subscribed: { applicationServerKey: Uint8Array } | null = null;
beforeEach(() => {
  subscribed = null;
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: `B${"p".repeat(86)}`, auth: "a".repeat(22) } }),
    unsubscribe: async () => true,
  };
  const registration = {
    pushManager: {
      getSubscription: async () => (subscribed ? subscription : null),
      subscribe: async (options: { applicationServerKey: Uint8Array }) => {
        subscribed = options;
        return subscription;
      },
    },
  };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission: "default", requestPermission: async () => "granted" });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ demoAccounts: false, pushPublicKey: KEY }), {
          headers: { "content-type": "application/json" },
        }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the Push Notifications switch", () => {
  it("subscribes this browser with the server's key, sends the subscription, then offers the per-kind switches", async () => {
    const { client, mutations } = fakeClient();
    renderWithProviders(
      <Provider value={client}>
        <PushNotificationSettings />
      </Provider>,
    );
    expect(await screen.findByText("Off for this browser")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Push Notifications" }));
    await waitFor(() => expect(mutations.map((m) => m.query)).toContain("AddPushSubscription"));
    expect(Buffer.from(subscribed!.applicationServerKey).toString("base64url")).toBe(KEY);
    expect(mutations[0]!.variables).toEqual({
      input: { endpoint: ENDPOINT, p256dh: `B${"p".repeat(86)}`, authSecret: "a".repeat(22) },
    });
    await user.click(await screen.findByRole("checkbox", { name: "Offers withdrawn" }));
    await waitFor(() =>
      expect(mutations.at(-1)).toEqual({
        query: "SetPushPreference",
        variables: { kind: "offer-withdrawn", enabled: false },
      }),
    );
  });
});
