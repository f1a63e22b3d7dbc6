import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../app/startApp";
import { loadConfig } from "../config/config";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../testing/postgres";

const script = fileURLToPath(new URL("./adminCreateCli.ts", import.meta.url));
const run = promisify(execFile);
const PASSWORD = "a-long-first-admin-secret";

/** `npm run admin:create -- <args>` as its own process, with no terminal (stdin ignored). */
async function adminCreate(args: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("ADMIN_") && key !== "SEED_DEMO"),
  );
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...clean, LOG_LEVEL: "silent", ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function signIn(app: RunningApp, email: string, password: string) {
  const answer = await fetch(`${app.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return { status: answer.status, body: (await answer.json()) as { userType?: string } };
}

describe("npm run admin:create on the embedded store (PGlite DATA_DIR)", () => {
  let dataDir: string;
  const env = () => ({ EVENT_STORE: "pglite", DATA_DIR: dataDir });
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "roadside-admin-create-"));
  });
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses to run without a terminal or ADMIN_PASSWORD, naming what is missing", async () => {
    const result = await adminCreate(["ops@acme.ae", "--phone", "+971 4 555 0199"], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("ADMIN_PASSWORD");
  });

  it("refuses a bad email, naming the field", async () => {
    const result = await adminCreate(["not-an-email", "--phone", "+971 4 555 0199"], {
      ...env(),
      ADMIN_PASSWORD: PASSWORD,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/email/);
  });

  it("creates an admin who can sign in (on a server without demo accounts); a second time the email is taken", async () => {
    const created = await adminCreate(["Ops@Acme.ae", "--name", "Acme Ops", "--phone", "+971 4 555 0199"], {
      ...env(),
      ADMIN_PASSWORD: PASSWORD,
    });
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("admin ops@acme.ae created");

    const again = await adminCreate(["ops@acme.ae", "--phone", "+971 4 555 0199"], {
      ...env(),
      ADMIN_PASSWORD: "another-password-entirely",
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("admin not created");

    const app = await startApp(
      loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "0", LOG_LEVEL: "silent" }),
      pino({ level: "silent" }),
    );
    try {
      expect(await signIn(app, "ops@acme.ae", PASSWORD)).toMatchObject({
        status: 200,
        body: { userType: "admin" },
      });
      expect((await signIn(app, "ops@acme.ae", "another-password-entirely")).status).toBe(401);
    } finally {
      await app.close();
    }
  }, 120_000);
});

await describeWithPostgres("npm run admin:create on PostgreSQL", () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase("admincreate");
    dataDir = await mkdtemp(join(tmpdir(), "roadside-admin-create-pg-"));
  });
  afterAll(async () => {
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("creates an admin who can sign in through an API on that database", async () => {
    const created = await adminCreate(["root@acme.ae", "--phone", "+971 4 555 0198"], {
      EVENT_STORE: "postgres",
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: PASSWORD,
    });
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    const app = await startApp(
      loadConfig({
        EVENT_STORE: "postgres",
        DATABASE_URL: database.url,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
      }),
      pino({ level: "silent" }),
    );
    try {
      expect(await signIn(app, "root@acme.ae", PASSWORD)).toMatchObject({
        status: 200,
        body: { userType: "admin" },
      });
    } finally {
      await app.close();
    }
  }, 120_000);
});
