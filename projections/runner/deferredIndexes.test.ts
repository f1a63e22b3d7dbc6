import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sql } from "../../domain/ports/sql";
import type { Projection } from "../projection";
import { buildDeferredIndexes, DEFERRED_INDEX_BUILDS_AT_ONCE } from "./deferredIndexes";
import { loadLiveCheckpoint } from "./liveCheckpoints";
import { countingProjection } from "./testing/countingProjection";
import { appendHistory, caughtUp, startRunner } from "./testing/runnerTestKit";
import { openPgliteTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";

/** An Sql whose index statements take a few ms: records each transaction's statements and how many ran at once. */
function slowDdlSql(options: { failOn?: string } = {}) {
  const transactions: string[][] = [];
  let open = 0;
  let mostAtOnce = 0;
  const sql: Sql = {
    query: () => Promise.reject(new Error("index builds run in transactions")),
    async transaction(fn) {
      const statements: string[] = [];
      transactions.push(statements);
      open += 1;
      mostAtOnce = Math.max(mostAtOnce, open);
      try {
        const tx: Sql = {
          async query(text) {
            statements.push(text);
            if (text.startsWith("CREATE INDEX")) await new Promise((r) => setTimeout(r, 5));
            if (options.failOn && text.includes(options.failOn))
              throw new Error(`cannot build ${options.failOn}`);
            // What the read-model declaration reads back.
            return { rows: [{ wrote_before: false }] as never[], rowCount: 1 };
          },
          transaction: () => Promise.reject(new Error("no savepoints here")),
        };
        return await fn(tx);
      } finally {
        open -= 1;
      }
    },
  };
  return { sql, transactions, mostAtOnce: () => mostAtOnce };
}

const withIndexes = (indexes: Projection["indexes"]): Projection => ({
  ...countingProjection({ name: "indexed" }),
  indexes,
});

describe("deferred index builds", () => {
  it("builds each entry in a transaction of its own, a few side by side, each declared and in the target schema", async () => {
    const fake = slowDdlSql();
    const entries = Array.from({ length: 7 }, (_, i) => `CREATE INDEX IF NOT EXISTS i${i} ON t (c${i})`);
    await buildDeferredIndexes(fake.sql, withIndexes(entries), "rm_shadow");

    expect(fake.transactions).toHaveLength(7);
    expect(fake.mostAtOnce()).toBe(DEFERRED_INDEX_BUILDS_AT_ONCE);
    for (const statements of fake.transactions) {
      expect(statements[0]).toContain("roadside.read_model_transaction");
      expect(statements[1]).toContain('"rm_shadow"');
      expect(statements[2]).toContain("maintenance_work_mem");
    }
    const built = fake.transactions.flatMap((statements) => statements.slice(3));
    expect(built.sort()).toEqual([...entries].sort());
  });

  it("keeps the statements of one entry in order, in one transaction", async () => {
    const fake = slowDdlSql();
    const sequence = [
      "CREATE INDEX IF NOT EXISTS s ON t USING gin (v)",
      "ALTER INDEX s SET (fastupdate = off)",
    ];
    await buildDeferredIndexes(
      fake.sql,
      withIndexes(["CREATE INDEX IF NOT EXISTS a ON t (a)", sequence]),
      "rm",
    );

    expect(fake.transactions.map((statements) => statements.slice(3))).toContainEqual(sequence);
  });

  it("fails with the failing build's error, once every other build has settled", async () => {
    const fake = slowDdlSql({ failOn: "broken" });
    const entries = [
      "CREATE INDEX broken ON t (x)",
      ...Array.from({ length: 4 }, (_, i) => `CREATE INDEX ok${i} ON t (c)`),
    ];
    await expect(buildDeferredIndexes(fake.sql, withIndexes(entries), "rm")).rejects.toThrow(
      "cannot build broken",
    );
    // The builders that were running went on through the list: nothing is left half-started behind the error.
    expect(fake.transactions.map((statements) => statements.at(-1))).toEqual(expect.arrayContaining(entries));
  });

  it("does nothing for a projection without deferred indexes", async () => {
    const fake = slowDdlSql();
    await buildDeferredIndexes(fake.sql, countingProjection(), "rm");
    expect(fake.transactions).toHaveLength(0);
  });
});

describe("the runner and deferred indexes", () => {
  let env: TestEnvironment;
  beforeAll(async () => {
    env = await openPgliteTestEnvironment();
    await appendHistory(env.store, 30);
  });
  afterAll(() => env?.close());

  const indexNames = async (table: string) => {
    const { rows } = await env.sql.query<{ name: string }>(
      "SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'rm' AND tablename = $1 ORDER BY 1",
      [table],
    );
    return rows.map((row) => row.name);
  };

  it("builds them when the catch-up ends, before the checkpoint says caught up", async () => {
    const projection: Projection = {
      ...countingProjection({ name: "with_indexes" }),
      indexes: [
        "CREATE INDEX IF NOT EXISTS with_indexes_by_type ON with_indexes_events (type)",
        "CREATE INDEX IF NOT EXISTS with_indexes_by_stream ON with_indexes_events (stream_id)",
      ],
    };
    const runner = startRunner(env, [projection]);
    await runner.started;
    await caughtUp(runner, env.store);
    await runner.stop();

    expect(await indexNames("with_indexes_events")).toEqual([
      "with_indexes_by_stream",
      "with_indexes_by_type",
      "with_indexes_events_pkey",
    ]);
  });

  it("holds the caught-up checkpoint back while an index cannot be built", async () => {
    const projection: Projection = {
      ...countingProjection({ name: "unbuildable" }),
      indexes: ["CREATE INDEX IF NOT EXISTS unbuildable_by_nothing ON unbuildable_events (no_such_column)"],
    };
    const runner = startRunner(env, [projection]);
    await runner.started;
    const deadline = Date.now() + 10_000;
    while ((runner.status()[0]?.error?.attempts ?? 0) < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 10));
    }
    await runner.stop();

    expect(runner.status()[0]?.error?.message).toContain("no_such_column");
    const head = await env.store.headPosition();
    const checkpoint = await loadLiveCheckpoint(env.sql, "unbuildable");
    // The full catch-up batches committed; the last one (the one that finishes) did not.
    expect(checkpoint?.position).not.toEqual(head);
  });
});
