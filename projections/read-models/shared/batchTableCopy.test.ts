import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sql } from "../../../domain/ports/sql";
import { createPgliteSql } from "../../../infra/sql/pgliteSql";
import { createPgSql } from "../../../infra/sql/pgSql";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../../../infra/testing/postgres";
import { BatchTable, flushTables } from "./batchTable";

/*
 * New rows (keys looked up and absent) of a big flush go by COPY; everything else by the upsert.
 * Both must store the very same values, whatever the column types, and a key wrongly believed
 * absent must not fail the batch.
 */

const DDL = `(
  id text PRIMARY KEY,
  label text,
  price numeric(12, 2),
  ratio double precision,
  count integer,
  done boolean,
  at timestamptz,
  day date,
  tags text[],
  body jsonb,
  shout text GENERATED ALWAYS AS (upper(label)) STORED
)`;

const rows = Array.from({ length: 12 }, (_, i) => ({
  id: `row-${i}`,
  label: i % 3 === 0 ? null : `tab\there, line\nend, back\\slash "${i}" \\N`,
  price: 10.5 + i,
  ratio: 1 / (i + 3),
  count: i,
  done: i % 2 === 0,
  at: `2026-03-0${1 + (i % 9)}T10:00:00.123Z`,
  day: "2026-03-10",
  tags: i % 4 === 0 ? [] : ["a b", 'qu"ote', "back\\slash", null],
  body: i % 5 === 0 ? null : { nested: { n: i, text: "x\\y\nz" }, list: [1, "two"] },
}));

function suite(open: () => Promise<{ sql: Sql; close: () => Promise<void> }>) {
  let sql: Sql;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, close } = await open());
    for (const table of ["by_copy", "by_upsert", "half_stored"])
      await sql.query(`CREATE TABLE ${table} ${DDL}`);
  });
  afterAll(async () => {
    await close?.();
  });

  /** Loads the keys, puts the rows, flushes; counts the COPYs. */
  async function write(table: string, copyMinRows: number, batch = rows): Promise<number> {
    let copies = 0;
    await sql.transaction(async (tx) => {
      const copyFrom = tx.copyFrom;
      const counting: Sql = {
        query: (text, params, options) => tx.query(text, params, options),
        transaction: (fn) => tx.transaction(() => fn(counting)),
        ...(copyFrom
          ? {
              copyFrom: (t: string, columns: readonly string[], data: string) => {
                copies++;
                return copyFrom(t, columns, data);
              },
            }
          : {}),
      };
      const things = new BatchTable(table, ["id"], copyMinRows);
      await things.load(
        counting,
        batch.map((row) => [row.id]),
      );
      for (const row of batch) things.put({ ...row });
      await flushTables(counting, [things]);
    });
    return copies;
  }

  const contents = async (table: string) =>
    (await sql.query<{ r: string }>(`SELECT row_to_json(t)::text AS r FROM ${table} t ORDER BY id`)).rows.map(
      (row) => JSON.parse(row.r),
    );

  it("stores by COPY exactly what the upsert stores", async () => {
    expect(await write("by_copy", 1)).toBe(1);
    expect(await write("by_upsert", 1000)).toBe(0);
    const copied = await contents("by_copy");
    expect(copied).toHaveLength(rows.length);
    expect(copied).toEqual(await contents("by_upsert"));
    expect(copied[1]).toMatchObject({ shout: rows[1]!.label!.toUpperCase(), tags: rows[1]!.tags });
  });

  it("updates stored rows by upsert and copies only the new ones, in the same flush", async () => {
    await write("half_stored", 1000, rows.slice(0, 6));
    const changed = rows.map((row) => ({ ...row, count: row.count + 100 }));
    expect(await write("half_stored", 1, changed)).toBe(1);
    const byId = [...changed].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect((await contents("half_stored")).map((row) => [row.id, row.count])).toEqual(
      byId.map((row) => [row.id, row.count]),
    );
  });

  it("falls back to the upsert when a key believed absent is stored after all", async () => {
    await sql.transaction(async (tx) => {
      const things = new BatchTable("by_copy", ["id"], 1);
      things.markAbsent([["row-1"], ["row-new"]]); // wrong for row-1
      things.put({ ...rows[1]!, count: 1001 });
      things.put({ ...rows[2]!, id: "row-new" });
      await flushTables(tx, [things]);
    });
    const stored = await contents("by_copy");
    expect(stored.find((row) => row.id === "row-1")?.count).toBe(1001);
    expect(stored.find((row) => row.id === "row-new")?.label).toBe(rows[2]!.label);
  });
}

describe("BatchTable COPY of new rows on PGlite", () =>
  suite(async () => {
    const db = await PGlite.create();
    return { sql: createPgliteSql(db), close: () => db.close() };
  }));

let database: TestDatabase | undefined;
await describeWithPostgres("BatchTable COPY of new rows on PostgreSQL", () =>
  suite(async () => {
    database = await createTestDatabase("batch_table_copy");
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    return {
      sql: createPgSql(pool),
      close: async () => {
        await pool.end();
        await database?.drop();
      },
    };
  }),
);
