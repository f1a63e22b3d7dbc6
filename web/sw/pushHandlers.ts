/**
 * The service worker's push and notification-click handlers (issue 23), as a module the service
 * worker imports and calls once: `registerPushHandlers(self)`. The server's push reactor sends JSON
 * `{ title, body, url, tag }`; `url` is the app's screen the notification opens.
 *
 * The types below are the few parts of the ServiceWorkerGlobalScope this module touches, written
 * out so it compiles whatever `lib` the service worker's build uses.
 */

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

interface WindowClientLike {
  url: string;
  focused: boolean;
  visibilityState: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown; text(): string } | null;
}

interface NotificationClickEventLike extends ExtendableEventLike {
  notification: { data: unknown; close(): void };
}

export interface PushWorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickEventLike) => void): void;
}

/** Anything but a well-formed message is shown as a plain notice that opens the app's home. */
export function readPushMessage(data: PushEventLike["data"]): PushMessage {
  const fallback: PushMessage = { title: "Roadside", body: "You have an update.", url: "/", tag: "roadside" };
  if (!data) return fallback;
  let value: unknown;
  try {
    value = data.json();
  } catch {
    return fallback;
  }
  if (typeof value !== "object" || value === null) return fallback;
  const v = value as Record<string, unknown>;
  const text = (key: keyof PushMessage) =>
    typeof v[key] === "string" && v[key] !== "" ? (v[key] as string) : null;
  const url = text("url");
  return {
    title: text("title") ?? fallback.title,
    body: text("body") ?? fallback.body,
    // Only a path of this app: a message must not send anyone elsewhere.
    url: url?.startsWith("/") && !url.startsWith("//") ? url : "/",
    tag: text("tag") ?? fallback.tag,
  };
}

/** An offer expires in seconds: it stays on screen, buzzes and sounds even when one is already shown. */
function optionsFor(message: PushMessage): Record<string, unknown> {
  const urgent = message.tag.startsWith("offer-") && message.title === "New job offer";
  return {
    body: message.body,
    tag: message.tag,
    data: { url: message.url },
    icon: "/favicon.svg",
    renotify: urgent,
    requireInteraction: urgent,
    silent: false,
    ...(urgent ? { vibrate: [300, 100, 300, 100, 300] } : {}),
  };
}

export function registerPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener("push", (event) => {
    const message = readPushMessage(event.data);
    event.waitUntil(
      (async () => {
        // A chat message while the conversation is on screen needs no notification: the tab shows it.
        if (message.tag.startsWith("chat-")) {
          const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
          if (windows.some((w) => w.focused && w.visibilityState === "visible")) return;
        }
        await scope.registration.showNotification(message.title, optionsFor(message));
      })(),
    );
  });

  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const path =
      typeof data?.url === "string" && data.url.startsWith("/") && !data.url.startsWith("//")
        ? data.url
        : "/";
    const target = new URL(path, scope.location.origin).href;
    event.waitUntil(
      (async () => {
        // A document (a receipt's invoice PDF, under /api/) opens beside the app: taking the app's
        // window there would leave the user outside the app with no way back but the browser's.
        if (path.startsWith("/api/")) {
          await scope.clients.openWindow(target);
          return;
        }
        const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
        // An open window of the app is reused (and taken to the screen) rather than opening another.
        const open = windows.find((w) => new URL(w.url).origin === scope.location.origin);
        if (open) {
          if (open.url !== target && open.navigate) await open.navigate(target);
          await open.focus();
          return;
        }
        await scope.clients.openWindow(target);
      })(),
    );
  });
}
