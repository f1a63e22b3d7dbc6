import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Position, type RecordedEvent, START } from "../../domain/ports/eventStore";
import type { QueryOptions, Sql, SqlParam, SqlResult } from "../../domain/ports/sql";
import type { Projection } from "../projection";
import { liveTarget } from "./batchTarget";
import { CheckpointMoved } from "./checkpointMoved";
import { commitBatch, useSchema } from "./commitBatch";
import { advanceLiveCheckpoint, createLiveCheckpoint, loadLiveCheckpoint } from "./liveCheckpoints";
import { LiveCommitGroup } from "./liveCommitGroup";
import { ensureProjectionMeta } from "./projectionMeta";
import { countingProjection } from "./testing/countingProjection";
import { countingTransactions } from "./testing/countingTransactions";
import { appendHistory, countsInTable, expectedCounts } from "./testing/runnerTestKit";
import { openPgliteTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";

let env: TestEnvironment;
let events: RecordedEvent[];

beforeAll(async () => {
  env = await openPgliteTestEnvironment();
  await appendHistory(env.store, 20);
  events = await env.store.readAll({});
  await ensureProjectionMeta(env.sql);
});
afterAll(async () => {
  await env?.close();
});

/** Tables and a checkpoint at the start, as a worker's first `prepare` leaves them. */
async function installed(projection: Projection): Promise<Projection> {
  await env.sql.transaction(async (tx) => {
    await useSchema(tx, "rm");
    await projection.migrate(tx);
    await createLiveCheckpoint(tx, projection);
  });
  return projection;
}

function groupOn(sql: Sql) {
  return new LiveCommitGroup(sql, (projection, batch) =>
    commitBatch(sql, projection, liveTarget(projection), batch),
  );
}

const ofTypes = (projection: Projection) => events.filter((e) => projection.handles.includes(e.type));
const checkpointOf = async (name: string): Promise<Position | undefined> =>
  (await loadLiveCheckpoint(env.sql, name))?.position;

describe("live commit group", () => {
  it("commits the batches that are ready together in one transaction, each with its checkpoint", async () => {
    const projections = await Promise.all(
      ["group_a", "group_b", "group_c"].map((name) => installed(countingProjection({ name }))),
    );
    const sql = countingTransactions(env.sql);
    const group = groupOn(sql);
    const to = events.at(-1)!.position;
    await Promise.all(
      projections.map((projection) =>
        group.commit(projection, { events: ofTypes(projection), from: START, to }),
      ),
    );

    expect(sql.transactions).toBe(1);
    for (const projection of projections) {
      expect(await countsInTable(env.sql, `${projection.name}_counts`)).toEqual(
        await expectedCounts(env.store, projection.handles),
      );
      expect(await checkpointOf(projection.name)).toEqual(to);
    }
  });

  it("commits the others when one batch of a group fails; the failing one rolls back alone", async () => {
    const healthy = await installed(countingProjection({ name: "group_ok" }));
    const failing = await installed(
      countingProjection({ name: "group_failing", failOn: (e) => e.type === "JobAccepted" }),
    );
    const group = groupOn(env.sql);
    const to = events.at(-1)!.position;
    const [ok, failed] = await Promise.allSettled([
      group.commit(healthy, { events: ofTypes(healthy), from: START, to }),
      group.commit(failing, { events: ofTypes(failing), from: START, to }),
    ]);

    expect(ok.status).toBe("fulfilled");
    expect(failed.status).toBe("rejected");
    expect(await countsInTable(env.sql, "group_ok_counts")).toEqual(
      await expectedCounts(env.store, healthy.handles),
    );
    expect(await checkpointOf("group_ok")).toEqual(to);
    expect(await countsInTable(env.sql, "group_failing_counts")).toEqual(new Map());
    expect(await checkpointOf("group_failing")).toEqual(START);
  });

  it("answers CheckpointMoved to the projection whose checkpoint another writer moved, and commits the rest", async () => {
    const kept = await installed(countingProjection({ name: "group_kept" }));
    const moved = await installed(countingProjection({ name: "group_moved" }));
    const elsewhere = events[3]!.position;
    await env.sql.transaction((tx) => advanceLiveCheckpoint(tx, moved, START, elsewhere));
    const group = groupOn(env.sql);
    const to = events.at(-1)!.position;
    const [ok, failed] = await Promise.allSettled([
      group.commit(kept, { events: ofTypes(kept), from: START, to }),
      group.commit(moved, { events: ofTypes(moved), from: START, to }),
    ]);

    expect(ok.status).toBe("fulfilled");
    expect(failed.status === "rejected" && failed.reason).toBeInstanceOf(CheckpointMoved);
    expect(await checkpointOf("group_kept")).toEqual(to);
    expect(await checkpointOf("group_moved")).toEqual(elsewhere);
    expect(await countsInTable(env.sql, "group_moved_counts")).toEqual(new Map());
  });

  it("applies the group's batches side by side: one projection's apply need not end before the next one's starts", async () => {
    const inner = await Promise.all(
      ["group_first", "group_second"].map((name) => installed(countingProjection({ name }))),
    );
    let secondStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      secondStarted = resolve;
    });
    // The first apply ends only once the second has begun: one after the other, it gives up instead.
    const first: Projection = {
      ...inner[0]!,
      apply: async (batch, tx) => {
        const timedOut = new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), 1000));
        if ((await Promise.race([started, timedOut])) === "timed out") {
          throw new Error("the second projection's apply had not started while the first one ran");
        }
        return inner[0]!.apply(batch, tx);
      },
    };
    const second: Projection = {
      ...inner[1]!,
      apply: (batch, tx) => {
        secondStarted();
        return inner[1]!.apply(batch, tx);
      },
    };
    const sql = countingTransactions(env.sql);
    const group = groupOn(sql);
    const to = events.at(-1)!.position;
    await Promise.all([
      group.commit(first, { events: ofTypes(first), from: START, to }),
      group.commit(second, { events: ofTypes(second), from: START, to }),
    ]);

    expect(sql.transactions).toBe(1);
    for (const projection of inner) {
      expect(await countsInTable(env.sql, `${projection.name}_counts`)).toEqual(
        await expectedCounts(env.store, projection.handles),
      );
      expect(await checkpointOf(projection.name)).toEqual(to);
    }
  });

  it("batches that reach it some microtask hops apart, as woken workers do, share one transaction", async () => {
    const projections = await Promise.all(
      ["hops_a", "hops_b", "hops_c"].map((name) => installed(countingProjection({ name }))),
    );
    const sql = countingTransactions(env.sql);
    const group = groupOn(sql);
    const to = events.at(-1)!.position;
    await Promise.all(
      projections.map(async (projection, i) => {
        await microtaskHops(i * 5);
        return group.commit(projection, { events: ofTypes(projection), from: START, to });
      }),
    );

    expect(sql.transactions).toBe(1);
    for (const projection of projections) expect(await checkpointOf(projection.name)).toEqual(to);
  });

  it("a worker that commits again as soon as its group committed joins the batches queued meanwhile", async () => {
    const [again, waiting] = await Promise.all(
      ["rejoin_again", "rejoin_waiting"].map((name) => installed(countingProjection({ name }))),
    );
    const sql = countingTransactions(env.sql);
    const group = groupOn(sql);
    const half = events[9]!.position;
    const to = events.at(-1)!.position;
    const handled = (from: number, to?: number) =>
      events.slice(from, to).filter((e) => again!.handles.includes(e.type));
    const first = group.commit(again!, { events: handled(0, 10), from: START, to: half });
    // The first group is in flight: this batch queues behind it.
    await new Promise((resolve) => setImmediate(resolve));
    const queued = group.commit(waiting!, { events: ofTypes(waiting!), from: START, to });
    await first;
    await microtaskHops(5);
    await Promise.all([queued, group.commit(again!, { events: handled(10), from: half, to })]);

    expect(sql.transactions).toBe(2);
    expect(await checkpointOf(again!.name)).toEqual(to);
    expect(await checkpointOf(waiting!.name)).toEqual(to);
  });

  it("offers the projections of a group no COPY: applied side by side, none may open a savepoint", async () => {
    expect(env.sql.copyFrom).toBeDefined(); // the adapter can, so the group must have hidden it
    const inner = await Promise.all(
      ["nocopy_a", "nocopy_b"].map((name) => installed(countingProjection({ name }))),
    );
    const seen: unknown[] = [];
    const probing = inner.map(
      (projection): Projection => ({
        ...projection,
        apply: (batch, tx) => {
          seen.push(tx.copyFrom);
          return projection.apply(batch, tx);
        },
      }),
    );
    const group = groupOn(env.sql);
    const to = events.at(-1)!.position;
    await Promise.all(probing.map((p) => group.commit(p, { events: ofTypes(p), from: START, to })));
    expect(seen).toEqual([undefined, undefined]);
  });
  it("issues the group's set-up and checkpoints with its projections' first statements, not round trips of their own", async () => {
    const projections = await Promise.all(
      ["early_a", "early_b"].map((name) => installed(countingProjection({ name }))),
    );
    let answers = 0;
    const beforeAnyAnswer: string[] = [];
    const watching = (tx: Sql): Sql => ({
      async query<R>(
        text: string,
        params?: readonly SqlParam[],
        options?: QueryOptions,
      ): Promise<SqlResult<R>> {
        if (answers === 0) beforeAnyAnswer.push(text);
        const result = await tx.query<R>(text, params, options);
        await new Promise((resolve) => setImmediate(resolve)); // as an answer from the network
        answers += 1;
        return result;
      },
      transaction: (inner) => tx.transaction(inner),
    });
    const sql: Sql = {
      query: (text, params, options) => env.sql.query(text, params, options),
      transaction: (fn) => env.sql.transaction((tx) => fn(watching(tx))),
    };
    const group = groupOn(sql);
    const to = events.at(-1)!.position;
    await Promise.all(
      projections.map((projection) =>
        group.commit(projection, { events: ofTypes(projection), from: START, to }),
      ),
    );

    // The set-up, the checkpoints' move, then each projection's first insert.
    expect(beforeAnyAnswer).toHaveLength(4);
    expect(beforeAnyAnswer[0]).toMatch(/roadside\.read_model_transaction/);
    expect(beforeAnyAnswer[1]).toMatch(/UPDATE rm_meta\.projection_checkpoints/);
    for (const projection of projections) {
      expect(await checkpointOf(projection.name)).toEqual(to);
    }
  });
  it("commits a batch alone in its group through the group's connection too, and falls back alone on failure", async () => {
    const single = await installed(countingProjection({ name: "group_single" }));
    const groupSql = countingTransactions(env.sql);
    const aloneSql = countingTransactions(env.sql);
    const group = new LiveCommitGroup(groupSql, (projection, batch) =>
      commitBatch(aloneSql, projection, liveTarget(projection), batch),
    );
    const to = events.at(-1)!.position;
    await group.commit(single, { events: ofTypes(single), from: START, to });

    expect([groupSql.transactions, aloneSql.transactions]).toEqual([1, 0]);
    expect(await checkpointOf(single.name)).toEqual(to);

    const failing = await installed(
      countingProjection({ name: "group_single_failing", failOn: (e) => e.type === "JobAccepted" }),
    );
    await expect(group.commit(failing, { events: ofTypes(failing), from: START, to })).rejects.toThrow(
      /injected failure/,
    );
    expect([groupSql.transactions, aloneSql.transactions]).toEqual([2, 1]);
    expect(await checkpointOf(failing.name)).toEqual(START);
  });
});

async function microtaskHops(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await Promise.resolve();
}
