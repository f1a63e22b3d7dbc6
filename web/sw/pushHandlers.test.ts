import { describe, expect, it } from "vitest";
import { type PushWorkerScope, readPushMessage, registerPushHandlers } from "./pushHandlers";

type Listener = (event: never) => void;

function fakeScope(windows: Array<{ url: string; focused: boolean; visibilityState: string }> = []) {
  const listeners = new Map<string, Listener>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const focused: string[] = [];
  const clients = windows.map((w) => ({
    ...w,
    focus: async () => {
      focused.push(w.url);
    },
    navigate: async (url: string) => {
      navigated.push(url);
    },
  }));
  const scope: PushWorkerScope = {
    location: { origin: "https://roadside.test" },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url) => {
        opened.push(url);
      },
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  } as PushWorkerScope;
  registerPushHandlers(scope);
  async function fire(type: string, event: object) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) } as never);
    await work;
  }
  return { fire, shown, opened, navigated, focused };
}

const dataOf = (value: unknown) => ({ json: () => value, text: () => JSON.stringify(value) });
const offer = {
  title: "New job offer",
  body: "Answer before 10:00:30",
  url: "/provider-dashboard",
  tag: "offer-r1",
};

describe("the service worker's push handlers", () => {
  it("shows the server's message, an offer insistently", async () => {
    const sw = fakeScope();
    await sw.fire("push", { data: dataOf(offer) });
    expect(sw.shown).toEqual([
      {
        title: "New job offer",
        options: expect.objectContaining({
          body: "Answer before 10:00:30",
          tag: "offer-r1",
          data: { url: "/provider-dashboard" },
          requireInteraction: true,
          renotify: true,
        }),
      },
    ]);
  });

  it("skips a chat notification while the app is in front, not while it is hidden", async () => {
    const chat = { title: "New message", body: "…", url: "/", tag: "chat-r1" };
    const inFront = fakeScope([{ url: "https://roadside.test/", focused: true, visibilityState: "visible" }]);
    await inFront.fire("push", { data: dataOf(chat) });
    expect(inFront.shown).toEqual([]);
    const hidden = fakeScope([{ url: "https://roadside.test/", focused: false, visibilityState: "hidden" }]);
    await hidden.fire("push", { data: dataOf(chat) });
    expect(hidden.shown).toHaveLength(1);
  });

  it("a click opens the notification's screen, in the app's open window if there is one", async () => {
    const none = fakeScope();
    await none.fire("notificationclick", { notification: { data: { url: "/history" }, close() {} } });
    expect(none.opened).toEqual(["https://roadside.test/history"]);
    const open = fakeScope([{ url: "https://roadside.test/", focused: false, visibilityState: "hidden" }]);
    await open.fire("notificationclick", {
      notification: { data: { url: "/provider-dashboard" }, close() {} },
    });
    expect(open.navigated).toEqual(["https://roadside.test/provider-dashboard"]);
    expect(open.focused).toEqual(["https://roadside.test/"]);
    expect(open.opened).toEqual([]);
  });

  it("a receipt's invoice opens in a window of its own, leaving the app's window where it is", async () => {
    const open = fakeScope([{ url: "https://roadside.test/", focused: false, visibilityState: "hidden" }]);
    await open.fire("notificationclick", {
      notification: { data: { url: "/api/documents/INV-000042.pdf" }, close() {} },
    });
    expect(open.opened).toEqual(["https://roadside.test/api/documents/INV-000042.pdf"]);
    expect(open.navigated).toEqual([]);
  });

  it("never leaves the app: a foreign or malformed url opens home", () => {
    expect(readPushMessage(dataOf({ ...offer, url: "https://evil.example/" })).url).toBe("/");
    expect(readPushMessage(dataOf({ ...offer, url: "//evil.example/" })).url).toBe("/");
    expect(readPushMessage({ json: () => JSON.parse("not json"), text: () => "not json" }).title).toBe(
      "Roadside",
    );
    expect(readPushMessage(null).url).toBe("/");
  });
});
