import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgliteSql } from "./pgliteSql";
import { sqlPortSuite } from "./sqlPortSuite";

// One PGlite per file: opening one costs seconds.
let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
});
afterAll(async () => {
  await db.close();
});

sqlPortSuite("PGlite", async () => ({ sql: createPgliteSql(db), cleanup: async () => {} }));

describe("PGlite Sql: one connection, serialised", () => {
  it("makes a query issued during a transaction wait for its commit instead of joining it", async () => {
    const sql = createPgliteSql(db);
    await sql.query("CREATE TABLE serialised_probe (id int)");
    const order: string[] = [];
    let releaseTransaction!: () => void;
    const transactionMayEnd = new Promise<void>((resolve) => {
      releaseTransaction = resolve;
    });
    let transactionStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      transactionStarted = resolve;
    });

    const transaction = sql.transaction(async (tx) => {
      await tx.query("INSERT INTO serialised_probe VALUES (1)");
      transactionStarted();
      await transactionMayEnd;
      order.push("transaction ends");
      // If the outside query had slipped in, it would have been rolled back with this transaction.
      throw new Error("roll back");
    });
    await started;
    const outside = sql
      .query<{ n: number }>("SELECT count(*)::int AS n FROM serialised_probe")
      .then((result) => {
        order.push("outside query ran");
        return result.rows[0]!.n;
      });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(order).toEqual([]);
    releaseTransaction();
    await expect(transaction).rejects.toThrow("roll back");
    expect(await outside).toBe(0);
    expect(order).toEqual(["transaction ends", "outside query ran"]);
  });

  it("rejects (instead of deadlocking) a query on the outer Sql from inside its transaction", async () => {
    const sql = createPgliteSql(db);
    await expect(sql.transaction(() => sql.query("SELECT 1"))).rejects.toThrow(/Use the `tx`/);
    await expect(sql.transaction(() => sql.transaction(async () => {}))).rejects.toThrow(/savepoint/);
    // Once the transaction is over, work it started may use the outer Sql again.
    let later: Promise<unknown> | undefined;
    await sql.transaction(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 5)).then(() => sql.query("SELECT 1"));
    });
    await expect(later).resolves.toMatchObject({ rowCount: 1 });
  });
});
