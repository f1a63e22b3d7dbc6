import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparePositions, formatPosition, START } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { createInProcessLiveBus } from "../../infra/livebus/inProcessLiveBus";
import { auditLogProjection } from "../audit/auditLogProjection";
import { loadLiveCheckpoint } from "./liveCheckpoints";
import { PROGRESS_TOPIC, type ProjectionStatus } from "./projectionStatus";
import { readModelChecksums } from "./readModelChecksum";
import { countingProjection } from "./testing/countingProjection";
import { appendHistory, caughtUp, countsInTable, expectedCounts, startRunner } from "./testing/runnerTestKit";
import { openPgliteTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";

let env: TestEnvironment;

beforeAll(async () => {
  env = await openPgliteTestEnvironment();
  await appendHistory(env.store, 120);
});
afterAll(async () => {
  await env?.close();
});

const until = async (condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe("projection runner", () => {
  it("catches up in batches, each committed with its checkpoint, then reports itself live with no lag", async () => {
    const projection = countingProjection({ name: "catch_up" });
    const runner = startRunner(env, [projection]);
    await runner.started;
    await caughtUp(runner, env.store);
    await runner.stop();

    expect(await countsInTable(env.sql, "catch_up_counts")).toEqual(
      await expectedCounts(env.store, projection.handles),
    );
    const head = await env.store.headPosition();
    const checkpoint = await loadLiveCheckpoint(env.sql, "catch_up");
    expect(checkpoint?.position).toEqual(head);
    expect(checkpoint?.version).toBe(1);
    const [status] = runner.status();
    expect(status).toMatchObject({
      name: "catch_up",
      position: formatPosition(head),
      lagEvents: 0,
      lagMs: 0,
    });
  });

  it("rolls back a batch whose apply fails (no rows, no checkpoint move), retries it and shows it as failed", async () => {
    let broken = true;
    const projection = countingProjection({
      name: "failing",
      failOn: (e) => broken && e.type === "JobAccepted",
    });
    const runner = startRunner(env, [projection], {
      options: { catchUpBatchSize: 5000, retry: { initialMs: 5, maxMs: 20 } },
    });
    await runner.started;
    await until(() => (runner.status()[0]?.error?.attempts ?? 0) >= 3, "three failed attempts");

    const [status] = runner.status();
    expect(status?.state).toBe("failed");
    expect(status?.error?.message).toMatch(/injected failure at JobAccepted/);
    expect(status?.position).toBe(formatPosition(START));
    expect(status?.lagEvents).toBe(Number((await env.store.headPosition()).prepare));
    const rows = await env.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM rm.failing_events");
    expect(rows.rows[0]?.n).toBe(0);
    expect((await loadLiveCheckpoint(env.sql, "failing"))?.position).toEqual(START);

    broken = false;
    await caughtUp(runner, env.store);
    await runner.stop();
    expect(runner.status()[0]?.error).toBeNull();
    expect(await countsInTable(env.sql, "failing_counts")).toEqual(
      await expectedCounts(env.store, projection.handles),
    );
  });

  it("changes nothing when events are delivered again after a crash (checkpoint rewound)", async () => {
    const projections = [
      countingProjection({ name: "redelivery" }),
      { ...auditLogProjection, name: "audit_redelivery" },
    ];
    const first = startRunner(env, projections);
    await first.started;
    await caughtUp(first, env.store);
    await first.stop();
    const before = await readModelChecksums(env.sql, projections);

    await env.sql.query(
      "UPDATE rm_meta.projection_checkpoints SET position_commit = -1, position_prepare = -1 WHERE projection = ANY($1)",
      [["redelivery", "audit_redelivery"]],
    );
    const second = startRunner(env, projections);
    await second.started;
    await caughtUp(second, env.store);
    await second.stop();

    expect(await readModelChecksums(env.sql, projections)).toEqual(before);
  });

  it("rebuilds a projection whose stored version differs from its code", async () => {
    const v1 = countingProjection({ name: "versioned", version: 1 });
    const first = startRunner(env, [v1]);
    await first.started;
    await caughtUp(first, env.store);
    await first.stop();

    const v2 = countingProjection({ name: "versioned", version: 2 });
    const states: ProjectionStatus["state"][] = [];
    const second = startRunner(env, [v2]);
    second.onStatus((s) => states.push(s.state));
    await second.started;
    await caughtUp(second, env.store);
    await second.stop();

    expect(states).toContain("rebuilding");
    expect(second.status()[0]?.rebuild?.phase).toBe("done");
    expect((await loadLiveCheckpoint(env.sql, "versioned"))?.version).toBe(2);
    const { rows } = await env.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rm.versioned_counts WHERE last_type IS NOT NULL",
    );
    expect(rows[0]?.n).toBe((await expectedCounts(env.store, v2.handles)).size);
    const shadows = await env.sql.query("SELECT 1 FROM pg_namespace WHERE nspname LIKE 'rm_rebuild_%'");
    expect(shadows.rows).toHaveLength(0);
  });

  it("applies a new append live and announces the change and its progress on the live bus", async () => {
    const liveBus = createInProcessLiveBus();
    const changes: unknown[] = [];
    const progress: ProjectionStatus[] = [];
    liveBus.subscribe("live_one.changed", (p) => changes.push(p));
    liveBus.subscribe(PROGRESS_TOPIC, (p) => progress.push(p as ProjectionStatus));
    const projection = countingProjection({ name: "live_one" });
    const runner = startRunner(env, [projection], { liveBus });
    await runner.started;
    await caughtUp(runner, env.store);
    changes.length = 0;

    const appended = await appendHistory(env.store, 1, 99);
    await caughtUp(runner, env.store);
    await runner.stop();

    expect(appended).toBeGreaterThan(0);
    expect(changes.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ name: "live_one", state: "stopped" });
    expect(progress.some((s) => s.state === "live")).toBe(true);
  });

  it("commits live groups through liveSql when given one, and catches up through sql", async () => {
    let liveTransactions = 0;
    const liveSql: Sql = {
      query: env.sql.query.bind(env.sql),
      transaction<T>(fn: (tx: Sql) => Promise<T>) {
        liveTransactions += 1;
        return env.sql.transaction(fn);
      },
    };
    const projections = ["via_live_a", "via_live_b"].map((name) => countingProjection({ name }));
    const runner = startRunner(env, projections, { liveSql });
    await runner.started;
    await caughtUp(runner, env.store);
    const whileCatchingUp = liveTransactions;

    await appendHistory(env.store, 3, 101);
    await caughtUp(runner, env.store);
    await runner.stop();

    expect(whileCatchingUp).toBe(0);
    expect(liveTransactions).toBeGreaterThan(0);
    for (const projection of projections) {
      expect(await countsInTable(env.sql, `${projection.name}_counts`)).toEqual(
        await expectedCounts(env.store, projection.handles),
      );
    }
  });

  it("on stop, finishes the batch in flight and stores its checkpoint", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = false;
    const inner = countingProjection({ name: "graceful" });
    const projection = {
      ...inner,
      async apply(...args: Parameters<typeof inner.apply>) {
        entered = true;
        await gate;
        return inner.apply(...args);
      },
    };
    const runner = startRunner(env, [projection], { options: { catchUpBatchSize: 50 } });
    await runner.started;
    await until(() => entered, "the first batch");
    const stopped = runner.stop();
    release();
    await stopped;

    // The batch in flight was committed whole, with the checkpoint at its end (a shared page's end
    // or its 50th event): the rows are exactly the handled events up to the checkpoint.
    const checkpoint = await loadLiveCheckpoint(env.sql, "graceful");
    if (!checkpoint) throw new Error("no checkpoint stored");
    const handled = await env.store.readAll({ types: inner.handles });
    const upToCheckpoint = handled.filter((e) => comparePositions(e.position, checkpoint.position) <= 0);
    expect(upToCheckpoint.length).toBeGreaterThan(0);
    expect(upToCheckpoint.length).toBeLessThanOrEqual(50);
    const { rows } = await env.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM rm.graceful_events");
    expect(rows[0]?.n).toBe(upToCheckpoint.length);
    expect(runner.status()[0]?.state).toBe("stopped");
  });

  it("reads big batches while catching up and small ones once live", async () => {
    // FAST_OPTIONS: catch-up batches of up to 100 events ($all pages of 100), live ones of up to 20.
    const sizes: number[] = [];
    const inner = countingProjection({ name: "batch_sizes" });
    const projection = {
      ...inner,
      apply(...args: Parameters<typeof inner.apply>) {
        if (args[0].length > 0) sizes.push(args[0].length);
        return inner.apply(...args);
      },
    };
    const runner = startRunner(env, [projection]);
    await runner.started;
    await caughtUp(runner, env.store);
    const catchUp = sizes.splice(0);

    await appendHistory(env.store, 20, 4242);
    await caughtUp(runner, env.store);
    await runner.stop();

    expect(Math.max(...catchUp)).toBeGreaterThan(20);
    expect(Math.max(...catchUp)).toBeLessThanOrEqual(100);
    const burst = sizes.reduce((sum, n) => sum + n, 0);
    expect(burst).toBeGreaterThan(20);
    expect(sizes[0]).toBe(20);
    expect(await countsInTable(env.sql, "batch_sizes_counts")).toEqual(
      await expectedCounts(env.store, projection.handles),
    );
  });
});
