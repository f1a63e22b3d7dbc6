import { afterAll, beforeAll, expect, it } from "vitest";
import type { EventStore, Position } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { registeredProjections } from "../../projections/registeredProjections";
import { createInProcessProjectionLock } from "../../projections/runner/inProcessProjectionLock";
import { createProjectionRunner } from "../../projections/runner/projectionRunner";
import { readModelChecksums } from "../../projections/runner/readModelChecksum";
import { appendHistory } from "../../projections/runner/testing/runnerTestKit";
import { openPostgresEventStore } from "../eventstore/openPostgresEventStore";
import { createInProcessLiveBus } from "../livebus/inProcessLiveBus";
import { type ChildNode, eventually, startChildNode } from "../testing/childNode";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../testing/postgres";

/** Enough history that replaying it takes a worker a while: the kill lands mid-replay. */
const REQUESTS = 800;

let database: TestDatabase;
let store: EventStore;
let sql: Sql;
const workers: ChildNode[] = [];

/** Projections whose stored checkpoint has moved, and those at the head. */
async function replayProgress(head: Position) {
  const { rows } = await sql.query<{ prepare: string }>(
    "SELECT position_prepare::text AS prepare FROM rm_meta.projection_checkpoints",
  );
  const started = rows.filter((r) => BigInt(r.prepare) > 0n).length;
  const done = rows.filter((r) => BigInt(r.prepare) >= head.prepare).length;
  return { started, done };
}

/** Runs the projections in this process until they have handled `head` (resuming from their checkpoints). */
async function projectUpTo(head: Position) {
  const runner = createProjectionRunner({
    store,
    sql,
    lock: createInProcessProjectionLock(),
    liveBus: createInProcessLiveBus(),
    projections: registeredProjections,
  });
  await runner.start();
  try {
    await runner.waitForPosition(head, { signal: AbortSignal.timeout(300_000) });
  } finally {
    await runner.stop();
  }
}

await describeWithPostgres("worker failover (child processes)", () => {
  beforeAll(async () => {
    database = await createTestDatabase("failover");
    ({ store, sql } = await openPostgresEventStore({ connectionString: database.url }));
    await appendHistory(store, REQUESTS);
  }, 300_000);

  afterAll(async () => {
    for (const worker of workers) worker.kill("SIGKILL");
    await Promise.all(workers.map((w) => w.exited));
    await store?.close();
    await database?.drop();
  }, 60_000);

  it("resumes after a SIGKILL mid-replay with no row lost or doubled", async () => {
    const head = await store.headPosition();
    const env = { EVENT_STORE: "postgres", DATABASE_URL: database.url, ROLE: "worker", SEED_DEMO: "0" };
    const first = await startChildNode({ name: "worker-1", env, untilReady: false, readyWithinMs: 300_000 });
    workers.push(first);
    const atKill = await eventually(
      async () => {
        const progress = await replayProgress(head).catch(() => undefined);
        return progress && progress.started > 0 && progress.done < registeredProjections.length
          ? progress
          : undefined;
      },
      "worker-1 to be part-way through the replay",
      240_000,
      25,
    );
    first.kill("SIGKILL");
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
    expect(atKill.done).toBeLessThan(registeredProjections.length);

    const second = await startChildNode({ name: "worker-2", env, readyWithinMs: 300_000 });
    workers.push(second);
    // Ready means every projection has caught up with the head it saw at start.
    second.kill("SIGTERM");
    expect(await second.exited).toEqual({ code: 0, signal: null });

    // Whatever dispatch appended meanwhile, a third runner (here, in-process) takes it to the head...
    const finalHead = await store.headPosition();
    await projectUpTo(finalHead);
    const afterFailover = await readModelChecksums(sql, registeredProjections);

    // ...and must agree with one clean replay of the same events from scratch.
    await sql.query("DELETE FROM rm_meta.projection_checkpoints");
    await projectUpTo(finalHead);
    const clean = await readModelChecksums(sql, registeredProjections);
    expect(afterFailover).toEqual(clean);
    expect(clean["request_history.request_history"]?.rows).toBeGreaterThan(0);
  }, 900_000);
});
