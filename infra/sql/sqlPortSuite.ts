import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sql } from "../../domain/ports/sql";

/**
 * What every adapter of the Sql port must do the same way, so projections and read models
 * behave alike on PostgreSQL and PGlite. `open` gives a Sql on an empty database (or schema).
 */
export function sqlPortSuite(
  name: string,
  open: () => Promise<{ sql: Sql; cleanup: () => Promise<void> }>,
  /** false: the adapter offers no COPY here (pg in pipeline mode), and must say so by leaving it out. */
  copies = true,
) {
  describe(`Sql port: ${name}`, () => {
    let sql: Sql;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      ({ sql, cleanup } = await open());
      await sql.query("CREATE TABLE IF NOT EXISTS sql_port_probe (id bigint PRIMARY KEY, body jsonb)");
    });
    afterAll(async () => {
      await cleanup?.();
    });

    const count = async (on: Sql = sql) =>
      (await on.query<{ n: number }>("SELECT count(*)::int AS n FROM sql_port_probe")).rows[0]!.n;

    it.runIf(!copies)("offers no COPY, inside a transaction or out, so callers insert", async () => {
      expect(sql.copyFrom).toBeUndefined();
      await sql.transaction(async (tx) => expect(tx.copyFrom).toBeUndefined());
    });

    it.runIf(copies)(
      "copies rows in COPY's text format, escapes and nulls included, inside and outside a transaction",
      async () => {
        expect(sql.copyFrom).toBeDefined();
        await sql.query(
          "CREATE TABLE sql_port_copy (id bigint PRIMARY KEY, label text, body jsonb, at timestamptz)",
        );
        const data =
          '1\ttab\\there\\nnew line\t{"a": "x\\\\\\\\y"}\t2026-03-01T10:00:00.000Z\n' + "2\t\\N\t[]\t\\N\n";
        expect(await sql.copyFrom!("sql_port_copy", ["id", "label", "body", "at"], data)).toBe(2);
        await sql.transaction(async (tx) => {
          expect(await tx.copyFrom!("sql_port_copy", ["id", "label"], "3\tin a transaction\n")).toBe(1);
        });
        // A taken key fails the COPY; the transaction rolls back.
        await expect(
          sql.transaction((tx) => tx.copyFrom!("sql_port_copy", ["id"], "4\n1\n")),
        ).rejects.toThrow();
        const { rows } = await sql.query<{
          id: string;
          label: string | null;
          body: unknown;
          at: string | null;
        }>(
          "SELECT id, label, body, to_char(at AT TIME ZONE 'UTC', 'HH24:MI') AS at FROM sql_port_copy ORDER BY id",
        );
        expect(rows).toEqual([
          { id: "1", label: "tab\there\nnew line", body: { a: "x\\y" }, at: "10:00" },
          { id: "2", label: null, body: [], at: null },
          { id: "3", label: "in a transaction", body: null, at: null },
        ]);
        // Still usable after the failed COPY.
        expect(await count()).toBeGreaterThanOrEqual(0);
      },
    );

    it("returns int8 as exact decimal text, also inside arrays", async () => {
      const { rows } = await sql.query<{ big: string; list: string[]; small: number }>(
        "SELECT $1::bigint AS big, ARRAY[1, 9007199254740993]::bigint[] AS list, 7::int AS small",
        [9007199254740993n],
      );
      expect(rows[0]).toEqual({ big: "9007199254740993", list: ["1", "9007199254740993"], small: 7 });
    });

    it("takes jsonb as an object parameter and returns it parsed", async () => {
      const body = { actor: { userId: "u1", role: "customer" }, tags: ["a", "b"], n: 1.5 };
      await sql.query("INSERT INTO sql_port_probe (id, body) VALUES ($1, $2)", [1, body]);
      const { rows, rowCount } = await sql.query<{ body: unknown }>(
        "SELECT body FROM sql_port_probe WHERE id = 1",
      );
      expect(rowCount).toBe(1);
      expect(rows[0]!.body).toEqual(body);
    });

    it("reports rowCount of writes", async () => {
      const result = await sql.query("UPDATE sql_port_probe SET body = '{}' WHERE id = 1");
      expect(result.rowCount).toBe(1);
    });

    it("commits a transaction when its callback resolves", async () => {
      const before = await count();
      const value = await sql.transaction(async (tx) => {
        await tx.query("INSERT INTO sql_port_probe (id) VALUES (10)");
        return "done";
      });
      expect(value).toBe("done");
      expect(await count()).toBe(before + 1);
    });

    it("rolls a transaction back when its callback throws, and rethrows", async () => {
      const before = await count();
      await expect(
        sql.transaction(async (tx) => {
          await tx.query("INSERT INTO sql_port_probe (id) VALUES (20)");
          throw new Error("boom");
        }),
      ).rejects.toThrow("boom");
      expect(await count()).toBe(before);
    });

    it("rolls back after a failed statement and stays usable", async () => {
      await expect(
        sql.transaction(async (tx) => {
          await tx.query("INSERT INTO sql_port_probe (id) VALUES (10)"); // duplicate key
        }),
      ).rejects.toMatchObject({ code: "23505" });
      expect(await count()).toBeGreaterThan(0);
    });

    it("nests transactions as savepoints: an inner failure undoes only the inner work", async () => {
      const before = await count();
      await sql.transaction(async (tx) => {
        await tx.query("INSERT INTO sql_port_probe (id) VALUES (30)");
        await expect(
          tx.transaction(async (inner) => {
            await inner.query("INSERT INTO sql_port_probe (id) VALUES (31)");
            throw new Error("inner");
          }),
        ).rejects.toThrow("inner");
        await tx.transaction((inner) => inner.query("INSERT INTO sql_port_probe (id) VALUES (32)"));
      });
      const { rows } = await sql.query<{ id: string }>(
        "SELECT id FROM sql_port_probe WHERE id BETWEEN 30 AND 39 ORDER BY id",
      );
      expect(rows.map((r) => r.id)).toEqual(["30", "32"]);
      expect(await count()).toBe(before + 2);
    });

    it("refuses a transaction handle used after the transaction ended", async () => {
      let leaked: Sql | undefined;
      await sql.transaction(async (tx) => {
        leaked = tx;
      });
      await expect(leaked!.query("SELECT 1")).rejects.toThrow(/already ended/);
    });

    it("runs the statements a transaction issues together in the order issued", async () => {
      const updated = await sql.transaction(async (tx) => {
        const [, update, select] = await Promise.all([
          tx.query("INSERT INTO sql_port_probe (id, body) VALUES (60, $1)", [{ step: 1 }]),
          tx.query("UPDATE sql_port_probe SET body = $1 WHERE id = 60", [{ step: 2 }]),
          tx.query<{ body: { step: number } }>("SELECT body FROM sql_port_probe WHERE id = 60"),
          tx.query("UPDATE sql_port_probe SET body = $1 WHERE id = 60", [{ step: 3 }]),
        ]);
        expect(update.rowCount).toBe(1);
        return select.rows[0]?.body.step;
      });
      expect(updated).toBe(2);
      const { rows } = await sql.query<{ body: { step: number } }>(
        "SELECT body FROM sql_port_probe WHERE id = 60",
      );
      expect(rows[0]!.body.step).toBe(3);
    });

    it("rolls back the whole transaction when one of the statements issued together fails", async () => {
      await expect(
        sql.transaction((tx) =>
          Promise.all([
            tx.query("INSERT INTO sql_port_probe (id, body) VALUES (61, $1)", [{}]),
            tx.query("INSERT INTO sql_port_probe (id, body) VALUES (61, $1)", [{}]),
            tx.query("INSERT INTO sql_port_probe (id, body) VALUES (62, $1)", [{}]),
          ]),
        ),
      ).rejects.toThrow(/duplicate key/);
      const { rows } = await sql.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sql_port_probe WHERE id IN (61, 62)",
      );
      expect(rows[0]!.n).toBe(0);
    });

    it("keeps concurrent transactions apart", async () => {
      const ids = Array.from({ length: 8 }, (_, i) => 100 + i);
      await Promise.all(
        ids.map((id) =>
          sql
            .transaction(async (tx) => {
              await tx.query("INSERT INTO sql_port_probe (id, body) VALUES ($1, $2)", [id, { id }]);
              const { rows } = await tx.query<{ body: { id: number } }>(
                "SELECT body FROM sql_port_probe WHERE id = $1",
                [id],
              );
              expect(rows[0]!.body.id).toBe(id);
              if (id % 2 === 0) throw new Error("rolled back on purpose");
            })
            .catch((error: Error) => expect(error.message).toBe("rolled back on purpose")),
        ),
      );
      const { rows } = await sql.query<{ id: string }>(
        "SELECT id FROM sql_port_probe WHERE id >= 100 ORDER BY id",
      );
      expect(rows.map((r) => Number(r.id))).toEqual(ids.filter((id) => id % 2 === 1));
    });
  });
}
