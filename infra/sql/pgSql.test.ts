import pg from "pg";
import { expect, it } from "vitest";
import { createTestDatabase, describeWithPostgres } from "../testing/postgres";
import { createPgSql } from "./pgSql";
import { sqlPortSuite } from "./sqlPortSuite";

await describeWithPostgres("pg Sql adapter", () => {
  sqlPortSuite("PostgreSQL (pg.Pool)", async () => {
    const database = await createTestDatabase("pg_sql");
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    return {
      sql: createPgSql(pool),
      cleanup: async () => {
        await pool.end();
        await database.drop();
      },
    };
  });

  sqlPortSuite(
    "PostgreSQL (pg.Pool in pipeline mode)",
    async () => {
      const database = await createTestDatabase("pg_sql_pipelined");
      const pool = new pg.Pool({ connectionString: database.url, max: 4, pipeline: true });
      return {
        sql: createPgSql(pool),
        cleanup: async () => {
          await pool.end();
          await database.drop();
        },
      };
    },
    false,
  );

  it("keeps int8 as text even when pg's global parser for it was changed", async () => {
    const database = await createTestDatabase("pg_sql_types");
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    pg.types.setTypeParser(20, Number); // what some library somewhere in the process might do
    try {
      const { rows } = await createPgSql(pool).query<{ big: string }>(
        "SELECT 9007199254740993::bigint AS big",
      );
      expect(rows[0]!.big).toBe("9007199254740993");
    } finally {
      pg.types.setTypeParser(20, (value: string) => value);
      await pool.end();
      await database.drop();
    }
  });

  it("prepares a statement asked to be prepared once per connection, inside transactions too", async () => {
    const database = await createTestDatabase("pg_sql_prepared");
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const sql = createPgSql(pool);
      const text = "SELECT $1::int + 1 AS next, 9007199254740993::bigint AS big";
      for (let i = 0; i < 3; i++) {
        const { rows } = await sql.query<{ next: number; big: string }>(text, [i], { prepared: true });
        expect(rows).toEqual([{ next: i + 1, big: "9007199254740993" }]);
      }
      await sql.transaction(async (tx) => {
        const { rows } = await tx.query<{ next: number }>(text, [41], { prepared: true });
        expect(rows[0]!.next).toBe(42);
      });
      await sql.query("SELECT $1::int AS unprepared", [1]);
      // One connection: what it holds prepared is this one statement, run four times.
      const { rows } = await sql.query<{ statement: string; runs: number }>(
        "SELECT statement, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements",
      );
      expect(rows).toEqual([{ statement: text, runs: 4 }]);
    } finally {
      await pool.end();
      await database.drop();
    }
  });

  it("runs a prepared text unprepared once its table changed shape under it", async () => {
    const database = await createTestDatabase("pg_sql_reshaped");
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const sql = createPgSql(pool);
      await sql.query("CREATE TABLE reshaped (a int)");
      await sql.query("INSERT INTO reshaped VALUES (1)");
      const text = "SELECT * FROM reshaped";
      expect((await sql.query(text, [], { prepared: true })).rows).toEqual([{ a: 1 }]);
      // As a rebuilt read model swapped in with another column.
      await sql.query("ALTER TABLE reshaped ADD COLUMN b int DEFAULT 2");
      expect((await sql.query(text, [], { prepared: true })).rows).toEqual([{ a: 1, b: 2 }]);
      expect((await sql.query(text, [], { prepared: true })).rows).toEqual([{ a: 1, b: 2 }]);
    } finally {
      await pool.end();
      await database.drop();
    }
  });

  it("returns every connection to the pool, also after a failed transaction", async () => {
    const database = await createTestDatabase("pg_sql_pool");
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    try {
      const sql = createPgSql(pool);
      for (let i = 0; i < 5; i++) {
        await expect(sql.transaction((tx) => tx.query("SELECT 1/0"))).rejects.toMatchObject({
          code: "22012",
        });
      }
      expect(pool.totalCount - pool.idleCount).toBe(0);
      await expect(sql.query("SELECT 1 AS one")).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await pool.end();
      await database.drop();
    }
  });

  it("sends array parameters that come back unchanged, whichever encoder took them (see arrayLiteral.ts)", async () => {
    const database = await createTestDatabase("pg_sql_arrays");
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const sql = createPgSql(pool);
      const texts = ['say "hi"', "back\\slash", "comma,brace}{", "NULL", "", "عربي", null, '{"a":"b\\"c"}'];
      const { rows } = await sql.query<{ texts: (string | null)[]; numbers: number[]; odd: string[] }>(
        "SELECT $1::text[] AS texts, $2::float8[] AS numbers, $3::text[] AS odd",
        [texts, [1, 2.5, -7, 1e21], ["line\nbreak", "🚗"]],
      );
      expect(rows[0]).toEqual({ texts, numbers: [1, 2.5, -7, 1e21], odd: ["line\nbreak", "🚗"] });
    } finally {
      await pool.end();
      await database.drop();
    }
  });

  it("sends the statements a transaction issues in one go in one write on a pipelining pool", async () => {
    const database = await createTestDatabase("pg_sql_burst");
    const pool = new pg.Pool({ connectionString: database.url, max: 1, pipeline: true });
    let writes = 0;
    pool.on("connect", (client) => {
      // Every write the socket makes, corked (one call, many chunks) or not.
      const socket = client.connection.stream as unknown as {
        _write: (...args: unknown[]) => void;
        _writev: (...args: unknown[]) => void;
      };
      for (const method of ["_write", "_writev"] as const) {
        const original = socket[method].bind(socket);
        socket[method] = (...args: unknown[]) => {
          writes += 1;
          original(...args);
        };
      }
    });
    try {
      const sql = createPgSql(pool);
      const sums = await sql.transaction(async (tx) => {
        await tx.query("SELECT 1"); // the connection and BEGIN are behind us
        const before = writes;
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) => tx.query<{ sum: number }>("SELECT $1::int + 1 AS sum", [i])),
        );
        expect(writes - before).toBe(1);
        return results.map((result) => result.rows[0]!.sum);
      });
      expect(sums).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    } finally {
      await pool.end();
      await database.drop();
    }
  });

  it("sends BEGIN in the same write as a transaction's first statements on a pipelining pool", async () => {
    const database = await createTestDatabase("pg_sql_begin");
    const pool = new pg.Pool({ connectionString: database.url, max: 1, pipeline: true });
    let writes = 0;
    pool.on("connect", (client) => {
      const socket = client.connection.stream as unknown as {
        _write: (...args: unknown[]) => void;
        _writev: (...args: unknown[]) => void;
      };
      for (const method of ["_write", "_writev"] as const) {
        const original = socket[method].bind(socket);
        socket[method] = (...args: unknown[]) => {
          writes += 1;
          original(...args);
        };
      }
    });
    try {
      const sql = createPgSql(pool);
      await sql.query("CREATE TABLE begun (n int)"); // connected: the start-up's writes are behind us
      const before = writes;
      await sql.transaction(async (tx) => {
        await Promise.all([
          tx.query("INSERT INTO begun VALUES (1)"),
          tx.query("INSERT INTO begun VALUES (2)"),
        ]);
      });
      // BEGIN with both inserts, then COMMIT.
      expect(writes - before).toBe(2);
      const { rows } = await sql.query<{ n: number }>("SELECT n FROM begun ORDER BY n");
      expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
      // Still one transaction: a failure takes both inserts back.
      await expect(
        sql.transaction(async (tx) => {
          await Promise.all([tx.query("INSERT INTO begun VALUES (3)"), tx.query("SELECT 1/0")]);
        }),
      ).rejects.toThrow(/division by zero/);
      expect((await sql.query("SELECT n FROM begun")).rowCount).toBe(2);
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});
