import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Sql } from "../../../domain/ports/sql";
import { createPgSql } from "../../../infra/sql/pgSql";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../../../infra/testing/postgres";
import { BatchTable } from "./batchTable";

// BatchTable's statements are prepared and name their tables unqualified: a rebuild writes the same
// texts into a shadow schema on the same pooled connections. PostgreSQL re-parses a prepared
// statement when search_path has changed since its last use; this holds it to that.
let database: TestDatabase;
let pool: pg.Pool;
let sql: Sql;

async function writeIn(schema: string, rows: { id: string; label: string }[], gone: string[] = []) {
  await sql.transaction(async (tx) => {
    await tx.query(`SET LOCAL search_path TO ${schema}`);
    const things = new BatchTable("things", ["id"]);
    await things.load(tx, [...rows.map((row) => [row.id]), ...gone.map((id) => [id])]);
    for (const row of rows) things.put(row);
    for (const id of gone) things.delete(id);
    await things.flush(tx);
  });
}

const labels = async (schema: string) =>
  (await sql.query<{ id: string; label: string }>(`SELECT id, label FROM ${schema}.things ORDER BY id`)).rows;

await describeWithPostgres("BatchTable on PostgreSQL, statements prepared", () => {
  beforeAll(async () => {
    database = await createTestDatabase("batch_table");
    pool = new pg.Pool({ connectionString: database.url, max: 1 }); // one connection: every statement reuses its plans
    sql = createPgSql(pool);
    for (const schema of ["live", "shadow"]) {
      await sql.query(`CREATE SCHEMA ${schema}`);
      await sql.query(`CREATE TABLE ${schema}.things (id text PRIMARY KEY, label text NOT NULL)`);
    }
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it("writes into whichever schema the transaction points at, on one connection, turn by turn", async () => {
    for (let turn = 0; turn < 8; turn++) {
      // Past five executions PostgreSQL may switch a prepared statement to a generic plan: go beyond.
      await writeIn("live", [{ id: `l${turn}`, label: `live ${turn}` }], turn > 0 ? [`l${turn - 1}`] : []);
      await writeIn("shadow", [{ id: `s${turn}`, label: `shadow ${turn}` }]);
    }

    expect(await labels("live")).toEqual([{ id: "l7", label: "live 7" }]);
    expect((await labels("shadow")).map((row) => row.id)).toEqual([
      "s0",
      "s1",
      "s2",
      "s3",
      "s4",
      "s5",
      "s6",
      "s7",
    ]);
  });

  it("writes into a table swapped in under the same name", async () => {
    await writeIn("live", [{ id: "before", label: "old table" }]);
    await sql.query("ALTER TABLE live.things RENAME TO things_old");
    await sql.query("CREATE TABLE live.things (id text PRIMARY KEY, label text NOT NULL)");

    await writeIn("live", [{ id: "after", label: "new table" }], ["before"]);

    expect(await labels("live")).toEqual([{ id: "after", label: "new table" }]);
  });
});
