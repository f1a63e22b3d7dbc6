import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Sql } from "../../../domain/ports/sql";
import { createPgSql } from "../../../infra/sql/pgSql";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../../../infra/testing/postgres";
import { BatchTable } from "./batchTable";

// A replay loads each batch's (provider, day) counters from a table that keeps growing: the load
// must cost what the wanted keys cost, not what the table holds. Past five executions a prepared
// statement may run a generic plan, the one a long replay mostly runs, so this goes beyond.
let database: TestDatabase;
let pool: pg.Pool;
let sql: Sql;

const PROVIDERS = 60;
const DAYS = 400;

/** Rows of `counters` read so far in this transaction, by index or by scan. */
async function counterTuplesRead(tx: Sql): Promise<number> {
  const { rows } = await tx.query<{ read: number }>(
    `SELECT (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int AS read
       FROM pg_stat_xact_user_tables WHERE relname = 'counters'`,
  );
  return rows[0]?.read ?? 0;
}

await describeWithPostgres("BatchTable.load with a composite key, on PostgreSQL", () => {
  beforeAll(async () => {
    database = await createTestDatabase("batch_table_key_load");
    pool = new pg.Pool({ connectionString: database.url, max: 1 }); // one connection: its plans are reused
    sql = createPgSql(pool);
    await sql.query(
      "CREATE TABLE counters (provider_id text NOT NULL, day date NOT NULL, n integer NOT NULL, PRIMARY KEY (provider_id, day))",
    );
    await sql.query(
      `INSERT INTO counters SELECT 'p' || p, date '2025-01-01' + d, p * 1000 + d
         FROM generate_series(1, ${PROVIDERS}) AS p, generate_series(0, ${DAYS - 1}) AS d`,
    );
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it("reads the rows of the wanted keys, not every day of every provider named", async () => {
    for (let turn = 0; turn < 8; turn++) {
      // A batch's keys: every provider on two days (one stored, one not yet), as a replay asks.
      const stored = 300 + turn;
      const day = (offset: number) => new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10);
      const keys: string[][] = [];
      for (let p = 1; p <= PROVIDERS; p++) keys.push([`p${p}`, day(stored)], [`p${p}`, day(DAYS + turn)]);
      const read = await sql.transaction(async (tx) => {
        const before = await counterTuplesRead(tx);
        const counters = new BatchTable("counters", ["provider_id", "day"]);
        await counters.load(tx, keys);
        expect(counters.get("p7", day(stored))?.n).toBe(7000 + stored);
        expect(counters.get("p7", day(DAYS + turn))).toBeUndefined();
        return (await counterTuplesRead(tx)) - before;
      });
      // One row per stored key; the providers have 24,000 rows.
      expect(read).toBeLessThanOrEqual(2 * PROVIDERS);
    }
  });
});
