import { apiRequest } from "../api";

/** Signing out waits at most this long for the push service and the server (an offline phone still signs out). */
export const STOP_PUSH_TIMEOUT_MS = 3000;

const REMOVE_PUSH_SUBSCRIPTION = `
  mutation RemovePushSubscriptionOnSignOut($endpoint: String!) {
    removePushSubscription(endpoint: $endpoint) {
      endpoints
    }
  }
`;

/**
 * Before signing out: ends this browser's push subscription and removes it from the account on the
 * server (while the session cookie still says whose it is), so the next person on this browser is
 * not shown the previous account's notifications. Best effort within STOP_PUSH_TIMEOUT_MS: when
 * either step fails or hangs, signing out goes on; a subscription the server still holds is then
 * removed by the push reactor once the push service answers that it is gone.
 */
export async function stopBrowserPush(timeoutMs = STOP_PUSH_TIMEOUT_MS): Promise<void> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve();
    }, timeoutMs);
  });
  const stop = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await Promise.allSettled([
      apiRequest(
        "POST",
        "/graphql",
        { query: REMOVE_PUSH_SUBSCRIPTION, variables: { endpoint: subscription.endpoint } },
        { signal: abort.signal },
      ),
      subscription.unsubscribe(),
    ]);
  };
  try {
    await Promise.race([stop(), timeout]);
  } catch {
    // No service worker container, a push manager that throws: nothing to stop here.
  } finally {
    clearTimeout(timer);
  }
}
