import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { type RunningApp, startApp } from "../app/startApp";
import { loadConfig } from "../config/config";

export interface EmbeddedTestApp {
  app: RunningApp;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Stops the app and deletes its data directory. */
  close(): Promise<void>;
}

/**
 * The product as `npm start` runs it (embedded PGlite, demo accounts seeded unless SEED_DEMO=0)
 * on a random port with a throwaway data directory: what integration and browser tests drive.
 */
export async function startEmbeddedTestApp(env: Record<string, string> = {}): Promise<EmbeddedTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "roadside-test-app-"));
  try {
    const app = await startApp(
      loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env }),
      pino({ level: "silent" }),
    );
    return {
      app,
      url: app.url,
      async close() {
        await app.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
