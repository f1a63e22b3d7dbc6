import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { accountStream } from "../../domain/streams";
import { loadConfig } from "../config/config";
import { DEMO_ACCOUNTS } from "../seed/demoAccounts";
import { startApp } from "./startApp";

const logger = pino({ level: "silent" });
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("the embedded default (npm start)", () => {
  it("serves /healthz with the store and projections, seeds the demo once, and keeps data across a restart", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "roadside-start-"));
    dirs.push(dataDir);
    const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent" });

    const first = await startApp(config, logger);
    const health = await fetch(`${first.url}/healthz`);
    expect(health.status).toBe(200);
    const body = (await health.json()) as {
      eventStore: string;
      projections: Array<{ name: string; lag: number; state: string }>;
    };
    expect(body.eventStore).toBe("pglite");
    expect(body.projections.map((p) => p.name)).toContain("request_history");
    for (const p of body.projections) expect(p.state).toMatch(/live|catching-up/);
    for (const account of DEMO_ACCOUNTS) {
      expect(await first.backend.store.readStream(accountStream(account.id))).not.toHaveLength(0);
    }
    // The sign-in screen offers the demo accounts because the server says they exist.
    const publicConfig = await fetch(`${first.url}/api/config`);
    expect(publicConfig.status).toBe(200);
    expect(await publicConfig.json()).toEqual({
      demoAccounts: true,
      pushPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
    });
    const eventsAfterFirstStart = (await first.backend.store.readAll()).length;
    await first.close();

    const second = await startApp(config, logger);
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    // Seeding again found everything in place and appended nothing.
    expect((await second.backend.store.readAll()).length).toBe(eventsAfterFirstStart);
    await second.close();
  }, 60_000);

  it("leaves demo data out when SEED_DEMO=0", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "roadside-noseed-"));
    dirs.push(dataDir);
    const app = await startApp(
      loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "0" }),
      logger,
    );
    expect(await app.backend.store.readAll()).toHaveLength(0);
    expect(await (await fetch(`${app.url}/api/config`)).json()).toMatchObject({ demoAccounts: false });
    await app.close();
  }, 60_000);
});
