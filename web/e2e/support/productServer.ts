import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { type RunningApp, startApp } from "../../../infra/app/startApp";
import { loadConfig } from "../../../infra/config/config";

const WEB_DIST_INDEX = fileURLToPath(new URL("../../dist/index.html", import.meta.url));

export interface ProductServer {
  /** `http://127.0.0.1:<port>`: the built web app, `/api`, `/graphql` and `/ws`, as `npm start` serves them. */
  url: string;
  app: RunningApp;
  close(): Promise<void>;
}

/**
 * The product as `npm start` runs it (embedded PGlite, demo accounts seeded), on a random port
 * with its own data directory, so browser tests drive exactly what users get.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  if (!existsSync(WEB_DIST_INDEX)) {
    throw new Error("web/dist is missing: run `npm run build:web` before the browser tests");
  }
  const dataDir = await mkdtemp(join(tmpdir(), "roadside-browser-"));
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...env,
  });
  const app = await startApp(config, pino({ level: "silent" }));
  return {
    url: app.url,
    app,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
