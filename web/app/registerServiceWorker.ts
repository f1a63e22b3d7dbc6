import { toaster } from "../shared/toast";

/** The built service worker (web/sw/serviceWorker.ts; web/build/pwaPlugin.ts names it). */
const SERVICE_WORKER_URL = "/serviceWorker.js";

/**
 * Registers the installable app's service worker, in production builds only (not under the dev
 * server or the tests). A new version waits until the user chooses "Reload": an automatic reload
 * could land while a captain answers an offer or a customer fills in a request. It also takes over
 * by itself once every Roadside tab is closed.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // workbox-window stays out of the first screen's scripts.
  void import("workbox-window").then(({ Workbox }) => {
    const worker = new Workbox(SERVICE_WORKER_URL, { scope: "/" });
    worker.addEventListener("waiting", () => {
      toaster.create({
        id: "app-update",
        type: "info",
        title: "A new version of Roadside is ready",
        description: "Reload to use it.",
        duration: Number.POSITIVE_INFINITY,
        closable: true,
        action: { label: "Reload", onClick: () => worker.messageSkipWaiting() },
      });
    });
    // The new version took over after "Reload": load the page it serves. Not on the first install.
    worker.addEventListener("controlling", (event) => {
      if (event.isUpdate) window.location.reload();
    });
    void worker.register();
  });
}
