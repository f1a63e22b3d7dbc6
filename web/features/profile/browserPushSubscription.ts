/** This browser's side of Web Push: the service worker's PushManager. */

export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  authSecret: string;
}

/** Whether this browser can receive Web Push at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    typeof Notification !== "undefined"
  );
}

/** The app's service worker registration, if one is installed (it is what receives the pushes). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** The endpoint this browser is subscribed with, or null. */
export async function currentEndpoint(): Promise<string | null> {
  const reg = await registration();
  return (await reg?.pushManager.getSubscription())?.endpoint ?? null;
}

/** The VAPID public key from base64url to the bytes PushManager.subscribe() takes. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type SubscribeOutcome =
  | { kind: "subscribed"; subscription: BrowserSubscription }
  | { kind: "denied" }
  | { kind: "no-service-worker" };

/**
 * Asks for permission, then subscribes this browser with the server's key. A subscription made
 * with another key (the server's keys were replaced) is renewed, since the push service would
 * refuse the server's messages to it.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return { kind: "denied" };
  const reg = await registration();
  if (!reg) return { kind: "no-service-worker" };
  const key = applicationServerKeyOf(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  const existingKey = subscription?.options.applicationServerKey;
  if (subscription && existingKey && !sameBytes(new Uint8Array(existingKey), key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  return {
    kind: "subscribed",
    subscription: {
      endpoint: subscription.endpoint,
      p256dh: json.keys?.p256dh ?? "",
      authSecret: json.keys?.auth ?? "",
    },
  };
}

/** Ends this browser's subscription; answers its endpoint (to remove on the server), or null. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
