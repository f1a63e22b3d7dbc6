import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInProcessLiveBus } from "../../infra/livebus/inProcessLiveBus";
import { createInProcessProjectionLock } from "./inProcessProjectionLock";
import { createNewEventsSignal } from "./newEventsSignal";
import { createProjectionRunner, type ProjectionRunner } from "./projectionRunner";
import { RecentEvents } from "./recentEvents";
import { countingProjection } from "./testing/countingProjection";
import { countingTransactions } from "./testing/countingTransactions";
import { appendHistory, countsInTable, expectedCounts } from "./testing/runnerTestKit";
import { openPgliteTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";

let env: TestEnvironment;
let runner: ProjectionRunner | undefined;

beforeAll(async () => {
  env = await openPgliteTestEnvironment();
  // Opening PGlite takes seconds, many more when the machine is busy.
}, 180_000);
afterAll(async () => {
  await runner?.stop();
  await env?.close();
});

describe("a live runner that finds a backlog of new events", () => {
  it("commits a busy moment's events (over 50 per projection) in one grouped transaction, with the default options", async () => {
    const projections = ["backlog_a", "backlog_b"].map((name) => countingProjection({ name }));
    // The append feed as the runner sees it, driven by hand: the backlog reaches memory at once.
    const recent = new RecentEvents();
    const feed = createNewEventsSignal(async () => {}, recent);
    recent.startAfter(await env.store.headPosition());
    const sql = countingTransactions(env.sql);
    runner = createProjectionRunner({
      store: env.store,
      sql,
      lock: createInProcessProjectionLock(),
      liveBus: createInProcessLiveBus(),
      projections,
      wakeup: feed,
    });
    await runner.start();
    await runner.waitForPosition(await env.store.headPosition(), { signal: AbortSignal.timeout(60_000) });

    await appendHistory(env.store, 20);
    const backlog = await env.store.readAll({});
    expect(backlog.filter((e) => projections[0]!.handles.includes(e.type)).length).toBeGreaterThan(50);
    const before = sql.transactions;
    for (const event of backlog) recent.add(event);
    feed.bump();
    await runner.waitForPosition(backlog.at(-1)!.position, { signal: AbortSignal.timeout(60_000) });

    // One transaction for both projections' batches; a live batch of 50 made the rest of the
    // backlog "catching up", committed alone per projection.
    expect(sql.transactions - before).toBe(1);
    for (const projection of projections)
      expect(await countsInTable(env.sql, `${projection.name}_counts`)).toEqual(
        await expectedCounts(env.store, projection.handles),
      );
  });
});
