// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { setServerStatus } from "../api";
import { stubFetch } from "../testing/fetchStub";
import { stopBrowserPush } from "./stopBrowserPush";

const ENDPOINT = "https://push.example/send/abc";

/** This browser's service worker with (or without) a push subscription. */
function stubServiceWorker(subscription: { endpoint: string; unsubscribe(): Promise<boolean> } | null) {
  const getRegistration = vi.fn(async () => ({
    pushManager: { getSubscription: async () => subscription },
  }));
  Object.defineProperty(navigator, "serviceWorker", { value: { getRegistration }, configurable: true });
  return getRegistration;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
  setServerStatus("unknown");
});

describe("stopBrowserPush (before signing out)", () => {
  it("removes this browser's subscription on the server and ends it in the browser", async () => {
    const unsubscribe = vi.fn(async () => true);
    stubServiceWorker({ endpoint: ENDPOINT, unsubscribe });
    const fetch = stubFetch({
      "POST /graphql": { status: 200, body: { data: { removePushSubscription: { endpoints: [] } } } },
    });
    await stopBrowserPush();
    expect(unsubscribe).toHaveBeenCalledOnce();
    const sent = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as { query: string; variables: object };
    expect(sent.query).toContain("removePushSubscription(endpoint: $endpoint)");
    expect(sent.variables).toEqual({ endpoint: ENDPOINT });
  });

  it("asks nothing of the server when this browser has no subscription", async () => {
    stubServiceWorker(null);
    const fetch = stubFetch({});
    await stopBrowserPush();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("still ends the browser's subscription when the server cannot be reached", async () => {
    const unsubscribe = vi.fn(async () => true);
    stubServiceWorker({ endpoint: ENDPOINT, unsubscribe });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await stopBrowserPush();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it("gives up after the time limit when the push service or the server hangs, so signing out goes on", async () => {
    stubServiceWorker({ endpoint: ENDPOINT, unsubscribe: () => new Promise<boolean>(() => {}) });
    const fetch = vi.fn(
      (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    vi.stubGlobal("fetch", fetch);
    await stopBrowserPush(20);
    const signal = fetch.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(true);
  });

  it("does nothing in a browser without service workers", async () => {
    const fetch = stubFetch({});
    await stopBrowserPush();
    expect(fetch).not.toHaveBeenCalled();
  });
});
