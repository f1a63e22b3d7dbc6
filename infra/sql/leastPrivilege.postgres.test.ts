import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ensureAnalystRole } from "../../projections/access/analystRole";
import {
  dropRole,
  INSUFFICIENT_PRIVILEGE,
  queryAsRole,
  uniqueRoleName,
} from "../../projections/access/testing/roleSession";
import { type RunningApp, startApp } from "../app/startApp";
import { loadConfig } from "../config/config";
import {
  createTestDatabase,
  databaseUrl,
  describeWithPostgres,
  type TestDatabase,
} from "../testing/postgres";
import { createPgSql } from "./pgSql";

const owner = uniqueRoleName("rs_owner");
const appRole = uniqueRoleName("rs_app");
const analyst = uniqueRoleName("rs_analyst");
const PASSWORD = "least-privilege-test-password";
let database: TestDatabase;
let dataDir: string;
let app: RunningApp | undefined;
let asApp: pg.Client;

/** The test database's URL as `role`. */
function urlAs(role: string): string {
  const url = new URL(database.url);
  url.username = role;
  url.password = PASSWORD;
  return url.toString();
}

const configFor = (env: Record<string, string>) =>
  loadConfig({
    EVENT_STORE: "postgres",
    DATABASE_URL: urlAs(appRole),
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SIMULATE_FLEET: "0",
    SEED_DEMO: "1",
    LOG_LEVEL: "silent",
    ...env,
  });

/** The SQLSTATE a statement fails with as the app's own login, or "ok". */
async function appTries(text: string): Promise<string> {
  try {
    await asApp.query(text);
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

await describeWithPostgres("least privilege: the app's role against the owner's", () => {
  beforeAll(async () => {
    database = await createTestDatabase("leastpriv");
    dataDir = await mkdtemp(join(tmpdir(), "roadside-leastpriv-"));
    const admin = new pg.Client({ connectionString: databaseUrl() });
    await admin.connect();
    try {
      // As the compose file's init script sets them up: an owner of the database, a plain app login.
      await admin.query(`CREATE ROLE ${owner} LOGIN NOSUPERUSER CREATEROLE PASSWORD '${PASSWORD}'`);
      await admin.query(
        `CREATE ROLE ${appRole} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${PASSWORD}'`,
      );
      await admin.query(`ALTER DATABASE "${database.name}" OWNER TO ${owner}`);
    } finally {
      await admin.end();
    }
  }, 60_000);
  afterAll(async () => {
    await asApp?.end().catch(() => {});
    await app?.close();
    await database?.drop();
    for (const role of [analyst, appRole, owner]) await dropRole(role);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("without MIGRATION_DATABASE_URL, the app's role cannot create the event store, and says what to set", async () => {
    await expect(startApp(configFor({}), pino({ level: "silent" }))).rejects.toThrow(
      /MIGRATION_DATABASE_URL/,
    );
  }, 60_000);

  it("with it, the owner migrates and the app runs as its own role: seeds, projects, signs in", async () => {
    app = await startApp(configFor({ MIGRATION_DATABASE_URL: urlAs(owner) }), pino({ level: "silent" }));
    const signIn = await fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@roadside.ae", password: "demo1234" }),
    });
    expect(signIn.status).toBe(200);
    asApp = new pg.Client({ connectionString: urlAs(appRole) });
    await asApp.connect();
    const { rows } = await asApp.query<{ rolsuper: boolean; owner: string }>(
      "SELECT rolsuper, (SELECT tableowner FROM pg_tables WHERE tablename = 'events') AS owner FROM pg_roles WHERE rolname = current_user",
    );
    expect(rows[0]).toEqual({ rolsuper: false, owner });
  }, 120_000);

  it("the app's role reads and appends events but cannot drop, truncate, delete, rewrite or alter them", async () => {
    expect(await appTries("SELECT count(*) FROM events")).toBe("ok");
    expect(await appTries("DROP TABLE events")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await appTries("TRUNCATE events")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await appTries("DELETE FROM events")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await appTries("UPDATE events SET type = 'Forged'")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await appTries("ALTER TABLE events ADD COLUMN forged int")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await appTries("DROP FUNCTION append_events(text, text, bigint, jsonb)")).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await appTries(`CREATE ROLE ${uniqueRoleName("sneaky")}`)).toBe(INSUFFICIENT_PRIVILEGE);
    const { rows } = await asApp.query<{ n: string }>("SELECT count(*) AS n FROM events");
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });

  it("an analyst set up by the owner reads the analytics views the app creates, later ones too, but not the read models or the events", async () => {
    const ownerPool = new pg.Pool({ connectionString: urlAs(owner), max: 1 });
    try {
      // The owner may act for the app's tables (default privileges FOR ROLE need the membership).
      await ownerPool.query(`GRANT ${appRole} TO ${owner}`);
      await ensureAnalystRole(createPgSql(ownerPool), { role: analyst });
    } finally {
      await ownerPool.end();
    }
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      expect(await queryAsRole(admin, analyst, "SELECT count(*) FROM rm.accounts")).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect(await queryAsRole(admin, analyst, "SELECT count(*) FROM analytics.audit_log")).toBe("ok");
      expect(await queryAsRole(admin, analyst, "SELECT count(*) FROM events")).toBe(INSUFFICIENT_PRIVILEGE);
      await asApp.query("CREATE TABLE rm.added_by_the_app (x int)");
      expect(await queryAsRole(admin, analyst, "SELECT * FROM rm.added_by_the_app")).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      // The app's runner (re)creates the analytics views as it starts or swaps read models.
      await asApp.query(
        "CREATE VIEW analytics.added_by_the_app AS SELECT count(*) AS n FROM rm.added_by_the_app",
      );
      expect(await queryAsRole(admin, analyst, "SELECT n FROM analytics.added_by_the_app")).toBe("ok");
    } finally {
      await admin.end();
    }
  });
});
