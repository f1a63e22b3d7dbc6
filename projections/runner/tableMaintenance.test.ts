import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sql, SqlResult } from "../../domain/ports/sql";
import type { Projection } from "../projection";
import type { RunnerLog } from "./runnerLog";
import { TableMaintenance } from "./tableMaintenance";
import { countingProjection } from "./testing/countingProjection";
import { appendHistory, caughtUp, startRunner } from "./testing/runnerTestKit";
import { openPgliteTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";

let env: TestEnvironment;

beforeAll(async () => {
  env = await openPgliteTestEnvironment();
  await appendHistory(env.store, 40);
});
afterAll(async () => {
  await env?.close();
});

/** What ANALYZE and VACUUM leave behind: column statistics, and pages marked all-visible. */
async function maintained(
  schema: string,
  table: string,
): Promise<{ statistics: number; allVisible: number }> {
  const { rows } = await env.sql.query<{ statistics: number; all_visible: number }>(
    `SELECT (SELECT count(*)::int FROM pg_statistic s WHERE s.starelid = c.oid) AS statistics,
            c.relallvisible::int AS all_visible
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relname = $2`,
    [schema, table],
  );
  return { statistics: rows[0]!.statistics, allVisible: rows[0]!.all_visible };
}

/** `projection`'s tables in `schema`, each with a few hundred rows written in bulk. */
async function filled(projection: Projection, schema: string): Promise<void> {
  const events = await env.store.readAll({});
  await env.sql.transaction(async (tx) => {
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.query(`SET LOCAL search_path TO ${schema}`);
    await projection.migrate(tx);
    await projection.apply(events, tx);
  });
}

const warnings = (): RunnerLog & { seen: string[] } => {
  const seen: string[] = [];
  return { seen, warn: (_details, message) => seen.push(message), error() {} };
};

describe("table maintenance after a catch-up", () => {
  it("vacuums and analyses every table of the projection once the catch-up applied enough events", async () => {
    const projection = countingProjection({ name: "maintained" });
    await filled(projection, "maint_a");
    expect(await maintained("maint_a", "maintained_events")).toEqual({ statistics: 0, allVisible: 0 });

    await new TableMaintenance(env.sql, warnings(), 100).afterCatchUp(projection, "maint_a", 100);

    for (const table of projection.tables) {
      const after = await maintained("maint_a", table);
      expect(after.statistics).toBeGreaterThan(0);
      expect(after.allVisible).toBeGreaterThan(0);
    }
  });

  it("leaves a smaller catch-up to autovacuum, and does nothing when turned off", async () => {
    const projection = countingProjection({ name: "left_alone" });
    await filled(projection, "maint_b");

    await new TableMaintenance(env.sql, warnings(), 100).afterCatchUp(projection, "maint_b", 99);
    await new TableMaintenance(env.sql, warnings(), 0).afterCatchUp(projection, "maint_b", 1_000_000);

    for (const table of projection.tables) {
      expect(await maintained("maint_b", table)).toEqual({ statistics: 0, allVisible: 0 });
    }
  });

  it("logs a table it cannot vacuum and goes on with the others", async () => {
    const projection = countingProjection({ name: "half_there" });
    await filled(projection, "maint_c");
    const withMissingTable = { ...projection, tables: ["no_such_table", ...projection.tables] };
    const log = warnings();

    await new TableMaintenance(env.sql, log, 1).afterCatchUp(withMissingTable, "maint_c", 1);

    expect(log.seen).toEqual(["vacuum after catch-up failed; autovacuum will do it later"]);
    expect((await maintained("maint_c", "half_there_events")).statistics).toBeGreaterThan(0);
  });

  it("vacuums at most `atOnce` tables at a time, however many projections finish together", async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const sql: Sql = {
      query: () => {
        running += 1;
        most = Math.max(most, running);
        return new Promise<SqlResult<never>>((resolve) =>
          releases.push(() => {
            running -= 1;
            resolve({ rows: [], rowCount: 0 });
          }),
        );
      },
      transaction: () => Promise.reject(new Error("not used")),
    };
    const maintenance = new TableMaintenance(sql, warnings(), 1, 2);
    const projections = ["p1", "p2", "p3"].map((name) => countingProjection({ name }));
    const done = Promise.all(projections.map((p) => maintenance.afterCatchUp(p, "rm", 1)));
    // Six tables in all: release them one by one as they start.
    for (let released = 0; released < 6; released++) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()!();
    }
    await done;
    expect(most).toBe(2);
  });

  it("the runner maintains a projection's tables at the end of a catch-up past the threshold", async () => {
    const bulky = countingProjection({ name: "caught_up_bulky" });
    const runner = startRunner(env, [bulky], {
      options: { catchUpBatchSize: 100, vacuumAfterCatchUpEvents: 100 },
    });
    await runner.started;
    await caughtUp(runner, env.store);
    await runner.stop();

    expect((await maintained("rm", "caught_up_bulky_events")).statistics).toBeGreaterThan(0);
  });

  it("the runner leaves a catch-up under the threshold to autovacuum", async () => {
    const slight = countingProjection({ name: "caught_up_slight" });
    const runner = startRunner(env, [slight], {
      options: { catchUpBatchSize: 100, vacuumAfterCatchUpEvents: 1_000_000 },
    });
    await runner.started;
    await caughtUp(runner, env.store);
    await runner.stop();

    expect(await maintained("rm", "caught_up_slight_events")).toEqual({ statistics: 0, allVisible: 0 });
  });
});
