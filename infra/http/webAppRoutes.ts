import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../../command-api/auth/sessionCookie";
import { reasonBody } from "../../command-api/rest/http/errorBody";
import { addInstallableAppHeaders } from "./installableAppHeaders";
import { pageLanguageOf } from "./pageLanguage";

/** Paths the server answers itself; anything else that a browser asks for is a page of the web app. */
// /metrics among them: it lives on METRICS_PORT only, and the public port answers it 404, not with a page.
/** What the server answers itself, never the web app: the service worker keeps these off its cache too. */
export const SERVER_PATH_PREFIXES = ["api", "graphql", "ws", "healthz", "readyz", "metrics"] as const;
const SERVER_PATHS = new RegExp(`^/(${SERVER_PATH_PREFIXES.join("|")})(/|$|\\?)`);

/** A path whose last segment has an extension names a file (/robots.txt, /favicon.ico), never a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The public pages the build rendered to HTML (web/build/prerenderPlugin.ts), by path: what the app
 * shows first to a visitor without a session, painted before any script arrives. English at the
 * top of prerendered/, each other language in its own folder (prerendered/ar/).
 */
const PRERENDERED: Record<string, string> = {
  "/": "index.html",
  "/login": "login.html",
};

const SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;]`);

/**
 * The pre-rendered page for this request, or index.html: a session's page is its own (a home, a
 * dashboard), and a query may change the screen (/login?role=provider&mode=register), so only the
 * bare path gets the page as a visitor first sees it.
 */
function pageFileFor(request: FastifyRequest, distDir: string): string {
  const file = PRERENDERED[request.url];
  if (!file || SESSION.test(request.headers.cookie ?? "")) return "index.html";
  const language = pageLanguageOf(request.headers);
  const prerendered = language === "en" ? `prerendered/${file}` : `prerendered/${language}/${file}`;
  return existsSync(join(distDir, prerendered)) ? prerendered : "index.html";
}

/** Vite's hashed build output: a changed file gets a new name, so a browser may keep these for good. */
const HASHED_ASSETS = /\/assets\//;

/**
 * Serves the built web app (`npm run build:web` → web/dist) on the same port as the APIs: the
 * brotli or gzip copy the build wrote beside each file when the browser accepts it, hashed assets
 * cached for a year. Page paths get index.html so the app's router shows the page, or its 404 page;
 * the landing and sign-in get their pre-rendered HTML when no session cookie came with the request.
 * A missing file (a path with an extension) is a 404, not the app's HTML.
 */
export async function registerWebAppRoutes(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, "index.html"))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // "/" is a page like any other (below): pre-rendered or not, by the session cookie.
    index: false,
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
    if (wantsPage) {
      // The same URL answers differently with and without a session, and by the reader's language:
      // no cache may mix them up.
      reply.header("vary", "cookie, accept-language");
      return reply.type("text/html").sendFile(pageFileFor(request, distDir));
    }
    return reply
      .code(404)
      .send(
        reasonBody("http.noSuchPathHere", { method: request.method, path: request.url.split("?")[0] ?? "" }),
      );
  });
  return true;
}
