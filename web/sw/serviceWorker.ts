/// <reference lib="webworker" />
/**
 * Roadside's service worker (vite-plugin-pwa's injectManifest strategy builds it to /serviceWorker.js, with
 * the precache list injected at `self.__WB_MANIFEST`). It makes the installed app open from cache;
 * it never answers an API, GraphQL, WebSocket, photo or document request (see cachingRules.ts):
 * those are not routed here, so the browser sends them to the network as if there were no worker.
 *
 * More handlers (e.g. `push`, `notificationclick`) are added in modules of this folder imported below.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { LARGE_CHUNKS_KEPT, NAVIGATION_DENYLIST, RUNTIME_CACHING } from "./cachingRules";
import { registerPushHandlers } from "./pushHandlers";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the same shell; the router inside picks the screen (or the offline notice).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: [...NAVIGATION_DENYLIST] }),
);

for (const rule of RUNTIME_CACHING) {
  registerRoute(
    ({ url }) => rule.matches(url, self.location.origin),
    new CacheFirst({
      cacheName: rule.cacheName,
      plugins: [new ExpirationPlugin({ maxEntries: LARGE_CHUNKS_KEPT })],
    }),
  );
}

// The page asks for the update (its "Reload" button, via workbox-window's messageSkipWaiting):
// a new version never takes over a tab in the middle of a booking or an offer on its own.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
// Web Push (issue 23): show the server's notifications; a click opens their screen.
registerPushHandlers(self);
// On the first install there is no older version: take the open tab at once, so it works offline.
clientsClaim();
