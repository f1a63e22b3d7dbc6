// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Client } from "urql";
import { Provider } from "urql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromValue } from "wonka";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { SharedTripNotifySwitch } from "./SharedTripNotifySwitch";

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789";
const ENDPOINT = "https://push.example/send/family-phone";
const KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i)]).toString("base64url");
const LABEL = "Notify me when the trip starts and ends";

function fakeClient(answer: (name: string) => object = () => ({})) {
  const mutations: Array<{ query: string; variables: unknown }> = [];
  const client = {
    executeQuery: vi.fn((operation) => fromValue({ operation, data: { sharedTripNotifying: false } })),
    executeMutation: vi.fn((operation) => {
      const name = operation.query.definitions[0]?.name?.value as string;
      mutations.push({ query: name, variables: operation.variables });
      const field = name.charAt(0).toLowerCase() + name.slice(1);
      return fromValue({ operation, data: { [field]: name.startsWith("Subscribe") }, ...answer(name) });
    }),
  } as unknown as Client;
  return { client, mutations };
}

let subscribed = false;
let browserUnsubscribed = false;
beforeEach(() => {
  subscribed = false;
  browserUnsubscribed = false;
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: `B${"p".repeat(86)}`, auth: "a".repeat(22) } }),
    unsubscribe: async () => {
      browserUnsubscribed = true;
      return true;
    },
  };
  const registration = {
    pushManager: {
      getSubscription: async () => (subscribed ? subscription : null),
      subscribe: async () => {
        subscribed = true;
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

const render = (client: Client) =>
  renderWithProviders(
    <Provider value={client}>
      <SharedTripNotifySwitch shareToken={TOKEN} />
    </Provider>,
  );

describe("the share page's notify switch", () => {
  it("subscribes this browser for this link only; off tells the server and keeps the browser's subscription", async () => {
    const { client, mutations } = fakeClient();
    render(client);
    expect(await screen.findByText("Off")).toBeTruthy();
    const user = userEvent.setup();
    const toggle = () => screen.getByRole("checkbox", { name: LABEL });
    await waitFor(() => expect((toggle() as HTMLInputElement).disabled).toBe(false));
    await user.click(toggle());
    await waitFor(() => expect(mutations.map((m) => m.query)).toEqual(["SubscribeToSharedTrip"]));
    expect(mutations[0]!.variables).toEqual({
      shareToken: TOKEN,
      input: { endpoint: ENDPOINT, p256dh: `B${"p".repeat(86)}`, authSecret: "a".repeat(22) },
    });
    expect(await screen.findByText("On: this browser will be told")).toBeTruthy();
    await user.click(toggle());
    await waitFor(() =>
      expect(mutations.at(-1)).toEqual({
        query: "UnsubscribeFromSharedTrip",
        variables: { shareToken: TOKEN, endpoint: ENDPOINT },
      }),
    );
    expect(await screen.findByText("Off")).toBeTruthy();
    expect(browserUnsubscribed).toBe(false);
  });

  it("shows the server's refusal and stays off", async () => {
    const refusal = "This tracking link has expired or does not exist";
    const { client } = fakeClient(() => ({
      data: undefined,
      error: { graphQLErrors: [{ message: refusal }], message: refusal },
    }));
    render(client);
    const user = userEvent.setup();
    const toggle = () => screen.getByRole("checkbox", { name: LABEL });
    await waitFor(() => expect((toggle() as HTMLInputElement).disabled).toBe(false));
    await user.click(toggle());
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(screen.getByText("Off")).toBeTruthy();
  });
});
