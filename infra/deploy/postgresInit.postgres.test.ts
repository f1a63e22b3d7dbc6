import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { dropRole, uniqueRoleName } from "../../projections/access/testing/roleSession";
import {
  createTestDatabase,
  databaseUrl,
  describeWithPostgres,
  type TestDatabase,
} from "../testing/postgres";

const run = promisify(execFile);
const script = fileURLToPath(new URL("./postgres-init/10-roadside-roles.sh", import.meta.url));
const owner = uniqueRoleName("init_owner");
const app = uniqueRoleName("init_app");
let database: TestDatabase;
let admin: pg.Client;

/** Runs the script as the postgres image does on a fresh volume, against the test database. */
function runInitScript(env: Record<string, string>) {
  const server = new URL(databaseUrl());
  return run("/bin/sh", [script], {
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      PGHOST: server.hostname,
      PGPORT: server.port || "5432",
      ...(server.password ? { PGPASSWORD: decodeURIComponent(server.password) } : {}),
      POSTGRES_USER: decodeURIComponent(server.username) || "postgres",
      POSTGRES_DB: database.name,
      ROADSIDE_OWNER_ROLE: owner,
      ROADSIDE_APP_ROLE: app,
      ...env,
    },
  });
}

await describeWithPostgres("infra/deploy/postgres-init (the compose database's first start)", () => {
  beforeAll(async () => {
    database = await createTestDatabase("pginit");
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.drop();
    for (const role of [app, owner]) await dropRole(role);
  });

  it("refuses to start without the passwords from .env", async () => {
    await expect(runInitScript({ ROADSIDE_OWNER_DB_PASSWORD: "owner-secret" })).rejects.toThrow(
      /ROADSIDE_APP_DB_PASSWORD/,
    );
  });

  it("makes an owner and an app role, neither a superuser, and closes the database to everyone else", async () => {
    await runInitScript({
      ROADSIDE_OWNER_DB_PASSWORD: "owner-secret",
      ROADSIDE_APP_DB_PASSWORD: "app-secret",
    });
    const { rows } = await admin.query<{
      rolname: string;
      rolsuper: boolean;
      rolcreaterole: boolean;
      rolcreatedb: boolean;
      rolcanlogin: boolean;
    }>(
      "SELECT rolname, rolsuper, rolcreaterole, rolcreatedb, rolcanlogin FROM pg_roles WHERE rolname = ANY($1) ORDER BY rolname = $2 DESC",
      [[owner, app], owner],
    );
    expect(rows).toEqual([
      { rolname: owner, rolsuper: false, rolcreaterole: true, rolcreatedb: false, rolcanlogin: true },
      { rolname: app, rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolcanlogin: true },
    ]);
    const facts = await admin.query<{
      db_owner: string;
      public_connect: boolean;
      owner_acts_for_app: boolean;
    }>(
      `SELECT pg_get_userbyid(datdba) AS db_owner,
              has_database_privilege('public', datname, 'CONNECT') AS public_connect,
              pg_has_role($2, $3, 'MEMBER') AS owner_acts_for_app
         FROM pg_database WHERE datname = $1`,
      [database.name, owner, app],
    );
    expect(facts.rows[0]).toEqual({ db_owner: owner, public_connect: false, owner_acts_for_app: true });
  });
});
