import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sql } from "../../../domain/ports/sql";
import { createPgliteSql } from "../../../infra/sql/pgliteSql";
import { BatchTable, insertNew } from "./batchTable";
import { unnestRows } from "./columnArrays";

describe("unnestRows", () => {
  it("sends one typed array per column; array and json columns as text cast back per row", () => {
    const { select, params } = unnestRows(
      [{ id: "a", tags: ["x", 'say "hi"'], doc: { n: 1 }, price: 12.5 }, { id: "b" }],
      [
        { name: "id", type: "text" },
        { name: "tags", type: "text[]" },
        { name: "doc", type: "jsonb" },
        { name: "price", type: "numeric(12,2)" },
      ],
      3,
    );
    expect(select).toBe(
      "SELECT c0, c1::text[], c2::jsonb, c3 FROM unnest($3::text[], $4::text[], $5::text[], $6::numeric(12,2)[]) AS u(c0, c1, c2, c3)",
    );
    expect(params).toEqual([
      ["a", "b"],
      ['{"x","say \\"hi\\""}', null],
      ['{"n":1}', null],
      [12.5, null],
    ]);
  });
});

describe("BatchTable writes through unnest", () => {
  let db: PGlite;
  let sql: Sql;
  beforeAll(async () => {
    db = new PGlite();
    sql = createPgliteSql(db);
    await sql.query(`CREATE TABLE kinds (
      id text PRIMARY KEY, tags text[] NOT NULL DEFAULT '{}', doc jsonb, price numeric(12, 2),
      at timestamptz, day date, ok boolean, n integer, note text)`);
  });
  afterAll(() => db.close());

  it("writes back what it read, every column type alike, nulls and odd text included", async () => {
    const row = {
      id: "r1",
      tags: ["a", 'q"uote', "back\\slash", "line\nbreak", "🚗"],
      doc: { nested: [1, "two"], text: 'x"y' },
      price: 450.25,
      at: "2026-03-01T10:00:00+00:00",
      day: "2026-03-01",
      ok: true,
      n: 7,
      note: "comma, {brace} and NULL",
    };
    await sql.transaction(async (tx) => {
      const table = new BatchTable("kinds", ["id"]);
      await table.load(tx, [["r1"], ["r2"]]);
      table.put(row);
      table.put({ id: "r2", tags: [] });
      await table.flush(tx);
    });
    const { rows } = await sql.query<{ r: string }>(
      "SELECT row_to_json(k)::text AS r FROM kinds k ORDER BY id",
    );
    expect(rows.map((r) => JSON.parse(r.r))).toEqual([
      row,
      { id: "r2", tags: [], doc: null, price: null, at: null, day: null, ok: null, n: null, note: null },
    ]);
  });

  it("inserts new rows once: a key taken, stored or earlier in the batch, keeps its first row", async () => {
    await sql.transaction((tx) =>
      insertNew(tx, "kinds", [
        { id: "n1", note: "first" },
        { id: "n1", note: "second" },
        { id: "r1", note: "not again" },
      ]),
    );
    const { rows } = await sql.query<{ id: string; note: string }>(
      "SELECT id, note FROM kinds WHERE id IN ('n1', 'r1') ORDER BY id",
    );
    expect(rows).toEqual([
      { id: "n1", note: "first" },
      { id: "r1", note: "comma, {brace} and NULL" },
    ]);
  });
});
