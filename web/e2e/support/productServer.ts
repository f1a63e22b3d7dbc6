import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type EmbeddedTestApp, startEmbeddedTestApp } from "../../../infra/testing/embeddedTestApp";

const WEB_DIST_INDEX = fileURLToPath(new URL("../../dist/index.html", import.meta.url));

/** `url` serves the built web app, `/api`, `/graphql` and `/ws`, as `npm start` does. */
export type ProductServer = EmbeddedTestApp;

/**
 * The product as `npm start` runs it (embedded PGlite, demo accounts seeded), on a random port
 * with its own data directory, so browser tests drive exactly what users get.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  if (!existsSync(WEB_DIST_INDEX)) {
    throw new Error("web/dist is missing: run `npm run build:web` before the browser tests");
  }
  // The browser tests sign many accounts up from 127.0.0.1; the limit has its own test (infra/app).
  // The tests run offline: the built-in map unless a test sets its own (never OpenFreeMap's host).
  return startEmbeddedTestApp({ SIGN_UPS_PER_ADDRESS_PER_HOUR: "10000", MAP_STYLE_URL: "offline", ...env });
}
