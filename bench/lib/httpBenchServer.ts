import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { startApp } from "../../infra/app/startApp";
import { loadConfig } from "../../infra/config/config";

/**
 * The server side of bench/http.ts, in its own process so the load generator does not share its
 * event loop. Prints `READY <url>` once serving; stops on SIGTERM.
 */
const dataDir = await mkdtemp(join(os.tmpdir(), "roadside-bench-http-"));
const app = await startApp(
  loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    EVENT_STORE: process.env.EVENT_STORE ?? "pglite",
    DATABASE_URL: process.env.DATABASE_URL,
    OFFER_TIMEOUT_SECONDS: "3600",
    SEED_DEMO: process.env.SEED_DEMO,
    // The bench signs its customers up from one address; the per-address limit is not what it measures.
    SIGN_UPS_PER_ADDRESS_PER_HOUR: "100000",
  }),
  pino({ level: "silent" }),
);
console.log(`READY ${app.url}`);
process.once("SIGTERM", async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
