import type { FastifyInstance } from "fastify";

/** The service worker's URL, as web/build/pwaPlugin.ts names it (web/sw/serviceWorker.ts built). */
export const SERVICE_WORKER_PATH = "/serviceWorker.js";
export const MANIFEST_PATH = "/manifest.webmanifest";

/**
 * Headers the installable app needs on two built files: the service worker is revalidated on every
 * check (`no-cache`), so a new release reaches installed apps at once instead of after a cache's
 * lifetime; the manifest gets its registered media type. Runs after the static files' own headers.
 */
export function addInstallableAppHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const path = request.url.split("?")[0];
    if (path === SERVICE_WORKER_PATH) {
      reply.header("cache-control", "no-cache");
      reply.header("content-type", "text/javascript; charset=utf-8");
    } else if (path === MANIFEST_PATH) {
      reply.header("cache-control", "no-cache");
      reply.header("content-type", "application/manifest+json; charset=utf-8");
    }
    return payload;
  });
}
