import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { accountStream } from "../../domain/streams";
import { loadConfig } from "../config/config";
import { DEMO_ACCOUNTS } from "../seed/demoAccounts";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../testing/postgres";
import { startApp } from "./startApp";

const admin = DEMO_ACCOUNTS.find((account) => account.userType === "admin")!;
let database: TestDatabase;
let dataDir: string;

/** A logger whose JSON lines the test can read. */
function capturingLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: "warn" }, sink), lines };
}

const configFor = (env: Record<string, string>) =>
  loadConfig({
    EVENT_STORE: "postgres",
    DATABASE_URL: database.url,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SIMULATE_FLEET: "0",
    ...env,
  });

await describeWithPostgres("demo mode outside the embedded store", () => {
  beforeAll(async () => {
    database = await createTestDatabase("demomode");
    dataDir = await mkdtemp(join(tmpdir(), "roadside-demomode-"));
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("seeds no demo accounts by default, and GET /api/config says so", async () => {
    const { logger, lines } = capturingLogger();
    const app = await startApp(configFor({}), logger);
    try {
      expect(await app.backend.store.readStream(accountStream(admin.id))).toHaveLength(0);
      const answer = await fetch(`${app.url}/api/config`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ demoAccounts: false });
      expect(lines.filter((line) => line.msg.includes("SEED_DEMO"))).toEqual([]);
    } finally {
      await app.close();
    }
  }, 120_000);

  it("with SEED_DEMO=1 seeds them, warns loudly, and GET /api/config says they exist", async () => {
    const { logger, lines } = capturingLogger();
    const app = await startApp(configFor({ SEED_DEMO: "1" }), logger);
    try {
      expect(await app.backend.store.readStream(accountStream(admin.id))).not.toHaveLength(0);
      const warning = lines.find((line) => line.msg.includes("SEED_DEMO is on outside the embedded store"));
      expect(warning?.level).toBe(40);
      expect(warning?.msg).toContain("EVENT_STORE=postgres");
      expect(await (await fetch(`${app.url}/api/config`)).json()).toMatchObject({ demoAccounts: true });
    } finally {
      await app.close();
    }
  }, 120_000);
});
