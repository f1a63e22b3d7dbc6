import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { addInstallableAppHeaders } from "./installableAppHeaders";

/** Paths the server answers itself; anything else that a browser asks for is a page of the web app. */
// /metrics among them: it lives on METRICS_PORT only, and the public port answers it 404, not with a page.
/** What the server answers itself, never the web app: the service worker keeps these off its cache too. */
export const SERVER_PATH_PREFIXES = ["api", "graphql", "ws", "healthz", "readyz", "metrics"] as const;
const SERVER_PATHS = new RegExp(`^/(${SERVER_PATH_PREFIXES.join("|")})(/|$|\\?)`);

/** A path whose last segment has an extension names a file (/robots.txt, /favicon.ico), never a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/** Vite's hashed build output: a changed file gets a new name, so a browser may keep these for good. */
const HASHED_ASSETS = /\/assets\//;

/**
 * Serves the built web app (`npm run build:web` → web/dist) on the same port as the APIs: the
 * brotli or gzip copy the build wrote beside each file when the browser accepts it, hashed assets
 * cached for a year. Unknown page paths get index.html so the app's router shows the page, or its
 * 404 page; a missing file (a path with an extension) is a 404, not the app's HTML.
 */
export async function registerWebAppRoutes(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, "index.html"))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: ["index.html"],
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header(
        "cache-control",
        HASHED_ASSETS.test(path)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate",
      );
    },
  });
  addInstallableAppHeaders(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0]!;
    const wantsPage = request.method === "GET" && !SERVER_PATHS.test(request.url) && !FILE_PATH.test(path);
    if (wantsPage) return reply.type("text/html").sendFile("index.html");
    return reply.code(404).send({ error: `There is no ${request.method} ${request.url.split("?")[0]} here` });
  });
  return true;
}
