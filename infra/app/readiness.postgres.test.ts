import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "../config/config";
import { eventually } from "../testing/childNode";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../testing/postgres";
import { startTcpProxy, type TcpProxy } from "../testing/tcpProxy";
import { type RunningApp, startApp } from "./startApp";

let database: TestDatabase;
let proxy: TcpProxy;
let app: RunningApp;
let dataDir: string;

const readiness = async () => {
  const response = await fetch(`${app.url}/readyz`);
  return { status: response.status, body: (await response.json()) as { ready: boolean; reasons: string[] } };
};

await describeWithPostgres("readiness follows PostgreSQL without a restart", () => {
  beforeAll(async () => {
    database = await createTestDatabase("readyz");
    const url = new URL(database.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    dataDir = await mkdtemp(join(tmpdir(), "roadside-readyz-"));
    app = await startApp(
      loadConfig({
        EVENT_STORE: "postgres",
        DATABASE_URL: url.toString(),
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO: "0",
        LOG_LEVEL: "silent",
      }),
      pino({ level: "silent" }),
    );
  }, 120_000);

  afterAll(async () => {
    await proxy?.restore().catch(() => {});
    await app?.close();
    await proxy?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("is ready, turns not-ready while PostgreSQL is gone, and ready again when it returns", async () => {
    expect((await readiness()).status).toBe(200);
    await proxy.cut();
    const down = await eventually(async () => {
      const answer = await readiness();
      return answer.status === 503 ? answer.body : undefined;
    }, "/readyz to answer 503");
    expect(down.ready).toBe(false);
    expect(down.reasons.join("; ")).toMatch(/event store unreachable/);
    // Liveness does not depend on the database: the process is fine, only not ready.
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);

    await proxy.restore();
    const up = await eventually(
      async () => {
        const answer = await readiness();
        return answer.status === 200 ? answer.body : undefined;
      },
      "/readyz to answer 200 again",
      90_000,
    );
    expect(up).toMatchObject({ ready: true, reasons: [] });
  }, 180_000);
});
