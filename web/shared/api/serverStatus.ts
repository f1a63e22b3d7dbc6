/**
 * Whether the Roadside server answered recently: "offline" after a request could not reach it (network
 * error, proxy error, or an answer that is not from our API), "online" after any answer that is.
 * A tiny external store so the banner and the session can read it with useSyncExternalStore.
 */
export type ServerStatus = "unknown" | "online" | "offline";

let status: ServerStatus = "unknown";
const listeners = new Set<() => void>();

export function getServerStatus(): ServerStatus {
  return status;
}

export function setServerStatus(next: ServerStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeServerStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
