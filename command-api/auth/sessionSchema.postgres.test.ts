import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPgSql } from "../../infra/sql/pgSql";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../../infra/testing/postgres";
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
    expect(tables.rows.map((r) => r.name)).toEqual(["login_attempts", "sessions"]);
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
    expect(tables.rows.map((r) => r.name)).toEqual(["credentials", "login_attempts", "sessions"]);
  });
});
