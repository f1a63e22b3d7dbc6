import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPgSql } from "../../infra/sql/pgSql";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../../infra/testing/postgres";
import { ensureAnalystRole } from "../../projections/access/analystRole";
import {
  dropRole,
  INSUFFICIENT_PRIVILEGE,
  queryAsRole,
  uniqueRoleName,
} from "../../projections/access/testing/roleSession";
import { accountsProjection } from "../../projections/read-models/accounts/projection";
import { ensureAuthTables } from "./sessionSchema";

// Nodes of a cluster start together and each creates the auth tables; one of them once failed to
// start on a duplicate key in pg_class (two CREATE INDEX IF NOT EXISTS at the same moment).
await describeWithPostgres("ensureAuthTables on PostgreSQL", () => {
  let database: TestDatabase;
  const pools: pg.Pool[] = [];
  beforeAll(async () => {
    database = await createTestDatabase("auth_schema");
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });

  it("lets many nodes create the tables at once, each on its own connection", async () => {
    for (let round = 0; round < 5; round++) {
      const nodes = Array.from({ length: 8 }, () => {
        const pool = new pg.Pool({ connectionString: database.url, max: 1 });
        pools.push(pool);
        return createPgSql(pool);
      });
      if (round > 0) await nodes[0]!.query("DROP SCHEMA auth CASCADE");
      const outcomes = await Promise.allSettled(nodes.map((sql) => ensureAuthTables(sql)));
      expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);
    }
    const tables = await createPgSql(pools[0]!).query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'auth' ORDER BY 1",
    );
    expect(tables.rows.map((r) => r.name)).toEqual([
      "known_sign_in_addresses",
      "login_attempts",
      "sessions",
      "sign_up_attempts",
    ]);
  });

  it("lets the accounts projection create its credentials table while the nodes create theirs", async () => {
    for (let round = 0; round < 5; round++) {
      const connections = Array.from({ length: 8 }, () => {
        const pool = new pg.Pool({ connectionString: database.url, max: 1 });
        pools.push(pool);
        return createPgSql(pool);
      });
      const [projector, ...nodes] = connections;
      await projector!.query(`DROP SCHEMA IF EXISTS auth CASCADE; DROP SCHEMA IF EXISTS rm_${round} CASCADE`);
      await projector!.query(`CREATE SCHEMA rm_${round}`);
      // The projection's first run: its tables in the read-model schema, the credentials in `auth`.
      const migrating = projector!.transaction(async (tx) => {
        await tx.query(`SET LOCAL search_path TO rm_${round}`);
        await accountsProjection.migrate(tx);
      });
      const outcomes = await Promise.allSettled([migrating, ...nodes.map((sql) => ensureAuthTables(sql))]);
      expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);
    }
    const tables = await createPgSql(pools[0]!).query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'auth' ORDER BY 1",
    );
    expect(tables.rows.map((r) => r.name)).toEqual([
      "credentials",
      "known_sign_in_addresses",
      "login_attempts",
      "sessions",
      "sign_up_attempts",
    ]);
  });
});

// Session tokens (their digests) and sign-in attempts are credentials too: the analyst role
// (projections/access/analystRole.ts) must be refused them, whether `npm run analyst-role` ran
// before the first API node created the auth tables or after.
await describeWithPostgres("the auth tables and the analyst role", () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  const role = uniqueRoleName("analyst_auth");
  beforeAll(async () => {
    database = await createTestDatabase("auth_analyst");
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
    await dropRole(role);
  });

  /** The SQLSTATE `text` fails with as the analyst, or "ok". */
  async function asAnalyst(text: string): Promise<string> {
    const client = await pool.connect();
    try {
      return await queryAsRole(client, role, text);
    } finally {
      client.release();
    }
  }

  it("refuses the analyst session tokens and sign-in attempts", async () => {
    const sql = createPgSql(pool);
    await ensureAnalystRole(sql, { role });
    await ensureAuthTables(sql);
    await sql.query(
      `INSERT INTO auth.sessions (token_digest, account_id, role, created_at, expires_at)
       VALUES ('digest', 'a1', 'customer', now(), now() + interval '1 day')`,
    );
    const refusals = async () => [
      await asAnalyst("SELECT token_digest FROM auth.sessions"),
      await asAnalyst("SELECT account_id FROM auth.sessions"),
      await asAnalyst("SELECT key FROM auth.login_attempts"),
      await asAnalyst("SELECT address FROM auth.known_sign_in_addresses"),
      await asAnalyst("SELECT address FROM auth.sign_up_attempts"),
    ];
    expect(await refusals()).toEqual(Array(5).fill(INSUFFICIENT_PRIVILEGE));

    // Run again once the tables exist: still nothing in `auth`.
    await ensureAnalystRole(sql, { role });
    expect(await refusals()).toEqual(Array(5).fill(INSUFFICIENT_PRIVILEGE));
    expect(await asAnalyst("SELECT 1")).toBe("ok");
  });
});
